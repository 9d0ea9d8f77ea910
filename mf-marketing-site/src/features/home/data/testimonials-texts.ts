/** The home page's success stories band (the anchor /#testimonials). */
export const testimonialsTexts = {
  anchorId: 'testimonials',
  heading: 'Student Success Stories',
  lead: 'Nursing students and applicants on how their preparation went.',
  bookLink: 'Book Custom Service',
  bookPath: '/booking',
  callLink: (phone: string) => `Call us at ${phone}`,
};
