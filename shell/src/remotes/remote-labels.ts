import type { RemoteId } from '@nurseprep/contracts';

/** How each remote's area is named to a person when it loads or fails. */
export const remoteLabels: Record<RemoteId, string> = {
  marketing: 'This page',
  exams: 'Exam preparation',
  schools: 'Nursing school resources',
  checkout: 'Checkout',
  staff_dashboard: 'The marketing dashboard',
};
