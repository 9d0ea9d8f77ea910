import type { CourseworkSubjectSlug } from '@nurseprep/contracts';

/** The five coursework subjects' names, shared by the coursework page's cards and the subject pages. */
export const courseworkSubjectNames = {
  pharmacology: 'Pharmacology',
  'med-surg': 'Medical-Surgical Nursing',
  pathophysiology: 'Pathophysiology',
  'mental-health': 'Mental Health Nursing',
  fundamentals: 'Fundamentals of Nursing',
} as const satisfies Record<CourseworkSubjectSlug, string>;

export function courseworkSubjectPath(subject: CourseworkSubjectSlug): string {
  return `/exams/coursework/${subject}`;
}
