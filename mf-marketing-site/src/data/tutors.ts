import type { ExamPageSlug } from '@nurseprep/contracts';

/**
 * Our tutoring team as a profile of the roles on it. Names are the ones tutors use with students here; the
 * credentials say what each tutor holds and teaches, without claims we could not show.
 */
export interface Tutor {
  id: string;
  name: string;
  initials: string;
  role: string;
  credentials: string;
  bio: string;
  specialties: readonly string[];
  /** Exams coached, with the exam page each links to. */
  exams: readonly { label: string; slug: ExamPageSlug }[];
  /** The exam named on the booking link (`/booking?service=tutoring&exam=...`). */
  bookingExam: string;
}

export const tutors: readonly Tutor[] = [
  {
    id: 'sarah-mitchell',
    name: 'Sarah Mitchell',
    initials: 'SM',
    role: 'Entrance exam coach',
    credentials: 'Registered nurse (BSN) with years of experience tutoring pre-nursing students',
    bio: 'Sarah helps applicants who have been away from school rebuild their math, reading and science skills, one practice set at a time.',
    specialties: ['TEAS and HESI A2 science', 'Math and dosage basics', 'Study plans for working adults'],
    exams: [
      { label: 'ATI TEAS 7', slug: 'teas' },
      { label: 'HESI A2', slug: 'hesi' },
      { label: 'GED', slug: 'ged' },
    ],
    bookingExam: 'TEAS',
  },
  {
    id: 'james-okafor',
    name: 'James Okafor',
    initials: 'JO',
    role: 'Licensure exam coach',
    credentials: 'Registered nurse (MSN) with clinical experience in medical-surgical and critical care nursing',
    bio: 'James teaches the clinical judgment behind NCLEX-style questions: what to assess, what to do first and why.',
    specialties: ['NCLEX-RN clinical judgment', 'Prioritization and delegation', 'Next-generation NCLEX case studies'],
    exams: [
      { label: 'NCLEX-RN', slug: 'nclex' },
      { label: 'ATI', slug: 'ati' },
      { label: 'Kaplan', slug: 'kaplan' },
    ],
    bookingExam: 'NCLEX-RN',
  },
  {
    id: 'elena-ramirez',
    name: 'Elena Ramirez',
    initials: 'ER',
    role: 'Coursework and graduate-entry coach',
    credentials: 'Nurse educator (MSN, Nursing Education) who teaches pharmacology and pathophysiology review',
    bio: 'Elena supports students through pharmacology, pathophysiology and graduate-entry testing, with memory aids that last past the exam.',
    specialties: ['Pharmacology and pathophysiology', 'Care plans and APA writing guidance', 'GRE preparation for nursing programs'],
    exams: [
      { label: 'Nursing coursework', slug: 'coursework' },
      { label: 'GRE', slug: 'gre' },
      { label: 'CNA', slug: 'cna' },
    ],
    bookingExam: 'Nursing coursework',
  },
];

/** The booking link that names this tutor's main exam (the booking form prefills from it). */
export function tutorBookingHref(tutor: Tutor): string {
  return `/booking?${new URLSearchParams({ service: 'tutoring', exam: tutor.bookingExam, tutor: tutor.id }).toString()}`;
}
