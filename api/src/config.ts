import path from 'node:path';
import { z } from 'zod';
import { remoteIds, socialNetworks, type RemoteEntry, type RemoteId, type SiteSettings } from '@nurseprep/contracts';

const repositoryRoot = path.resolve(import.meta.dirname, '..', '..');

/** Where each remote's production build is served from by this server. */
export const remoteFolders: Record<RemoteId, string> = {
  marketing: 'mf-marketing-site',
  exams: 'mf-exams',
  schools: 'mf-schools',
  checkout: 'mf-checkout',
  staff_dashboard: 'mf-staff-dashboard',
};

function remoteUrlVariable(id: RemoteId): string {
  return `MF_REMOTE_${id.toUpperCase()}_URL`;
}

const optionalUrl = z.string().trim().min(1).optional();

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** Folder holding the apps' dist folders (the repository root by default). */
  STATIC_ROOT: z.string().default(repositoryRoot),
  SITE_BRAND_NAME: z.string().min(1).default('NursePrep Academy'),
  SITE_EMAIL: z.email().default('support@example.com'),
  SITE_PHONE: z.string().min(1).default('(555) 010-0123'),
  SITE_WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{7,15}$/, 'must be digits only with the country code, as wa.me expects')
    .default('15550100123'),
  ...Object.fromEntries(socialNetworks.map((network) => [`SITE_SOCIAL_${network.toUpperCase()}_URL`, z.url().optional()])),
  ...Object.fromEntries(remoteIds.map((id) => [remoteUrlVariable(id), optionalUrl])),
});

export interface AppConfig {
  port: number;
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
  staticRoot: string;
  settings: SiteSettings;
  remotes: RemoteEntry[];
}

/** Reads the configuration from the environment; a bad variable stops start-up with a message naming it. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const values = parsed.data as z.infer<typeof environmentSchema> & Record<string, string | undefined>;
  return {
    port: values.PORT,
    host: values.HOST,
    nodeEnv: values.NODE_ENV,
    staticRoot: values.STATIC_ROOT,
    settings: {
      brandName: values.SITE_BRAND_NAME,
      email: values.SITE_EMAIL,
      phone: values.SITE_PHONE,
      whatsappNumber: values.SITE_WHATSAPP_NUMBER,
      socialLinks: socialNetworks.map((network) => ({
        network,
        url: values[`SITE_SOCIAL_${network.toUpperCase()}_URL`] ?? `https://example.com/nurseprep/${network}`,
      })),
    },
    remotes: remoteIds.map((id) => ({
      id,
      url: values[remoteUrlVariable(id)] ?? `/remotes/${remoteFolders[id]}/`,
    })),
  };
}

/** Origins other than our own that remotes are loaded from (for the Content-Security-Policy). */
export function remoteOrigins(config: AppConfig): string[] {
  const origins = new Set<string>();
  for (const remote of config.remotes) {
    if (/^https?:\/\//.test(remote.url)) origins.add(new URL(remote.url).origin);
  }
  return [...origins];
}
