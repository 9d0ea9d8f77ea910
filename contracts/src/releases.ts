import { z } from 'zod';
import { ROUTE_PATH_PATTERN, type RemoteRouteTable } from './remote-routes';

/*
 * A published version of a remote: `<origin>/<package>/<version>/` holds `release.json` (below), the browser
 * build under `browser/` and the node build under `server/`. A version is immutable: its name is derived
 * from its content (see versionOfRelease in api/src/deployments/release-files.ts).
 */

/** The description of a version, beside its builds. */
export const RELEASE_FILE = 'release.json';
/** The browser build's Module Federation manifest, relative to the version's folder. */
export const BROWSER_MANIFEST = 'browser/mf-manifest.json';
/** The node build's entry (server rendering), relative to the version's folder. */
export const SERVER_ENTRY = 'server/remoteEntry.js';

export const remotePackagePattern = /^mf-[a-z0-9]+(-[a-z0-9]+)*$/;
export const remoteNamePattern = /^[a-z][a-z0-9_]*$/;
export const releaseVersionPattern = /^[0-9a-f]{16}$/;
/** A file's Subresource Integrity value. */
export const integrityPattern = /^sha384-[A-Za-z0-9+/]{64}$/;

const routeParameterSchema = z.union([
  z.object({ values: z.array(z.string().min(1)).min(1).readonly() }).strict(),
  z
    .object({ pattern: z.string().min(1) })
    .strict()
    .refine((parameter) => {
      try {
        new RegExp(parameter.pattern);
        return true;
      } catch {
        return false;
      }
    }, 'must be a valid regular expression'),
]);

export const routeDefinitionSchema = z
  .object({
    path: z.string().regex(ROUTE_PATH_PATTERN, 'must be a path such as /exams/:slug'),
    render: z.enum(['server', 'browser']),
    access: z.enum(['public', 'staff', 'personal']),
    params: z.record(z.string().regex(/^[a-z][a-zA-Z0-9]*$/), routeParameterSchema).optional(),
    query: z.array(z.string().regex(/^[a-z][a-zA-Z0-9_-]*$/)).max(20).readonly().optional(),
  })
  .strict()
  .refine((route) => route.access === 'public' || route.render === 'browser', 'staff and personal pages are rendered in the browser')
  .refine(
    (route) => {
      const names = route.path.split('/').filter((segment) => segment.startsWith(':')).map((segment) => segment.slice(1));
      return Object.keys(route.params ?? {}).every((name) => names.includes(name));
    },
    'params must name parameters of the path',
  );

export const remoteRouteTableSchema = z
  .object({
    label: z.string().min(1).max(80),
    routes: z.array(routeDefinitionSchema).min(1).max(500).readonly(),
  })
  .strict()
  .refine((table) => new Set(table.routes.map((route) => route.path)).size === table.routes.length, 'a path is listed twice');

/** Files of a version by path (`browser/remoteEntry.js`), each with its sha384 integrity. */
const fileIntegritySchema = z.record(z.string().regex(/^(browser|server)\/[A-Za-z0-9._/-]+$/).refine((file) => !file.includes('..')), z.string().regex(integrityPattern));

export const releaseSchema = z
  .object({
    format: z.literal(1),
    package: z.string().regex(remotePackagePattern, 'must be a remote package name such as mf-exams'),
    /** The Module Federation container name. */
    name: z.string().regex(remoteNamePattern),
    version: z.string().regex(releaseVersionPattern),
    label: z.string().min(1).max(80),
    routes: z.array(routeDefinitionSchema).min(1).max(500).readonly(),
    files: fileIntegritySchema,
  })
  .strict()
  .refine((release) => BROWSER_MANIFEST in release.files && SERVER_ENTRY in release.files, `must list ${BROWSER_MANIFEST} and ${SERVER_ENTRY}`);
export type Release = z.infer<typeof releaseSchema>;

/** A remote's route table as its source declares it (`<package>/src/route-table.ts`). */
export type { RemoteRouteTable };
