export const campaignsTexts = {
  title: 'Campaigns',
  lead: 'Every campaign with where its messages are: queued, sending, sent or failed.',
  caption: 'Campaigns, newest first',
  columns: { name: 'Campaign', audience: 'Audience', status: 'Status', queued: 'Queued', sending: 'Sending', sent: 'Sent', failed: 'Failed', skipped: 'Skipped' },
  skipped: (noPhone: number, noConsent: number, optedOut: number) => `${noPhone} no phone, ${noConsent} no consent, ${optedOut} opted out`,
  empty: 'No campaign has been sent yet. Send one from the dashboard.',
  dashboardLink: 'Go to the dashboard',
  loading: 'Loading campaigns…',
  failed: 'The campaigns could not be loaded.',
  retry: 'Try again',
  refresh: 'Refresh',
  statuses: { draft: 'Draft', sending: 'Sending', sent: 'Sent', failed: 'Failed' },
} as const;
