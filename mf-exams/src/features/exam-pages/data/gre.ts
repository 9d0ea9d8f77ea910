import { BookOpen, Brain, Calculator, Clock, GraduationCap, PenLine } from '@nurseprep/shared-ui';
import { tutoringBookingHref } from '../../../lib/booking-href';
import type { PricedExamPageData } from './types';

/** /exams/gre: the GRE exam page (prices come from the catalogue). */
export const grePage: PricedExamPageData = {
  intro: {
    title: 'GRE Preparation for Nursing',
    lead: 'Prepare for the GRE General Test that some graduate nursing programs ask for: verbal reasoning, quantitative reasoning and analytical writing.',
  },
  actions: [
    { label: 'See Packages', href: '#packages' },
    { label: 'Book a GRE Tutor', href: tutoringBookingHref('GRE'), variant: 'outline' },
  ],
  about: {
    heading: 'About the GRE',
    paragraphs: [
      'The GRE General Test, from ETS, measures the reasoning and writing skills graduate study builds on. Since September 2023 it takes about 1 hour and 58 minutes, at a test center or at home.',
      'Requirements vary: some MSN, DNP, PhD and nurse anesthesia programs ask for GRE scores, while many have dropped the requirement or waive it for applicants with a strong GPA. Check with each program you apply to.',
    ],
  },
  sections: [
    {
      id: 'gre-format',
      heading: 'Exam Format',
      lead: 'Analytical Writing always comes first; the verbal and quantitative sections follow in any order. The second section of each measure adapts to how you did on the first.',
      cards: [
        {
          title: 'Analytical Writing',
          description: 'One "Analyze an Issue" essay in 30 minutes.',
          points: ['Scored 0 to 6 in half-point steps.'],
          icon: PenLine,
        },
        {
          title: 'Verbal Reasoning',
          description: 'Two sections, 27 questions, about 41 minutes: reading comprehension, text completion and sentence equivalence.',
          points: ['Scored 130 to 170 in one-point steps.'],
          icon: BookOpen,
        },
        {
          title: 'Quantitative Reasoning',
          description: 'Two sections, 27 questions, about 47 minutes: arithmetic, algebra, geometry and data analysis, with an on-screen calculator.',
          points: ['Scored 130 to 170 in one-point steps.'],
          icon: Calculator,
        },
      ],
    },
    {
      id: 'gre-nursing',
      heading: 'Why It Matters for Nurses',
      cards: [
        {
          title: 'Graduate admission',
          description: 'Where a program asks for the GRE, your scores sit beside your GPA, experience and essays in the admission decision.',
          icon: GraduationCap,
        },
        {
          title: 'Skills you will use',
          description: 'Reading research, interpreting statistics and writing a clear argument are daily work in evidence-based practice and graduate courses.',
          icon: Brain,
        },
        {
          title: 'Scores that last',
          description: 'GRE scores are reportable for five years, so a test taken now can cover applications in later cycles.',
          icon: Clock,
        },
      ],
    },
  ],
  study: {
    heading: 'Study Area',
    lead: 'Review the content, practise the strategies, then try questions in the GRE style.',
    label: 'GRE study area',
    defaultTab: 'materials',
    tabs: [
      {
        id: 'materials',
        label: 'Study Materials',
        intro: 'The content each measure tests, and where nursing applicants usually need the most review.',
        guides: [
          {
            title: 'Quantitative review',
            points: [
              'Arithmetic: fractions, percentages, ratios, exponents and roots.',
              'Algebra and geometry: linear equations, inequalities, coordinate geometry, triangles and circles.',
              'Data analysis: mean, median, standard deviation, probability, and reading tables and graphs.',
            ],
          },
          {
            title: 'Verbal and writing review',
            points: [
              'Build vocabulary in context: learn words with a sentence, not a list.',
              'For reading passages, identify the author\'s main point and the role of each paragraph.',
              'An Issue essay takes a clear position, supports it with specific reasons and examples, and addresses the other side.',
            ],
          },
        ],
      },
      {
        id: 'strategies',
        label: 'Test Strategies',
        intro: 'Habits that protect your score on test day.',
        guides: [
          {
            title: 'Pacing and guessing',
            points: [
              'There is no penalty for a wrong answer: answer every question.',
              'Mark hard questions and come back to them; you can move around within a section.',
              'Do well on the first section of each measure: it sets the difficulty of the second.',
            ],
          },
          {
            title: 'Quantitative traps',
            points: [
              'Read what is asked: a percent, a fraction, or a count.',
              'Use the calculator for arithmetic, not for reasoning; estimate first to catch slips.',
              'In quantitative comparison, try several kinds of numbers (negatives, fractions, zero) before deciding.',
            ],
          },
        ],
      },
      {
        id: 'practice',
        label: 'Practice',
        intro: 'Questions in the GRE style, with the reasoning for every option.',
        guides: [
          {
            title: 'How to use these questions',
            points: ['Time yourself: about 1.5 minutes a question.', 'Check the explanation even when you are right.'],
          },
        ],
        practice: [
          {
            question: 'A solution contains 30 g of a drug dissolved in 600 mL. What is its concentration in grams per 100 mL?',
            options: ['0.05 g per 100 mL', '5 g per 100 mL', '20 g per 100 mL', '50 g per 100 mL'],
            answerIndex: 1,
            explanation: '30 g ÷ 600 mL = 0.05 g in each mL, so 100 mL holds 0.05 × 100 = 5 g. 0.05 is the amount per millilitre, not per 100 mL; 20 comes from dividing the volume by the mass (600 ÷ 30); 50 misplaces the decimal point.',
          },
          {
            question: 'Choose the word that best completes the sentence: "The study\'s conclusions were ______, resting on a sample far too small to support them."',
            options: ['tenuous', 'robust', 'irrefutable', 'exhaustive'],
            answerIndex: 0,
            explanation: 'A conclusion resting on too small a sample is weak, which is what tenuous means. Robust and irrefutable mean the opposite, and exhaustive (thorough) contradicts the small sample.',
          },
        ],
      },
    ],
  },
  offers: { selfStudy: 'gre-self-study', premium: 'gre-premium', tutoring: 'gre-tutoring' },
  pricesHeading: 'GRE Packages',
  materialsSlug: 'gre',
  materialsLead: 'Quantitative review and writing practice for the GRE, free to read here.',
  tutoring: {
    heading: 'Work with a GRE Tutor',
    lead: 'Quantitative, verbal or essay feedback: sessions focus on the measure your target programs weigh most.',
    exam: 'GRE',
  },
};
