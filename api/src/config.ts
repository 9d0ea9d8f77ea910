import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { socialNetworks, type SiteSettings } from '@nurseprep/contracts';
import { devRemotesSchema, type DevRemote } from './deployments/dev-remotes';
import type { MailSenderTimings } from './mail/mail-sender';
import { formatMailbox, isSmtpUrl, parseMailbox } from './mail/mail-settings';

/**
 * The folder whose package.json declares the workspaces. Found by walking up from the working directory
 * (then from the started script), because `import.meta.dirname` does not exist once jest turns this file
 * into CommonJS, and `__dirname` does not exist under tsx's ESM.
 */
function findRepositoryRoot(): string {
  const starts = [process.cwd(), process.argv[1] ? path.dirname(path.resolve(process.argv[1])) : process.cwd()];
  for (const start of starts) {
    let folder = start;
    for (;;) {
      const manifest = path.join(folder, 'package.json');
      if (existsSync(manifest) && 'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object)) return folder;
      const parent = path.dirname(folder);
      if (parent === folder) break;
      folder = parent;
    }
  }
  return process.cwd();
}

export const repositoryRoot = findRepositoryRoot();

/**
 * Where remotes' versions are published: an http(s) URL, or a path on this site. Anything else (no scheme, or
 * a protocol-relative `//host`) would load from a wrong place or be left out of the Content-Security-Policy.
 */
const remoteUrl = z
  .string()
  .trim()
  .refine(
    (value) => /^https?:\/\/[^/\s]+/i.test(value) || /^\/(?!\/)\S*$/.test(value),
    'must be an http(s) URL or a path on this site starting with /',
  )
  ;

/** Fastify's trustProxy: believe all proxies, a number of hops, or these addresses/CIDRs. */
export type TrustProxy = boolean | number | string[];

/** `192.0.2.7`, `10.0.0.0/8`, `::1` or `fd00::/8`: checked here so a typo stops start-up with this variable's name. */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** `redis://` or `rediss://` with a host (and optionally a user, password, port and database number). */
function isRedisUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

const apiDocsAccess = ['public', 'staff', 'off'] as const;
export type ApiDocsAccess = (typeof apiDocsAccess)[number];

const perMinute = (fallback: number) => z.coerce.number().int().min(1).max(100_000).default(fallback);

/** An optional setting: unset and empty both mean "not configured". */
const optionalSetting = (schema: z.ZodString) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(schema.optional());

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** Folder holding the apps' dist folders (the repository root by default). */
  STATIC_ROOT: z.string().default(repositoryRoot),
  /** PGlite's folder when DATABASE_URL is not set; `memory://` keeps the database in memory (tests). */
  DATA_DIR: z.string().min(1).default(path.join(repositoryRoot, 'data')),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Study files: subfolders attached_assets, documents and free. */
  FILES_DIR: z.string().min(1).default(path.join(repositoryRoot, 'api', 'files')),
  CONTENT_DIR: z.string().min(1).default(path.join(repositoryRoot, 'api', 'content')),
  /** Practice question files (<bank>/<category>.json); CONTENT_DIR/questions by default. */
  QUESTIONS_DIR: z.string().min(1).optional(),
  /** Flashcard deck files (<deck-id>.json); CONTENT_DIR/flashcards by default. */
  FLASHCARDS_DIR: z.string().min(1).optional(),
  /** Next Generation NCLEX items (case-studies/ and standalone/); CONTENT_DIR/ngn by default. */
  NGN_DIR: z.string().min(1).optional(),
  /**
   * auto: Secure when the request came over HTTPS (directly or through a proxy's X-Forwarded-Proto). Unset:
   * true in production when SITE_URL is https://, else auto.
   */
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).optional(),
  /**
   * Which proxies' X-Forwarded-For/-Proto/-Host to believe: `false` (default: none, the server faces
   * clients directly), `true` (any: development and test only, see loadServerConfig), a hop count, or
   * comma-separated proxy addresses/CIDRs. Trusting headers no proxy sets lets clients forge their IP.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value): TrustProxy => {
      if (value === 'true' || value === 'false' || value === '') return value === 'true';
      if (/^\d+$/.test(value)) return Number(value);
      return value.split(',').map((entry) => entry.trim()).filter((entry) => entry.length > 0);
    })
    .refine(
      (value) => !Array.isArray(value) || value.every(isAddressOrCidr),
      'must be true, false, a hop count or comma-separated IP addresses/CIDRs',
    ),
  RATE_LIMIT_FORMS_PER_MINUTE: perMinute(20),
  RATE_LIMIT_AUTH_PER_MINUTE: perMinute(10),
  RATE_LIMIT_STAFF_PER_MINUTE: perMinute(120),
  /** Practice attempts started per IP per 10 minutes. */
  RATE_LIMIT_PRACTICE_STARTS_PER_10_MINUTES: perMinute(30),
  /** Practice answers, flags, section moves and submissions per IP per 10 minutes (a 170-question simulation fits many times). */
  RATE_LIMIT_PRACTICE_ANSWERS_PER_10_MINUTES: perMinute(600),
  /** Flashcard reviews, merges and study plan saves per IP per 10 minutes (a long session fits many times). */
  RATE_LIMIT_FLASHCARD_REVIEWS_PER_10_MINUTES: perMinute(600),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  /** The OpenAPI docs at /api/docs: for anyone, for staff only, or off. Off in production unless set. */
  API_DOCS: z.enum(apiDocsAccess).optional(),
  /** Server-side rendering of pages: on (default) or off (every page rendered in the browser). */
  SSR: z.enum(['on', 'off']).default('on'),
  /** How long one page may take to render on the server before the browser is left to render it. */
  SSR_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Comma-separated origins besides our own that may send state-changing requests. */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((origin) => origin.trim()).filter((origin) => origin.length > 0))
    .pipe(z.array(z.url().transform((url) => new URL(url).origin))),
  /**
   * The public address of the site, for canonical URLs, social tags, the sitemap, robots.txt and the links in
   * emails. Required by a production server (loadServerConfig); http://localhost:<PORT> otherwise.
   */
  SITE_URL: z
    .string()
    .trim()
    .refine((value) => {
      try {
        const url = new URL(value);
        return /^https?:$/.test(url.protocol) && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
      } catch {
        return false;
      }
    }, 'must be an http(s) URL with no query or fragment, such as https://www.example.com')
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  SITE_BRAND_NAME: z.string().min(1).default('NursePrep Academy'),
  SITE_EMAIL: z.email().default('support@example.com'),
  SITE_PHONE: z.string().min(1).default('(202) 555-0123'),
  SITE_WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{7,15}$/, 'must be digits only with the country code, as wa.me expects')
    .default('12025550123'),
  /** Meta's Graph API base URL with its version (WhatsApp Cloud API). */
  WHATSAPP_API_URL: z
    .string()
    .trim()
    .refine((value) => /^https?:\/\/[^/\s]+/i.test(value), 'must be an http(s) URL such as https://graph.facebook.com/v23.0')
    .transform((value) => value.replace(/\/+$/, ''))
    .default('https://graph.facebook.com/v23.0'),
  WHATSAPP_PHONE_NUMBER_ID: optionalSetting(z.string().regex(/^\d{1,30}$/, 'must be the digits of the phone number ID from the WhatsApp Manager')),
  WHATSAPP_ACCESS_TOKEN: optionalSetting(z.string().min(1)),
  WHATSAPP_APP_SECRET: optionalSetting(z.string().min(1)),
  WHATSAPP_VERIFY_TOKEN: optionalSetting(z.string().min(1)),
  WHATSAPP_CAMPAIGN_TEMPLATE: optionalSetting(z.string().regex(/^[a-z0-9_]{1,512}$/, 'must be an approved template name (lower case, digits and _)')),
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().trim().regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'must be a language code such as en or en_US').default('en_US'),
  WHATSAPP_SEND_RATE_PER_SECOND: z.coerce.number().int().min(1).max(1000).default(20),
  /**
   * Redis for what several instances must count together (the per-IP rate limits): `redis://` or `rediss://`.
   * Unset: counted in this process's memory, right for one instance.
   */
  REDIS_URL: optionalSetting(z.string().refine(isRedisUrl, 'must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379')),
  /**
   * The bearer token Prometheus sends to read /metrics (Authorization: Bearer <token>, 16 characters or more).
   * Unset: /metrics is not served.
   */
  METRICS_TOKEN: optionalSetting(z.string().min(16, 'must be 16 characters or more')),
  /**
   * After SIGTERM, how long the instance keeps serving while /readyz already says it is draining, so the load
   * balancer stops sending to it before it stops listening (a little more than the balancer's check interval).
   */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** Where mail is sent: `smtp://` or `smtps://`, with `user:password@` when the server wants a login. */
  SMTP_URL: optionalSetting(z.string().refine(isSmtpUrl, 'must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465')),
  /** The From of every mail; by default the brand name with SITE_EMAIL. */
  MAIL_FROM: optionalSetting(z.string().refine((value) => parseMailbox(value) !== undefined, 'must be one address, such as "NursePrep Academy" <no-reply@example.com>')),
  /** Where mail is written as .eml files while SMTP_URL is unset. */
  MAIL_DIR: z.string().trim().min(1).default(path.join(repositoryRoot, 'data', 'mail')),
  /** Whether this instance sends the mail outbox; off, it only queues mail for the instances that do. */
  MAIL_SENDER: z.enum(['on', 'off']).default('on'),
  /** Gets a note for each lead form sent. */
  STAFF_NOTIFY_EMAIL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.email().optional()),
  ...Object.fromEntries(socialNetworks.map((network) => [`SITE_SOCIAL_${network.toUpperCase()}_URL`, z.url().optional()])),
  /** The folder `npm run publish` writes versions of remotes to, served by this server at /remotes/. */
  REMOTES_DIR: z.string().min(1).default(path.join(repositoryRoot, 'deployments')),
  /** Where a version named by its id alone is looked for: `<base><package>/<version>/`. */
  REMOTES_BASE_URL: remoteUrl.default('/remotes/'),
  /** Bearer token of the deployment endpoints (a CI pipeline's promotions and rollbacks). */
  DEPLOY_TOKEN: optionalSetting(z.string().min(24, 'must be at least 24 characters (for example: openssl rand -hex 24)')),
  /** How often each instance checks the registry for a promotion or a rollback. */
  DEPLOYMENTS_POLL_MS: z.coerce.number().int().min(100).max(5000).default(1000),
  /** `npm run dev` only: the remotes' development servers, taken as the live remotes (JSON, see dev-remotes.ts). */
  DEV_REMOTES: z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value.trim() === '') return undefined;
      try {
        return devRemotesSchema.parse(JSON.parse(value));
      } catch {
        context.addIssue({ code: 'custom', message: 'must be a JSON list of { name, package, url } (set by npm run dev)' });
        return z.NEVER;
      }
    }),
});

export interface AppConfig {
  port: number;
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
  staticRoot: string;
  /** PGlite folder (or `memory://`), used when databaseUrl is not set. */
  dataDir: string;
  databaseUrl: string | undefined;
  filesDir: string;
  contentDir: string;
  /** Practice question files. */
  questionsDir: string;
  /** Flashcard deck files. */
  flashcardsDir: string;
  /** Next Generation NCLEX item files. */
  ngnDir: string;
  cookieSecure: 'auto' | boolean;
  trustProxy: TrustProxy;
  rateLimits: {
    formsPerMinute: number;
    authPerMinute: number;
    staffPerMinute: number;
    practiceStartsPer10Minutes: number;
    practiceAnswersPer10Minutes: number;
    flashcardReviewsPer10Minutes: number;
  };
  logLevel: LogLevel;
  /** Who may read the OpenAPI docs at /api/docs (off: not served). */
  apiDocs: ApiDocsAccess;
  /** Pages rendered on the server (SSR); the timeout of one render. */
  serverRendering: { enabled: boolean; timeoutMs: number };
  allowedOrigins: string[];
  /** SITE_URL without a trailing slash; http://localhost:<PORT> when it is not set (never in production: loadServerConfig). */
  siteUrl: string;
  settings: SiteSettings & { siteUrl: string };
  whatsapp: WhatsappConfig;
  deployments: DeploymentsConfig;
  mail: MailConfig;
  /** Shared counters across instances (unset: in memory). */
  redisUrl: string | undefined;
  /** Bearer token of /metrics (unset: not served). */
  metricsToken: string | undefined;
  /** Serving on after SIGTERM while /readyz says draining. */
  shutdownDelayMs: number;
}

/** How the site's email leaves: through SMTP_URL, or as .eml files in `dir` while it is unset. */
export interface MailConfig {
  smtpUrl: string | undefined;
  /** The From header, such as `"NursePrep Academy" <support@example.com>`. */
  from: string;
  dir: string;
  /** Gets a note for each lead form; undefined: nobody does. */
  staffNotifyEmail: string | undefined;
  /** Whether this instance runs the outbox sender (MAIL_SENDER). */
  sending: boolean;
  /** Shorter waits for tests; the sender's defaults otherwise (not read from the environment). */
  senderTimings?: Partial<MailSenderTimings>;
}

/** Where remotes' versions are published and how instances follow the registry. */
export interface DeploymentsConfig {
  /** The folder versions are published to and served from at /remotes/. */
  remotesDir: string;
  /** `<base><package>/<version>/` is where a version named by its id is found (ends with /). */
  remotesBaseUrl: string;
  /** Bearer token of the deployment endpoints; undefined: they accept no token. */
  token: string | undefined;
  pollMs: number;
  /** In development, the remotes' development servers stand in for the registry's live versions. */
  devRemotes: DevRemote[] | undefined;
}

/** The WhatsApp Cloud API settings; the optional ones are undefined when not set. */
export interface WhatsappConfig {
  apiUrl: string;
  phoneNumberId: string | undefined;
  accessToken: string | undefined;
  appSecret: string | undefined;
  verifyToken: string | undefined;
  campaignTemplate: string | undefined;
  templateLanguage: string;
  sendRatePerSecond: number;
}

/** What each WhatsApp feature needs, by variable name. */
const whatsappRequirements = {
  send: ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN'],
  campaigns: ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_CAMPAIGN_TEMPLATE'],
  webhook: ['WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'],
} as const;
export type WhatsappFeature = keyof typeof whatsappRequirements;

const whatsappVariableValue = {
  WHATSAPP_PHONE_NUMBER_ID: (config: WhatsappConfig) => config.phoneNumberId,
  WHATSAPP_ACCESS_TOKEN: (config: WhatsappConfig) => config.accessToken,
  WHATSAPP_CAMPAIGN_TEMPLATE: (config: WhatsappConfig) => config.campaignTemplate,
  WHATSAPP_APP_SECRET: (config: WhatsappConfig) => config.appSecret,
  WHATSAPP_VERIFY_TOKEN: (config: WhatsappConfig) => config.verifyToken,
} as const;

/** The variables a feature still needs (empty: it is configured). */
export function missingWhatsappSettings(config: WhatsappConfig, feature: WhatsappFeature): string[] {
  return whatsappRequirements[feature].filter((variable) => whatsappVariableValue[variable](config) === undefined);
}

/** Reads the configuration from the environment; a bad variable stops start-up with a message naming it. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const values = parsed.data as z.infer<typeof environmentSchema> & Record<string, string | undefined>;
  const siteUrl = values.SITE_URL ?? `http://localhost:${values.PORT}`;
  const cookieSecure = values.COOKIE_SECURE ?? (values.NODE_ENV === 'production' && siteUrl.startsWith('https://') ? 'true' : 'auto');
  return {
    port: values.PORT,
    host: values.HOST,
    nodeEnv: values.NODE_ENV,
    staticRoot: values.STATIC_ROOT,
    dataDir: values.DATA_DIR === 'memory://' ? values.DATA_DIR : path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    filesDir: path.resolve(values.FILES_DIR),
    contentDir: path.resolve(values.CONTENT_DIR),
    questionsDir: path.resolve(values.QUESTIONS_DIR ?? path.join(values.CONTENT_DIR, 'questions')),
    flashcardsDir: path.resolve(values.FLASHCARDS_DIR ?? path.join(values.CONTENT_DIR, 'flashcards')),
    ngnDir: path.resolve(values.NGN_DIR ?? path.join(values.CONTENT_DIR, 'ngn')),
    cookieSecure: cookieSecure === 'auto' ? 'auto' : cookieSecure === 'true',
    trustProxy: values.TRUST_PROXY,
    rateLimits: {
      formsPerMinute: values.RATE_LIMIT_FORMS_PER_MINUTE,
      authPerMinute: values.RATE_LIMIT_AUTH_PER_MINUTE,
      staffPerMinute: values.RATE_LIMIT_STAFF_PER_MINUTE,
      practiceStartsPer10Minutes: values.RATE_LIMIT_PRACTICE_STARTS_PER_10_MINUTES,
      practiceAnswersPer10Minutes: values.RATE_LIMIT_PRACTICE_ANSWERS_PER_10_MINUTES,
      flashcardReviewsPer10Minutes: values.RATE_LIMIT_FLASHCARD_REVIEWS_PER_10_MINUTES,
    },
    logLevel: values.LOG_LEVEL,
    apiDocs: values.API_DOCS ?? (values.NODE_ENV === 'production' ? 'off' : 'public'),
    serverRendering: { enabled: values.SSR === 'on', timeoutMs: values.SSR_TIMEOUT_MS },
    allowedOrigins: values.ALLOWED_ORIGINS,
    siteUrl,
    settings: {
      siteUrl,
      brandName: values.SITE_BRAND_NAME,
      email: values.SITE_EMAIL,
      phone: values.SITE_PHONE,
      whatsappNumber: values.SITE_WHATSAPP_NUMBER,
      socialLinks: socialNetworks.map((network) => ({
        network,
        url: values[`SITE_SOCIAL_${network.toUpperCase()}_URL`] ?? `https://example.com/nurseprep/${network}`,
      })),
    },
    whatsapp: {
      apiUrl: values.WHATSAPP_API_URL,
      phoneNumberId: values.WHATSAPP_PHONE_NUMBER_ID,
      accessToken: values.WHATSAPP_ACCESS_TOKEN,
      appSecret: values.WHATSAPP_APP_SECRET,
      verifyToken: values.WHATSAPP_VERIFY_TOKEN,
      campaignTemplate: values.WHATSAPP_CAMPAIGN_TEMPLATE,
      templateLanguage: values.WHATSAPP_TEMPLATE_LANGUAGE,
      sendRatePerSecond: values.WHATSAPP_SEND_RATE_PER_SECOND,
    },
    deployments: {
      remotesDir: path.resolve(values.REMOTES_DIR),
      remotesBaseUrl: values.REMOTES_BASE_URL.endsWith('/') ? values.REMOTES_BASE_URL : `${values.REMOTES_BASE_URL}/`,
      token: values.DEPLOY_TOKEN,
      pollMs: values.DEPLOYMENTS_POLL_MS,
      devRemotes: values.NODE_ENV === 'development' ? values.DEV_REMOTES : undefined,
    },
    mail: {
      smtpUrl: values.SMTP_URL,
      from: (values.MAIL_FROM === undefined ? undefined : parseMailbox(values.MAIL_FROM)) ?? formatMailbox(values.SITE_BRAND_NAME, values.SITE_EMAIL),
      dir: path.resolve(values.MAIL_DIR),
      staffNotifyEmail: values.STAFF_NOTIFY_EMAIL?.toLowerCase(),
      sending: values.MAIL_SENDER === 'on',
    },
    redisUrl: values.REDIS_URL,
    metricsToken: values.METRICS_TOKEN,
    shutdownDelayMs: values.SHUTDOWN_DELAY_MS,
  };
}

/**
 * What a production server must not start without, beyond loadConfig's checks. The command-line tools read the
 * same variables but not these rules: a build or a promotion needs no SITE_URL.
 */
function productionServerProblems(config: AppConfig, environment: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (!environment.SITE_URL?.trim()) {
    problems.push(
      'SITE_URL: is required when NODE_ENV is production: the public address of the site, such as https://www.example.com ' +
        '(canonical URLs, the sitemap and the links in emails are built on it, and must not point at localhost)',
    );
  }
  if (config.trustProxy === true) {
    problems.push(
      'TRUST_PROXY: true is refused when NODE_ENV is production: any client could then write its own X-Forwarded-For ' +
        'and escape every per-IP limit. Give the hop count of your proxies (1 behind one load balancer) or their addresses/CIDRs',
    );
  }
  if (config.apiDocs === 'public') {
    problems.push('API_DOCS: public is for development and test; in production use staff (staff only) or off');
  }
  return problems;
}

/** The server's configuration: loadConfig's, and in production the rules a public server must follow. */
export function loadServerConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const config = loadConfig(environment);
  const problems = config.nodeEnv === 'production' ? productionServerProblems(config, environment) : [];
  if (problems.length > 0) throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  return config;
}
