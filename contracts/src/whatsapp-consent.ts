import { z } from 'zod';
import { emailTokenSchema } from './account-email';

/** POST /api/whatsapp-consent/confirm: the token of the WhatsApp consent email's link. */
export const whatsappConsentConfirmRequestSchema = z.object({ token: emailTokenSchema });

/**
 * The number WhatsApp updates go to (digits with the country code), and whether that phone wrote STOP to us:
 * then the consent is kept but nothing is sent until the phone writes START.
 */
export const whatsappConsentConfirmedSchema = z.object({ whatsappNumber: z.string(), stoppedOnWhatsapp: z.boolean() });
export type WhatsappConsentConfirmed = z.infer<typeof whatsappConsentConfirmedSchema>;

export const whatsappConsentFailedMessage = 'This confirmation link is not valid or has expired. Tick the WhatsApp box on the booking form again to get a new one.';
