import { z } from 'zod';
import { emailField, optionalText, requiredText } from '../fields';
import { budgets, contactMethods, serviceTypes, urgencyLevels } from '../options';

/** The longest value each service request field may store. */
export const serviceRequestLimits = {
  name: 100,
  email: 255,
  phone: 20,
  serviceType: 100,
  urgencyLevel: 20,
  budget: 50,
  preferredContactMethod: 20,
  description: 5000,
  additionalRequirements: 5000,
} as const;

/** A required select: missing, empty ('') or unknown values all get the field's one message. */
function requiredChoice<Values extends readonly [string, ...string[]]>(values: Values, message: string) {
  return z.enum(values, { error: message });
}

/** The Book Service form (/booking), POST /api/service-requests. Submission excludes id, createdAt, status. */
export const serviceRequestSchema = z.object({
  name: requiredText('Name must be at least 2 characters', 2, serviceRequestLimits.name, 'Name must be at most 100 characters'),
  email: emailField(serviceRequestLimits.email),
  phone: optionalText(serviceRequestLimits.phone, 'Phone must be at most 20 characters'),
  serviceType: requiredChoice(serviceTypes, 'Please select a service type'),
  urgencyLevel: requiredChoice(urgencyLevels, 'Please select urgency level'),
  budget: z.union([z.enum(budgets), z.literal('')], { error: 'Please select a budget range from the list' }).optional(),
  description: requiredText(
    'Description must be at least 10 characters',
    10,
    serviceRequestLimits.description,
    'Description must be at most 5000 characters',
  ),
  additionalRequirements: optionalText(
    serviceRequestLimits.additionalRequirements,
    'Additional requirements must be at most 5000 characters',
  ),
  preferredContactMethod: requiredChoice(contactMethods, 'Please select preferred contact method'),
  /** 'Send me updates on WhatsApp' (optional, unchecked): campaigns reach only leads who ticked it. The form sends 'true' or ''. */
  whatsappConsent: z
    .union([z.boolean(), z.enum(['true', '']).transform((value) => value === 'true')], { error: 'WhatsApp consent must be true or false' })
    .optional()
    .transform((value) => value ?? false),
});
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;
/** What the form holds before a choice is made (selects start empty). */
export type ServiceRequestFormValues = z.input<typeof serviceRequestSchema>;

export const serviceRequestStatuses = ['pending'] as const;

/** A stored request as staff see it. */
export const serviceRequestRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  serviceType: z.string(),
  urgencyLevel: z.string(),
  budget: z.string().nullable(),
  description: z.string(),
  additionalRequirements: z.string().nullable(),
  preferredContactMethod: z.string(),
  status: z.string(),
  createdAt: z.iso.datetime(),
});
export type ServiceRequestRecord = z.infer<typeof serviceRequestRecordSchema>;

/** The answer to a stored submission. */
export const createdSchema = z.object({ id: z.number().int() });
export type Created = z.infer<typeof createdSchema>;
