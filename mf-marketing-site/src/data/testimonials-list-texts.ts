/** The success stories list (home #testimonials and /tutoring). */
export const testimonialsListTexts = {
  loading: 'Loading success stories...',
  failed: 'Success stories could not be loaded right now. Please reload the page to try again.',
  rating: (stars: number) => `Rated ${stars} out of 5`,
};
