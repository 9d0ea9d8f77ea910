import type { SchoolSlug } from '@nurseprep/contracts';
import type { PageIntro } from '@nurseprep/shared-ui';

/** The heading and lead of each of the 14 directory schools' pages, by slug. */
export const schoolIntros: Record<SchoolSlug, PageIntro> = {
  'arizona-state': { title: 'Arizona State University Nursing Resources', lead: 'Pathophysiology, pharmacology and med-surg help, review guides and practice questions for ASU nursing students.' },
  capella: { title: 'Capella University Nursing Resources', lead: 'Evidence-based practice, APA 7 writing and assessment planning for Capella RN-to-BSN, MSN and DNP students.' },
  chamberlain: { title: 'Chamberlain University Nursing Resources', lead: 'Study guides, flashcards and course support for Chamberlain nursing courses, from NR-293 Pharmacology to NR-450.' },
  chatham: { title: 'Chatham University Nursing Resources', lead: 'Key course guides, capstone project support and study resources for Chatham nursing students.' },
  duke: { title: 'Duke University Nursing Resources', lead: 'Advanced pathophysiology and pharmacology review and scholarly writing help for Duke School of Nursing students.' },
  excelsior: { title: 'Excelsior University Nursing Resources', lead: 'A structure for self-paced study: review guides, practice and tutoring for Excelsior nursing students.' },
  'grand-canyon': { title: 'Grand Canyon University Nursing Resources', lead: 'Key course guides, clinical preparation and study resources for GCU nursing students.' },
  'johns-hopkins': { title: 'Johns Hopkins University Nursing Resources', lead: 'Health assessment, evidence appraisal and DNP project support for Johns Hopkins School of Nursing students.' },
  kaplan: { title: 'Kaplan University Nursing Resources', lead: 'For students of the former Kaplan University (now Purdue University Global) and anyone preparing for Kaplan nursing tests.' },
  liberty: { title: 'Liberty University Nursing Resources', lead: 'Pharmacology, pathophysiology and mental health help, and support for worldview assignments, for Liberty nursing students.' },
  phoenix: { title: 'University of Phoenix Nursing Resources', lead: 'Key course guides, practical skills and study resources for University of Phoenix nursing students.' },
  snhu: { title: 'Southern New Hampshire University Nursing Resources', lead: 'Evidence-based practice, community health and APA 7 writing help for SNHU online nursing students.' },
  umgc: { title: 'University of Maryland Global Campus Nursing Resources', lead: 'Community health, leadership and research course help for UMGC RN-to-BSN students.' },
  walden: { title: 'Walden University Nursing Resources', lead: 'MSN core course materials, evidence-based practice guides and APA writing templates for Walden students.' },
};
