import { z } from 'zod';
import { offerGroups, offerUnits } from './catalogue';

/** The shape of one priced offer of the catalogue (catalogue.ts), for validation and for the Offer type. */
export const offerSchema = z.object({
  /** Stable kebab-case id used in `/payment?package=<id>`. */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string().min(1),
  description: z.string().min(1),
  /** Whole US cents; an hourly offer is priced for one hour. */
  priceCents: z.number().int().positive(),
  unit: z.enum(offerUnits),
  /** What the buyer gets, one line each. */
  included: z.array(z.string().min(1)).min(1),
  group: z.enum(offerGroups),
  /** The exam, school or material category the offer belongs to, e.g. "ATI", "Grand Canyon", "TEAS". */
  category: z.string().min(1),
});
export type Offer = z.infer<typeof offerSchema>;

export const offerListSchema = z.array(offerSchema);
