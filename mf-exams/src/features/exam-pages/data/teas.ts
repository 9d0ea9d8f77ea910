import { BookOpen, Calculator, FlaskConical, PenLine } from '@nurseprep/shared-ui';
import { tutoringBookingHref } from '../../../lib/booking-href';
import type { StatsExamPageData } from './types';

/** /exams/teas: the TEAS 7 exam page, with its test-section facts and marketing stats. */
export const teasPage: StatsExamPageData = {
  intro: {
    title: 'ATI TEAS 7 Exam Preparation',
    lead: 'Prepare for all four sections of the Test of Essential Academic Skills: Reading, Mathematics, Science, and English and Language Usage.',
  },
  actions: [
    { label: 'Browse TEAS Documents', href: '#documents' },
    { label: 'Practice TEAS Questions', href: '/exams/teas/practice', variant: 'secondary' },
    { label: 'Book a TEAS Tutor', href: tutoringBookingHref('TEAS'), variant: 'outline' },
  ],
  statsHeading: 'TEAS Results at a Glance',
  stats: [
    { value: '25%', label: 'average score gain from our diagnostic test to exam day' },
    { value: '1,800+', label: 'TEAS students prepared' },
    { value: '12,000+', label: 'practice questions answered by our students' },
    { value: '209', label: 'minutes of testing time across four sections' },
  ],
  cards: {
    id: 'teas-sections',
    heading: 'The Four TEAS 7 Sections',
    lead: 'The TEAS 7 has 170 questions in 209 minutes. The counts below include unscored pretest questions, which look like any other question.',
    cards: [
      {
        title: 'Reading',
        description: '45 questions in 55 minutes: key ideas and details, craft and structure, and integrating knowledge from several sources.',
        icon: BookOpen,
      },
      {
        title: 'Mathematics',
        description: '38 questions in 57 minutes: numbers and algebra, measurement and data. A four-function calculator is provided on screen.',
        icon: Calculator,
      },
      {
        title: 'Science',
        description: '50 questions in 60 minutes: human anatomy and physiology, biology, chemistry, and scientific reasoning.',
        icon: FlaskConical,
      },
      {
        title: 'English and Language Usage',
        description: '37 questions in 37 minutes: conventions of standard English, knowledge of language, and using language and vocabulary to express ideas.',
        icon: PenLine,
      },
    ],
  },
  facts: {
    id: 'teas-facts',
    heading: 'About the TEAS 7',
    lead: 'The TEAS is published by ATI (Assessment Technologies Institute). Schools decide the score they require and how often you may retake it.',
    cards: [
      {
        title: 'Format',
        description: 'A computer-based test taken at a school, a testing center or online with a remote proctor, depending on what your school accepts.',
        points: ['170 questions in total, 150 of them scored.', '209 minutes of testing time across the four sections.'],
      },
      {
        title: 'Scores',
        description: 'You receive an overall score and a score for each section and sub-area.',
        points: [
          'ATI reports an academic preparedness level: Developmental, Basic, Proficient, Advanced or Exemplary.',
          'Required scores differ from school to school: check with your school, and with each school you apply to.',
        ],
      },
    ],
  },
  documents: {
    exam: 'teas',
    type: 'TEAS',
    premiumHeading: 'TEAS Premium Documents',
    premiumLead: 'In-depth TEAS 7 reviews. Preview any document; create a free account to download.',
    listHeading: 'TEAS Study Documents',
    listLead: 'Section reviews and a test-day strategy guide, written and checked by our team.',
  },
  materialsSlug: 'teas',
  materialsLead: 'Reviews and practice questions for the TEAS 7, free to read here.',
  tutoring: {
    heading: 'Work with a TEAS Tutor',
    lead: 'Start with a diagnostic, then focus your sessions on the section that will raise your score the most.',
    exam: 'TEAS',
  },
};
