import { z } from 'zod';

/**
 * Field builders shared by the form schemas. Each required field carries its one validation message both for
 * "missing" and for "too short", so a caller that omits a field sees the same text a person would.
 */
/** PostgreSQL text cannot hold U+0000, and no person types it: refuse it as input rather than fail storing it. */
const withoutNul = (value: string) => !value.includes('\u0000');
export const nulMessage = 'Contains a character that is not allowed';

export function requiredText(message: string, minimum: number, maximum: number, maximumMessage: string) {
  return z.string({ error: message }).trim().min(minimum, message).max(maximum, maximumMessage).refine(withoutNul, nulMessage);
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
/** Free text that may be empty (staff messages): only the upper bound and no NUL. */
export function boundedText(requiredMessage: string, maximum: number, maximumMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(maximum, maximumMessage)
    .refine(withoutNul, nulMessage);
}

export function optionalText(maximum: number, maximumMessage: string) {
  return z.string().trim().max(maximum, maximumMessage).refine(withoutNul, nulMessage).optional();
}
