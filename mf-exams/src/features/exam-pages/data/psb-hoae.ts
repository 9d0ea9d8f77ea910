import { BookOpen, Brain, FlaskConical, PenLine, Users } from '@nurseprep/shared-ui';
import { tutoringBookingHref } from '../../../lib/booking-href';
import type { OverviewExamPageData } from './types';

/** /exams/psb-hoae: the PSB Health Occupations Aptitude Examination (/exams/psb redirects here). */
export const psbHoaePage: OverviewExamPageData = {
  intro: {
    title: 'PSB HOAE Exam Preparation',
    lead: 'Prepare for the PSB Health Occupations Aptitude Examination: academic aptitude, spelling, reading comprehension and natural sciences.',
  },
  actions: [
    { label: 'Try Practice Questions', href: '#practice' },
    { label: 'Book a PSB Tutor', href: tutoringBookingHref('PSB HOAE'), variant: 'outline' },
  ],
  about: {
    heading: 'About the PSB HOAE',
    paragraphs: [
      'The Health Occupations Aptitude Examination is published by the Psychological Services Bureau (PSB) and used by many schools for admission to health programs, including practical and registered nursing. It takes roughly two to two and a half hours, depending on the testing site.',
      'Your raw score in each part is turned into a percentile rank: how you did compared with other applicants. Each school decides the percentile it requires, whether calculators are allowed (usually not) and how often you may retake: check with your school.',
    ],
  },
  sections: [
    {
      id: 'psb-parts',
      heading: 'The Five Parts of the Exam',
      cards: [
        {
          title: 'Academic Aptitude',
          description: 'Three subtests of the ability to learn: verbal (vocabulary), arithmetic, and nonverbal (shapes and their relationships).',
          icon: Brain,
        },
        {
          title: 'Spelling',
          description: 'Choosing the correctly spelled word, a sign of general educational background.',
          icon: PenLine,
        },
        {
          title: 'Reading Comprehension',
          description: 'Understanding direct statements, interpreting passages and drawing conclusions.',
          icon: BookOpen,
        },
        {
          title: 'Information in the Natural Sciences',
          description: 'Fundamental biology, chemistry, health and safety.',
          icon: FlaskConical,
        },
        {
          title: 'Vocational Adjustment Index',
          description: 'Agree-or-disagree statements about feelings, attitudes and behaviour that relate to working in health care. There are no right answers: answer honestly.',
          icon: Users,
        },
      ],
    },
  ],
  preparation: {
    heading: 'How to Prepare',
    lead: 'The PSB is fast-paced: accuracy at speed matters more than depth.',
    guides: [
      {
        title: 'Verbal and spelling',
        points: [
          'Learn common prefixes and roots: hyper- (above), hypo- (below), -itis (inflammation).',
          'Practise words that are often misspelled: necessary, occurrence, separate, receive.',
          'In a list of words, look for the one that does not share the others\' meaning.',
        ],
      },
      {
        title: 'Arithmetic and science',
        points: [
          'Work fractions, decimals and percentages by hand; many sites do not allow calculators.',
          'Review body systems, basic chemistry (atoms, pH, solutions) and first aid and safety.',
          'Pace yourself: move on from a hard question and come back if time allows.',
        ],
      },
    ],
  },
  practice: {
    heading: 'PSB Practice Questions',
    lead: 'Questions in the style of the academic parts of the exam.',
    items: [
      {
        question: 'Which word is spelled correctly?',
        options: ['Occurence', 'Occurrence', 'Ocurrence', 'Occurrance'],
        answerIndex: 1,
        explanation: 'Occurrence has a double c, a double r and ends in -ence. Each of the other options drops one of the doubled letters or uses -ance.',
      },
      {
        question: 'Which word does NOT belong with the others?',
        options: ['Artery', 'Vein', 'Capillary', 'Femur'],
        answerIndex: 3,
        explanation: 'Arteries, veins and capillaries are blood vessels; the femur is a bone, the thigh bone.',
      },
    ],
  },
  materialsSlug: 'psb-hoae',
  materialsLead: 'Study materials for the PSB HOAE.',
  tutoring: {
    heading: 'Work with a PSB Tutor',
    lead: 'Improve speed in arithmetic, vocabulary and science with one-on-one practice.',
    exam: 'PSB HOAE',
  },
};
