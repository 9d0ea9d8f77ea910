import { z } from 'zod';

/** The one error shape every API failure uses. fieldErrors maps a field name to its messages. */
export const errorResponseSchema = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** What the not-yet-configured WhatsApp endpoints answer: `success`, and an `error` when it failed. */
export const sendResultSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
});
export type SendResult = z.infer<typeof sendResultSchema>;
