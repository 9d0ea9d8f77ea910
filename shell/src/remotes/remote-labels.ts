import type { RemoteId } from '@nurseprep/contracts';

/** How each remote's area is named to a person when it loads or fails. */
export const remoteLabels: Record<RemoteId, string> = {
  marketing: 'This page',
  exams: 'Exam preparation',
  schools: 'Nursing school resources',
  checkout: 'Checkout',
  staff_dashboard: 'The marketing dashboard',
};

/** What the loading and failure screens say (the site settings and each remote). */
export const statusTexts = {
  loading: 'Loading…',
  remoteLoading: (id: RemoteId) => `Loading ${remoteLabels[id]}…`,
  remoteFailedHeading: 'This section could not be loaded',
  remoteFailed: (id: RemoteId) =>
    `${remoteLabels[id]} is not available right now. The rest of the site still works: use the menu above, or try again.`,
  siteConfigFailedHeading: 'The site could not reach its server',
  siteConfigFailed: 'Check your connection, then try again.',
  retry: 'Retry',
};
