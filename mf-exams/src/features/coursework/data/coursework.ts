import type { CourseworkSubjectSlug, SchoolSlug } from '@nurseprep/contracts';
import { Brain, FlaskConical, HeartPulse, Pill, Stethoscope, type LucideIcon } from '@nurseprep/shared-ui';
import { tutoringBookingHref } from '../../../lib/booking-href';
import type { PageIntro, TutoringCall } from '../../../lib/content-types';

/** /exams/coursework: the coursework support page. */
export const courseworkIntro: PageIntro = {
  title: 'Nursing Coursework Support',
  lead: 'Review guides, practice and tutoring for the core courses of a nursing program: pharmacology, medical-surgical nursing, pathophysiology, mental health and fundamentals.',
};

export const courseworkActions = [
  { label: 'Choose a Course', href: '#courses' },
  { label: 'Book a Coursework Tutor', href: tutoringBookingHref('Coursework'), variant: 'outline' as const },
];

export type CourseColor = 'primary' | 'secondary' | 'accent' | 'success' | 'destructive';

/** A course card: the course (which gives its title and link), a description, an icon and a colour. */
export interface CourseCard {
  subject: CourseworkSubjectSlug;
  description: string;
  icon: LucideIcon;
  color: CourseColor;
}

export const coursesSection = {
  id: 'courses',
  heading: 'Core Nursing Courses',
  lead: 'Each course page lists what the course covers, the high-yield topics, the mistakes students make most, and our study documents for it.',
  linkLabel: 'Explore course',
};

export const courseCards: readonly CourseCard[] = [
  { subject: 'pharmacology', description: 'Drug classes, mechanisms, nursing considerations and dosage calculation.', icon: Pill, color: 'primary' },
  { subject: 'med-surg', description: 'Care of adults with acute and chronic illness across the body systems.', icon: Stethoscope, color: 'secondary' },
  { subject: 'pathophysiology', description: 'How disease changes normal function, and what that means for assessment and care.', icon: FlaskConical, color: 'accent' },
  { subject: 'mental-health', description: 'Therapeutic communication, psychiatric disorders, safety and psychopharmacology.', icon: Brain, color: 'success' },
  { subject: 'fundamentals', description: 'The nursing process, safety, infection control and the basic skills every course builds on.', icon: HeartPulse, color: 'destructive' },
];

export const schoolsSection = {
  id: 'school-support',
  heading: 'School-Specific Coursework Help',
  lead: 'Study guides matched to the courses of two of the schools our students attend most. We are an independent service, not affiliated with any school.',
  linkLabel: (name: string) => `${name} resources`,
};

export const schoolCards: readonly { slug: SchoolSlug; description: string }[] = [
  { slug: 'chamberlain', description: 'Guides for pre-licensure BSN courses such as NR-293 pharmacology, plus clinical and NCLEX preparation.' },
  { slug: 'walden', description: 'Support for RN-to-BSN, MSN and DNP courses: evidence-based practice, APA writing and advanced pharmacology review.' },
];

export const courseworkMaterialsLead = 'Guides for core nursing courses, free to read here.';

export const courseworkTutoring: TutoringCall = {
  heading: 'Work with a Coursework Tutor',
  lead: 'Bring your syllabus: a tutor explains the concepts behind your course and helps you plan for its exams. We never complete graded work for you.',
  exam: 'Coursework',
};
