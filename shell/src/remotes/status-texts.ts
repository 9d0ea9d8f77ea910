/**
 * What the loading and failure screens say (the site settings and each remote). A remote names its own area
 * (`label` in its route table, published with each version: "Exam preparation").
 */
export const statusTexts = {
  loading: 'Loading…',
  remoteLoading: (label: string) => `Loading ${label}…`,
  remoteFailedHeading: 'This section could not be loaded',
  remoteFailed: (label: string) =>
    `${label} is not available right now. The rest of the site still works: use the menu above, or try again.`,
  siteConfigFailedHeading: 'The site could not reach its server',
  siteConfigFailed: 'Check your connection, then try again.',
  retry: 'Retry',
};
