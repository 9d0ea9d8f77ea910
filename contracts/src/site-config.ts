import { z } from 'zod';
import { remoteNamePattern, remotePackagePattern, releaseVersionPattern, routeDefinitionSchema } from './releases';

export const socialNetworks = ['facebook', 'instagram', 'x', 'linkedin', 'youtube'] as const;

export const siteSettingsSchema = z.object({
  brandName: z.string().min(1),
  email: z.email(),
  /** Display form, e.g. "(555) 010-0123". */
  phone: z.string().min(1),
  /** Digits only with country code, as wa.me expects. */
  whatsappNumber: z.string().regex(/^\d{7,15}$/),
  socialLinks: z.array(z.object({ network: z.enum(socialNetworks), url: z.url() })),
  /**
   * The site's public address (SITE_URL, no trailing slash) for canonical URLs and social tags. Optional
   * so a client talking to an older server falls back to the page's own origin.
   */
  siteUrl: z.url().optional(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** A live remote: the version the registry has promoted, where it is published, and the pages it owns. */
export const remoteEntrySchema = z.object({
  /** The Module Federation container name ("exams"). */
  id: z.string().regex(remoteNamePattern),
  package: z.string().regex(remotePackagePattern),
  version: z.string().regex(releaseVersionPattern),
  /** The version's folder, ending with `/`: its browser manifest is `<url>browser/mf-manifest.json`. */
  url: z.string().min(1),
  label: z.string().min(1),
  routes: z.array(routeDefinitionSchema).readonly(),
});
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

export const siteConfigSchema = z.object({
  settings: siteSettingsSchema,
  remotes: z.array(remoteEntrySchema),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
