import { BookOpen, Calculator, FlaskConical } from '@nurseprep/shared-ui';
import { tutoringBookingHref } from '../../../lib/booking-href';
import type { OverviewExamPageData } from './types';

/** /exams/nln-pax: the NLN Pre-Admission Exam (and its successor, the NLN NEX). */
export const nlnPaxPage: OverviewExamPageData = {
  intro: {
    title: 'NLN PAX Exam Preparation',
    lead: 'Prepare for the National League for Nursing pre-admission exam: verbal ability, mathematics and science.',
  },
  actions: [
    { label: 'Try Practice Questions', href: '#practice' },
    { label: 'Book an NLN PAX Tutor', href: tutoringBookingHref('NLN PAX'), variant: 'outline' },
  ],
  about: {
    heading: 'About the NLN PAX',
    paragraphs: [
      'The Pre-Admission Examination (PAX) from the National League for Nursing (NLN) is an entrance exam used by RN and PN programs. The NLN has since replaced it with the NLN Nursing Entrance Exam (NEX), which tests the same three areas with 60 minutes for each section. Some schools still call it the PAX: ask yours which exam you will take.',
      'Results are reported as a composite score and section scores compared with other applicants (percentiles). There is no national passing score: each program sets its own.',
    ],
  },
  sections: [
    {
      id: 'pax-sections',
      heading: 'What the Exam Tests',
      cards: [
        {
          title: 'Verbal Ability',
          description: 'Reading comprehension of short passages and word knowledge in context.',
          icon: BookOpen,
        },
        {
          title: 'Mathematics',
          description: 'Numbers and operations, measurement, basic algebra, and reading data in tables and graphs.',
          icon: Calculator,
        },
        {
          title: 'Science',
          description: 'Biology, chemistry, human anatomy and physiology, and health. Science has at least as many questions as any other section.',
          icon: FlaskConical,
        },
      ],
    },
  ],
  preparation: {
    heading: 'How to Prepare',
    lead: 'Plan the most time for science, then keep math and reading sharp.',
    guides: [
      {
        title: 'Science first',
        points: [
          'Review the body systems: structure, function and how they keep homeostasis.',
          'Biology basics: cells, DNA and protein synthesis, mitosis and meiosis.',
          'Chemistry basics: atoms, bonds, the pH scale and solutions.',
        ],
      },
      {
        title: 'Math and verbal',
        points: [
          'Practise measurement conversions and percentages with clinical numbers.',
          'Read a short science article each day and summarise it in one sentence.',
          'Learn words through their roots so unfamiliar terms can be worked out.',
        ],
      },
    ],
  },
  practice: {
    heading: 'NLN PAX Practice Questions',
    lead: 'Questions in the style of the science and math sections.',
    items: [
      {
        question: 'A solution has a pH of 3. How does it compare with a solution of pH 5?',
        options: ['It is 2 times more acidic.', 'It is 20 times more acidic.', 'It is 100 times more acidic.', 'It is less acidic.'],
        answerIndex: 2,
        explanation: 'The pH scale is logarithmic: each whole step is a tenfold change in hydrogen ion concentration, so two steps lower is 10 × 10 = 100 times more acidic. A lower pH is more acidic, not less.',
      },
      {
        question: 'A client has received 12 hours of a 48-hour infusion. What percentage of the infusion time has passed?',
        options: ['12%', '25%', '33%', '400%'],
        answerIndex: 1,
        explanation: '12 ÷ 48 = 0.25, which is 25%. 12% treats the hours as a percentage, 33% compares the time passed with the 36 hours still to run instead of the whole 48, and 400% divides the wrong way (48 ÷ 12).',
      },
    ],
  },
  materialsSlug: 'nln-pax',
  materialsLead: 'Study materials for the NLN PAX.',
  tutoring: {
    heading: 'Work with an NLN PAX Tutor',
    lead: 'Focus your sessions on science, which has the most content to review, or on whichever section holds your composite back.',
    exam: 'NLN PAX',
  },
};
