/**
 * The booking form prefilled for tutoring (the marketing remote's /booking reads `service`, `exam` and
 * `school`): `/booking?service=tutoring&exam=ATI`.
 */
export function tutoringBookingHref(exam: string, school?: string): string {
  const query = new URLSearchParams({ service: 'tutoring', exam });
  if (school) query.set('school', school);
  return `/booking?${query.toString()}`;
}

/** The checkout for one offer of the catalogue in contracts: `/payment?package=<id>`. */
export function checkoutHref(offerId: string): string {
  return `/payment?${new URLSearchParams({ package: offerId }).toString()}`;
}
