import { z } from 'zod';
import { remoteIds } from './routes';

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

export const remoteEntrySchema = z.object({
  id: z.enum(remoteIds),
  /** Base URL of the remote's build; its manifest is `<url>mf-manifest.json`. */
  url: z.string().min(1),
});
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

export const siteConfigSchema = z.object({
  settings: siteSettingsSchema,
  remotes: z.array(remoteEntrySchema),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
