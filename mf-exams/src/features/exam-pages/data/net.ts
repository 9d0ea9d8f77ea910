import { BookOpen, Brain, Calculator } from '@nurseprep/shared-ui';
import { tutoringBookingHref } from '../../../lib/booking-href';
import type { OverviewExamPageData } from './types';

/** /exams/net: the Nurse Entrance Test. */
export const netPage: OverviewExamPageData = {
  intro: {
    title: 'NET Exam Preparation',
    lead: 'Prepare for the Nurse Entrance Test: essential math skills and reading comprehension, the two sections that decide your score.',
  },
  actions: [
    { label: 'Try Practice Questions', href: '#practice' },
    { label: 'Book a NET Tutor', href: tutoringBookingHref('NET'), variant: 'outline' },
  ],
  about: {
    heading: 'About the NET',
    paragraphs: [
      'The Nurse Entrance Test (NET), from Educational Resources Inc. (ERI), is a computer-based entrance exam some nursing programs use to see whether applicants are ready for nursing coursework.',
      'Only the math and reading comprehension sections usually count toward your composite score; the other parts describe how you learn, handle stress and take tests. Some schools add a written expression section. Each school sets its own minimum scores: check with your school.',
    ],
  },
  sections: [
    {
      id: 'net-sections',
      heading: 'What the NET Tests',
      cards: [
        {
          title: 'Essential Math Skills',
          description: '60 questions in 60 minutes, without a calculator.',
          points: ['Whole numbers, fractions, decimals and percentages', 'Conversions, including Roman numerals', 'Ratios, proportions and basic algebra'],
          icon: Calculator,
        },
        {
          title: 'Reading Comprehension',
          description: '33 questions in 30 minutes on passages like those in nursing textbooks.',
          points: ['Main ideas and supporting details', 'Inferences and the author\'s purpose', 'Facts versus opinions'],
          icon: BookOpen,
        },
        {
          title: 'Learner profiles',
          description: 'Parts that describe your test-taking skills, stress level, social interaction and learning style. They do not usually count toward the composite, but all parts must be completed.',
          icon: Brain,
        },
      ],
    },
  ],
  preparation: {
    heading: 'How to Prepare',
    lead: 'Most of the score comes from math done by hand and reading at speed: practise both under time.',
    guides: [
      {
        title: 'Math without a calculator',
        points: [
          'Drill fraction and decimal operations until they are quick and sure.',
          'Convert between fractions, decimals and percents: 3/8 = 0.375 = 37.5%.',
          'Roman numerals: I = 1, V = 5, X = 10, L = 50, C = 100; a smaller numeral before a larger one subtracts (IX = 9).',
        ],
      },
      {
        title: 'Reading at speed',
        points: [
          '33 questions in 30 minutes leaves under a minute a question: read the questions first, then the passage.',
          'Look for the main idea in the first and last sentences of a paragraph.',
          'Answer from what the passage says, not from what you already know.',
        ],
      },
    ],
  },
  practice: {
    heading: 'NET Practice Questions',
    lead: 'Try these without a calculator, as on the real test.',
    items: [
      {
        question: 'What is 3/8 written as a percentage?',
        options: ['3.8%', '26.7%', '37.5%', '38%'],
        answerIndex: 2,
        explanation: '3 ÷ 8 = 0.375, and 0.375 × 100 = 37.5%. 3.8% and 38% just place the digits side by side, and 26.7% comes from dividing the wrong way (8 ÷ 3 = 2.67) and then misplacing the decimal point.',
      },
      {
        question: 'Which Roman numeral represents 49?',
        options: ['IL', 'XLIX', 'XXXXIX', 'LIX'],
        answerIndex: 1,
        explanation: '49 is 40 + 9: XL (50 − 10) plus IX (10 − 1) gives XLIX. IL is not a valid form because I may only be subtracted from V or X, XXXXIX repeats X four times, and LIX is 59.',
      },
    ],
  },
  materialsSlug: 'net',
  materialsLead: 'Study materials for the NET.',
  tutoring: {
    heading: 'Work with a NET Tutor',
    lead: 'Build speed and accuracy in math and reading with one-on-one sessions.',
    exam: 'NET',
  },
};
