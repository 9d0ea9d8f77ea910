import type { SchoolSlug } from '@nurseprep/contracts';
import type { PageIntro } from '@nurseprep/shared-ui';

/** The 14 schools of the directory (spec section 3), by slug. */
export const schoolIntros: Record<SchoolSlug, PageIntro> = {
  'arizona-state': { title: 'Arizona State University Nursing Resources', lead: 'Study support for Arizona State University nursing students.' },
  capella: { title: 'Capella University Nursing Resources', lead: 'Study support for Capella University nursing students.' },
  chamberlain: { title: 'Chamberlain University Nursing Resources', lead: 'Study guides, flashcards and course support for Chamberlain nursing courses, from NR-293 Pharmacology to NR-450.' },
  chatham: { title: 'Chatham University Nursing Resources', lead: 'Key course guides, capstone project support and study resources for Chatham nursing students.' },
  duke: { title: 'Duke University Nursing Resources', lead: 'Study support for Duke University School of Nursing students.' },
  excelsior: { title: 'Excelsior University Nursing Resources', lead: 'Study support for Excelsior University nursing students.' },
  'grand-canyon': { title: 'Grand Canyon University Nursing Resources', lead: 'Key course guides, clinical preparation and study resources for GCU nursing students.' },
  'johns-hopkins': { title: 'Johns Hopkins University Nursing Resources', lead: 'Study support for Johns Hopkins School of Nursing students.' },
  kaplan: { title: 'Kaplan University Nursing Resources', lead: 'Study support for Kaplan nursing students.' },
  liberty: { title: 'Liberty University Nursing Resources', lead: 'Study support for Liberty University nursing students.' },
  phoenix: { title: 'University of Phoenix Nursing Resources', lead: 'Key course guides, practical skills and study resources for University of Phoenix nursing students.' },
  snhu: { title: 'Southern New Hampshire University Nursing Resources', lead: 'Study support for SNHU nursing students.' },
  umgc: { title: 'University of Maryland Global Campus Nursing Resources', lead: 'Study support for UMGC nursing students.' },
  walden: { title: 'Walden University Nursing Resources', lead: 'MSN core course materials, evidence-based practice guides and APA writing templates for Walden students.' },
};
