import type { PageIntro } from '@nurseprep/shared-ui';

/** The staff dashboard, /marketing: its copy, form labels and notices. */
export const dashboardIntro: PageIntro = {
  title: 'WhatsApp Marketing Dashboard',
  lead: 'Reach leads over WhatsApp: single messages, campaigns and lead statistics.',
};

export const numberCardTexts = {
  title: 'Business WhatsApp number',
  description: 'Leads write to and hear from this number.',
  chatLink: 'Open in WhatsApp',
};

export const statsTexts = {
  heading: 'Lead statistics',
  tiles: [
    { key: 'total', label: 'Total Leads' },
    { key: 'new', label: 'New Leads' },
    { key: 'interested', label: 'Interested' },
    { key: 'converted', label: 'Converted' },
  ],
  statusOverview: 'Lead Status Overview',
  examDistribution: 'Exam Type Distribution',
  examChartLabel: (summary: string) => `Bar chart of leads by exam type: ${summary}`,
  examTableCaption: 'Leads by exam type',
  examColumn: 'Exam type',
  leadsColumn: 'Leads',
  noExamTypes: 'No lead has named an exam type yet.',
  retry: 'Reload statistics',
  loading: 'Loading statistics…',
} as const;

export const tabsTexts = {
  label: 'Messaging',
  manual: 'Manual Messaging',
  campaigns: 'Marketing Campaigns',
};

export const manualTexts = {
  title: 'Send a WhatsApp message',
  phoneLabel: 'Phone Number',
  phoneHint: 'Include country code, no + or spaces (e.g. 12025550123)',
  messageLabel: 'Message',
  submit: 'Send Message',
  submitting: 'Sending...',
  missingTitle: 'Missing Information',
  missingDescription: 'Please enter both phone number and message.',
  sentTitle: 'Message Sent',
  sentDescription: (phone: string) => `Your WhatsApp message was sent to ${phone}.`,
  failedTitle: 'Send Failed',
  failedDescription: 'Failed to send WhatsApp message',
};

export const campaignTexts = {
  title: 'Send a campaign',
  nameLabel: 'Campaign Name',
  audienceLabel: 'Target Audience',
  messageLabel: 'Campaign Message',
  messageHint: 'Include contact info so leads know how to reach you.',
  submit: 'Send to Target Audience',
  submitting: 'Sending Campaign...',
  missingTitle: 'Missing Information',
  missingDescription: 'Please enter campaign name and message.',
  sentTitle: 'Campaign Sent',
  sentDescription: 'Marketing campaign has been sent to target audience',
  failedTitle: 'Campaign Failed',
  failedDescription: 'Failed to send marketing campaign',
  outcome: (queued: number, skipped: { noPhone: number; noConsent: number; optedOut: number }) =>
    `Queued for ${queued} ${queued === 1 ? 'lead' : 'leads'}. Skipped: ${skipped.noPhone} without a phone number, ${skipped.noConsent} without WhatsApp consent, ${skipped.optedOut} opted out.`,
  audienceNote: 'Campaigns reach only leads with a phone number who ticked “Send me updates on WhatsApp” and have not replied STOP.',
  progressLink: 'Follow its progress on the Campaigns page',
};

export const setupTexts = {
  sendTitle: 'WhatsApp sending is not set up',
  campaignsTitle: 'WhatsApp campaigns are not set up',
  missing: (variables: readonly string[]) => `Ask an administrator to set ${variables.join(', ')} on the server, then reload this page.`,
  checking: 'Checking the WhatsApp settings…',
  statusFailed: 'The WhatsApp settings could not be checked.',
  retry: 'Try again',
};
