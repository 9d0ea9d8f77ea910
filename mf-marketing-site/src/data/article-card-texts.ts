/** The article cards of the blog list, the resources hub and an article's related articles. */
export const articleCardTexts = {
  readMore: 'Read more',
  minutes: (minutes: number) => `${minutes} min read`,
};
