import { BookOpen, Calculator, ClipboardList, FlaskConical, GraduationCap, PenLine, Target } from '@nurseprep/shared-ui';
import { tutoringBookingHref } from '../../../lib/booking-href';
import type { PricedExamPageData } from './types';

/** /exams/kaplan: the Kaplan exam page (prices come from the catalogue). */
export const kaplanPage: PricedExamPageData = {
  intro: {
    title: 'Kaplan Nursing Admission Test Preparation',
    lead: 'Prepare for the Kaplan Nursing School Admission Test, and for the Kaplan tests some programs give during nursing school.',
  },
  actions: [
    { label: 'See Packages', href: '#packages' },
    { label: 'Book a Kaplan Tutor', href: tutoringBookingHref('Kaplan'), variant: 'outline' },
  ],
  about: {
    heading: 'About the Kaplan Admission Test',
    paragraphs: [
      'The Kaplan Nursing School Admission Test is a multiple-choice entrance exam some nursing programs use to see whether applicants have the reading, math, writing and science skills the program builds on. It has 91 questions in four timed sections, up to 165 minutes in all.',
      'Each school sets its own required scores, retake rules and fees, and some schools also use the results to offer support once you are admitted: check with your school. We are an independent tutoring service, not affiliated with Kaplan.',
    ],
  },
  sections: [
    {
      id: 'kaplan-exam-types',
      heading: 'Kaplan Exam Types',
      cards: [
        {
          title: 'Admission Test',
          description: 'The entrance exam before you start a program: reading, math, writing and science.',
          icon: GraduationCap,
        },
        {
          title: 'Tests during the program',
          description: 'Some programs give Kaplan content tests after courses to find topics to review. Which ones, and how they count, is up to your school.',
          icon: ClipboardList,
        },
        {
          title: 'NCLEX readiness',
          description: 'Near graduation, some programs use Kaplan readiness tests to gauge how prepared you are for the NCLEX.',
          icon: Target,
        },
      ],
    },
    {
      id: 'kaplan-content',
      heading: 'Admission Test Content Areas',
      cards: [
        {
          title: 'Reading',
          description: '22 questions in 45 minutes on four passages: the logic of a passage, details, inferences and the author\'s purpose.',
          icon: BookOpen,
        },
        {
          title: 'Math',
          description: '28 questions in 45 minutes: conversions, operations, ratios and word problems.',
          icon: Calculator,
        },
        {
          title: 'Writing',
          description: '21 questions in 45 minutes on nine passages: passage development, paragraph logic and the mechanics of writing.',
          icon: PenLine,
        },
        {
          title: 'Science',
          description: '20 questions in 30 minutes on physiology: cardiovascular, respiratory, renal, gastrointestinal, neurological, immune, hematological and sensory systems, electrolytes and homeostasis.',
          icon: FlaskConical,
        },
      ],
    },
  ],
  study: {
    heading: 'Study Area',
    lead: 'Review the content areas, use the strategies, then practise.',
    label: 'Kaplan study area',
    defaultTab: 'materials',
    tabs: [
      {
        id: 'materials',
        label: 'Study Materials',
        intro: 'What to review for each section of the Admission Test.',
        guides: [
          {
            title: 'Math and conversions',
            points: [
              'Metric steps: 1 kg = 1,000 g, 1 g = 1,000 mg, 1 L = 1,000 mL.',
              'Household to metric: 1 kg ≈ 2.2 lb, 1 inch = 2.54 cm, 1 fluid ounce ≈ 30 mL.',
              'Ratios and proportions: cross-multiply, then check that the units cancel.',
            ],
          },
          {
            title: 'Physiology review',
            points: [
              'Blood flow: right atrium, right ventricle, lungs, left atrium, left ventricle, body.',
              'The kidneys filter blood in the nephrons and help control fluid, electrolytes and blood pressure.',
              'Sodium mainly outside cells and potassium mainly inside them keep nerves and muscles working.',
            ],
          },
        ],
      },
      {
        id: 'strategies',
        label: 'Test Strategies',
        intro: 'Ways to use the time in each timed section well.',
        guides: [
          {
            title: 'Reading and writing',
            points: [
              'Skim the passage for its main point before the questions, then go back for details.',
              'In writing questions, choose the option that is correct and shortest without losing meaning.',
            ],
          },
          {
            title: 'Pacing',
            points: [
              'Math: about 1.5 minutes a question; do not let one problem take five.',
              'Science: 20 questions in 30 minutes; answer what you know first.',
              'Answer every question before time runs out.',
            ],
          },
        ],
      },
      {
        id: 'practice',
        label: 'Practice',
        intro: 'Questions in the style of the Admission Test, with the reasoning for every option.',
        guides: [
          {
            title: 'How to use these questions',
            points: ['Answer first, then read the explanation.', 'Write down the rule behind every miss.'],
          },
        ],
        practice: [
          {
            question: 'A child weighs 44 lb. What is the child\'s weight in kilograms? (1 kg = 2.2 lb)',
            options: ['9.1 kg', '20 kg', '22 kg', '96.8 kg'],
            answerIndex: 1,
            explanation: 'Divide pounds by 2.2 to get kilograms: 44 ÷ 2.2 = 20 kg. Multiplying instead gives 96.8, 22 halves the weight instead of converting it, and 9.1 divides by 2.2 twice.',
          },
          {
            question: 'Which chamber of the heart pumps oxygenated blood to the body?',
            options: ['Right atrium', 'Right ventricle', 'Left atrium', 'Left ventricle'],
            answerIndex: 3,
            explanation: 'The left ventricle pumps oxygen-rich blood into the aorta and out to the body. The right atrium receives blood from the body, the right ventricle pumps it to the lungs, and the left atrium receives oxygenated blood from the lungs.',
          },
        ],
      },
    ],
  },
  offers: { selfStudy: 'kaplan-self-study', premium: 'kaplan-premium', tutoring: 'kaplan-tutoring' },
  pricesHeading: 'Kaplan Packages',
  materialsSlug: 'kaplan',
  materialsLead: 'An overview and math practice for the Kaplan Admission Test, free to read here.',
  tutoring: {
    heading: 'Work with a Kaplan Tutor',
    lead: 'Sessions focus on the section between you and your school\'s required score.',
    exam: 'Kaplan',
  },
};
