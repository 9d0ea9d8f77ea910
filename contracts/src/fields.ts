import { z } from 'zod';

/**
 * Field builders shared by the form schemas. Each required field carries its section 5 message both for
 * "missing" and for "too short", so a caller that omits a field sees the same text a person would.
 */
export function requiredText(message: string, minimum: number, maximum: number, maximumMessage: string) {
  return z.string({ error: message }).trim().min(minimum, message).max(maximum, maximumMessage);
}

export const emailMessage = 'Please enter a valid email address';

export function emailField(maximum = 255) {
  return z
    .string({ error: emailMessage })
    .trim()
    .max(maximum, `Email must be at most ${maximum} characters`)
    .check(z.email({ error: emailMessage }));
}

/** An optional free-text field: absent, empty or text up to `maximum` characters. */
export function optionalText(maximum: number, maximumMessage: string) {
  return z.string().trim().max(maximum, maximumMessage).optional();
}
