import type { SiteSettings } from '@nurseprep/contracts';

type SocialNetwork = SiteSettings['socialLinks'][number]['network'];

/** How each network is named to a person ("NursePrep Academy on Facebook"). */
export const socialNetworkLabels: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
};
