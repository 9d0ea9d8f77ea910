import { z } from 'zod';
import { releaseSchema, releaseVersionPattern, remotePackagePattern } from './releases';

/** What the deployment endpoints take and answer (also what `npm run deploy --server` reads back). */

export const deploymentPackageParamsSchema = z.object({
  package: z.string().max(100).regex(remotePackagePattern, 'must be a remote package name such as mf-exams'),
});

export const deploymentsQuerySchema = z.object({
  /** Only this package's history. */
  package: deploymentPackageParamsSchema.shape.package.optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
});

/** `{ version }` (looked for under REMOTES_BASE_URL) or `{ url }` (the version's folder), exactly one. */
export const promoteBodySchema = z
  .object({
    version: z.string().regex(releaseVersionPattern, 'must be a version id (16 hex digits)').optional(),
    url: z
      .string()
      .trim()
      .max(2000)
      .regex(/^(https?:\/\/|\/)/i, 'must be the version folder\'s http(s) URL or a path such as /remotes/mf-exams/<version>/')
      .optional(),
  })
  .strict()
  .refine((body) => (body.version === undefined) !== (body.url === undefined), {
    message: 'Send exactly one of version or url',
    path: ['version'],
  });

export const liveRemoteSchema = z.object({
  package: z.string(),
  name: z.string(),
  version: z.string(),
  baseUrl: z.string(),
  release: releaseSchema,
  promotionId: z.number().int(),
  promotedBy: z.string(),
  promotedAt: z.string(),
  status: z.enum(['ok', 'failing']),
  statusMessage: z.string().nullable(),
});

export const promotionRecordSchema = z.object({
  id: z.number().int(),
  package: z.string(),
  version: z.string(),
  action: z.enum(['promote', 'rollback']),
  actor: z.string(),
  promotedAt: z.string(),
  previousVersion: z.string().nullable(),
});

export const deploymentsSchema = z.object({ live: z.array(liveRemoteSchema), history: z.array(promotionRecordSchema) });
export type Deployments = z.infer<typeof deploymentsSchema>;

export const promotionResultSchema = z.object({
  live: liveRemoteSchema,
  /** False: the version was already live and nothing changed. */
  changed: z.boolean(),
  previousVersion: z.string().nullable(),
});
export type PromotionResult = z.infer<typeof promotionResultSchema>;

export const rollbackResultSchema = z.object({ live: liveRemoteSchema, previousVersion: z.string().nullable() });
export type RollbackResult = z.infer<typeof rollbackResultSchema>;
