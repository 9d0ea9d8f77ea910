export const staffNavLabel = 'Staff';

export const staffNavItems = [
  { label: 'Dashboard', path: '/marketing' },
  { label: 'Leads', path: '/marketing/leads' },
  { label: 'Campaigns', path: '/marketing/campaigns' },
] as const;
