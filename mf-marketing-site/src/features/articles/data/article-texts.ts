/** The article page's copy. */
export const articleTexts = {
  back: 'Back to Blog',
  backPath: '/resources/blog',
  blogName: 'Blog',
  author: (author: string) => `By ${author}`,
  minutes: (minutes: number) => `${minutes} min read`,
  loading: 'Loading the article...',
  failed: 'This article could not be loaded right now. Please reload the page to try again.',
  contents: 'On this page',
  related: {
    heading: 'Related Articles',
    lead: 'More from the study blog.',
  },
  cta: {
    heading: 'Want a Study Plan Built Around You?',
    lead: 'Our tutors work one-on-one with nursing students and applicants on exactly the topics in this article.',
    actions: [
      { label: 'Find a Tutor', href: '/tutoring', variant: 'primary' },
      { label: 'More Articles', href: '/resources/blog', variant: 'outline' },
    ],
  },
} as const;

/** Articles this long or longer get a table of contents. */
export const TABLE_OF_CONTENTS_MINUTES = 10;
/** Related articles shown under an article. */
export const RELATED_COUNT = 3;
