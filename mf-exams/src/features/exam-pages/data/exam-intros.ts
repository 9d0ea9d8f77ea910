import type { CourseworkSubjectSlug, ExamPageSlug } from '@nurseprep/contracts';
import type { PageIntro } from '@nurseprep/shared-ui';

/** The exam index, /exams. */
export const examsIndexIntro: PageIntro = {
  title: 'Nursing Exam Preparation',
  lead: 'Choose your exam: entrance, certification and licensure preparation with study guides, practice and tutoring.',
};

/** Exam pages by slug: one for each of the contracts' exam page slugs. */
export const examIntros: Record<ExamPageSlug, PageIntro> = {
  ged: { title: 'GED Preparation', lead: 'Prepare for Mathematical Reasoning, Science, Reasoning Through Language Arts and Social Studies.' },
  hesi: { title: 'HESI A2 Exam Preparation', lead: 'Study guides and practice for the HESI Admission Assessment that most nursing programs require.' },
  teas: { title: 'ATI TEAS 7 Exam Preparation', lead: 'Reading, Mathematics, Science and English and Language Usage: prepare for all four TEAS 7 sections.' },
  nclex: { title: 'NCLEX-RN Exam Preparation', lead: 'Study strategies, practice questions and tutoring for the licensure exam for registered nurses.' },
  'nclex-rn': { title: 'NCLEX-RN Exam Preparation', lead: 'Study strategies, practice questions and tutoring for the licensure exam for registered nurses.' },
  'nclex-pn': { title: 'NCLEX-PN Exam Preparation', lead: 'Preparation for the licensure exam for practical and vocational nurses.' },
  ati: { title: 'ATI Exam Preparation', lead: 'Materials, strategies and practice for ATI proctored assessments.' },
  gre: { title: 'GRE Preparation for Nursing', lead: 'Prepare for the GRE that many graduate nursing programs ask for.' },
  kaplan: { title: 'Kaplan Nursing Admission Test Preparation', lead: 'Prepare for the Kaplan Nursing School Admission Test.' },
  cna: { title: 'CNA Certification Exam Preparation', lead: 'Prepare for the written and skills parts of the certified nursing assistant exam.' },
  coursework: { title: 'Nursing Coursework Support', lead: 'Help with pharmacology, medical-surgical nursing, pathophysiology, mental health and fundamentals.' },
  'nln-pax': { title: 'NLN PAX Exam Preparation', lead: 'Prepare for the NLN Pre-Admission Examination: verbal, math and science.' },
  psb: { title: 'PSB HOAE Exam Preparation', lead: 'Prepare for the PSB Health Occupations Aptitude Examination.' },
  'psb-hoae': { title: 'PSB HOAE Exam Preparation', lead: 'Prepare for the PSB Health Occupations Aptitude Examination.' },
  net: { title: 'NET Exam Preparation', lead: 'Prepare for the Nurse Entrance Test: math, reading comprehension, and test-taking and study skills.' },
};

/** Coursework subject pages linked from the coursework page. */
export const courseworkSubjects: Record<CourseworkSubjectSlug, PageIntro> = {
  pharmacology: { title: 'Pharmacology', lead: 'Drug classes, mechanisms, nursing considerations and dosage calculations.' },
  'med-surg': { title: 'Medical-Surgical Nursing', lead: 'Care of adults with acute and chronic conditions across body systems.' },
  pathophysiology: { title: 'Pathophysiology', lead: 'How disease changes normal physiology, and what that means for nursing care.' },
  'mental-health': { title: 'Mental Health Nursing', lead: 'Therapeutic communication, psychiatric disorders and psychopharmacology.' },
  fundamentals: { title: 'Fundamentals of Nursing', lead: 'The nursing process, safety, infection control and basic clinical skills.' },
};
