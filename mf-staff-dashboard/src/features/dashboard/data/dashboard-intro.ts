import type { PageIntro } from '@nurseprep/shared-ui';

/** The staff dashboard, /marketing (spec section 2, "Staff dashboard"). */
export const dashboardIntro: PageIntro = {
  title: 'WhatsApp Marketing Dashboard',
  lead: 'Reach leads over WhatsApp: single messages, campaigns and lead statistics.',
};
