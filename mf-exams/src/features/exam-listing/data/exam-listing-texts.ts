import {
  BookOpen,
  Calculator,
  ClipboardList,
  FileText,
  GraduationCap,
  Pill,
  Stethoscope,
  type LucideIcon,
} from '@nurseprep/shared-ui';
import type { ExamPageSlug } from '@nurseprep/contracts';
import type { PageIntro } from '../../../lib/content-types';

/** /exams: the exam listing page. */
export const examListingIntro: PageIntro = {
  title: 'Nursing Exam Preparation',
  lead: 'Choose your exam: entrance, certification and licensure preparation with study guides, practice and tutoring.',
};

export const examListingTexts = {
  gridLabel: 'Exams',
  viewMaterials: 'View Materials',
  viewMaterialsFor: (name: string) => `View Materials for ${name}`,
  loading: 'Loading exams...',
  failed: 'The list of exams could not be loaded.',
  retry: 'Try again',
};

/** Dedicated icons for six exams; every other exam gets the default. */
export const examIcons: Partial<Record<ExamPageSlug, LucideIcon>> = {
  ged: GraduationCap,
  hesi: Stethoscope,
  teas: BookOpen,
  ati: ClipboardList,
  gre: Calculator,
  coursework: Pill,
};

export const defaultExamIcon: LucideIcon = FileText;

export function examIconFor(slug: string): LucideIcon {
  return Object.hasOwn(examIcons, slug) ? (examIcons[slug as ExamPageSlug] ?? defaultExamIcon) : defaultExamIcon;
}
