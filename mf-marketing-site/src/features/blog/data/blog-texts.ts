/** The blog list's copy, including its empty state. */
export const blogTexts = {
  intro: {
    title: 'Nursing Study Blog',
    lead: 'Exam tips, study strategies and guidance for nursing students and applicants.',
  },
  articlesHeading: 'Articles',
  searchLabel: 'Search articles',
  searchPlaceholder: 'Search by title or summary...',
  categoryLabel: 'Category',
  allCategories: 'All Categories',
  count: (shown: number, total: number) =>
    shown === total ? `${total} ${total === 1 ? 'article' : 'articles'}` : `${shown} of ${total} articles`,
  loading: 'Loading articles...',
  failed: 'Articles could not be loaded right now. Please reload the page to try again.',
  empty: 'No articles found matching your criteria.',
  clearFilters: 'Clear Filters',
  pagination: {
    label: 'Pages of articles',
    previous: 'Previous',
    next: 'Next',
    page: (page: number) => `Page ${page}`,
  },
  topics: {
    heading: 'Popular Topics',
    lead: 'Show the articles of one topic.',
    count: (count: number) => `${count} ${count === 1 ? 'article' : 'articles'}`,
  },
  newsletter: {
    heading: 'Subscribe to Our Newsletter',
    lead: 'New articles and exam tips in your inbox. No spam; unsubscribe at any time.',
    formLabel: 'Newsletter sign-up',
    emailLabel: 'Email address',
    placeholder: 'you@example.com',
    submit: 'Subscribe',
    pending: 'Subscribing...',
    // Nothing is subscribed until the person follows the link in the confirmation email.
    successTitle: 'One more step',
    notice: {
      successTitle: 'One more step',
      successDescription: 'Almost done: check your inbox to confirm your subscription.',
      failureTitle: 'Subscription failed',
      failureFallback: 'Please try again later.',
    },
  },
};

/** Articles per page of the list. */
export const ARTICLES_PER_PAGE = 6;
/** Topic tiles shown. */
export const POPULAR_TOPIC_COUNT = 4;
