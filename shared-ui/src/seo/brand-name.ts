/** The brand until the site settings have loaded (and where they cannot be). */
export const BRAND_NAME = 'NursePrep Academy';
