import { BookOpen, Calculator, FlaskConical, Landmark } from '@nurseprep/shared-ui';
import { tutoringBookingHref } from '../../../lib/booking-href';
import type { GedPageData } from './types';

/** /exams/ged: the GED exam page. */
export const gedPage: GedPageData = {
  intro: {
    title: 'GED Preparation',
    lead: 'Earn your high school equivalency credential, the first step toward a nursing program, with study guides, practice questions and tutoring for all four GED subject tests.',
  },
  actions: [
    { label: 'Start Studying', href: '#study' },
    { label: 'Book a GED Tutor', href: tutoringBookingHref('GED'), variant: 'outline' },
  ],
  why: {
    heading: 'Why the GED Matters for Nursing',
    paragraphs: [
      'Nursing programs, CNA courses and most entrance exams such as the TEAS and HESI A2 ask for a high school diploma or an equivalent. The GED credential is accepted as that equivalent by colleges and employers across the United States.',
      'The GED is four separate subject tests. You can take them one at a time, in any order, and retake a subject without retaking the others. Each test is scored from 100 to 200, and you need at least 145 on each of the four to earn the credential.',
      'Some states also offer other high school equivalency tests, and test fees and age rules differ by state: check with your state before you schedule.',
    ],
    points: [
      'Opens the door to CNA, LPN and RN programs and to nursing entrance exams.',
      'Scores of 165 and above are labelled College Ready, which some colleges use for placement.',
      'Study one subject at a time and build confidence test by test.',
    ],
  },
  subjectAreas: {
    id: 'subject-areas',
    heading: 'The Four GED Subject Areas',
    lead: 'Each subject is its own test with its own score. Most students start with the one they feel strongest in.',
    cards: [
      {
        title: 'Mathematical Reasoning',
        description: 'Quantitative problem solving and algebra: number sense, ratios and percentages, geometry, equations and graphs.',
        points: ['An on-screen calculator and a formula sheet are available for most questions.', 'About half the test is algebraic reasoning.'],
        icon: Calculator,
      },
      {
        title: 'Science',
        description: 'Life science, physical science, and Earth and space science, read through charts, experiments and short passages.',
        points: ['Tests reasoning with data more than memorised facts.', 'Knowing how an experiment is designed earns many points.'],
        icon: FlaskConical,
      },
      {
        title: 'Reasoning Through Language Arts',
        description: 'Reading closely, judging arguments, and writing and editing clear standard English.',
        points: ['Passages are informational and literary texts.', 'Grammar, usage and punctuation appear in editing tasks.'],
        icon: BookOpen,
      },
      {
        title: 'Social Studies',
        description: 'Civics and government, United States history, economics and geography, mostly through documents, maps and graphs.',
        points: ['About half the test is civics and government.', 'Reading a source and its point of view is the core skill.'],
        icon: Landmark,
      },
    ],
  },
  study: {
    heading: 'GED Study Materials',
    lead: 'A study guide and a practice question for each subject. Open a tab, review the guide, then try the question.',
    label: 'GED subjects',
    defaultTab: 'math',
    tabs: [
      {
        id: 'math',
        label: 'Math',
        intro: 'Mathematical Reasoning rewards steady habits: set up the problem in words, carry the units, and check that the answer is reasonable.',
        guides: [
          {
            title: 'Percentages and rates',
            points: [
              'Percent means per hundred: 15% of 80 is 0.15 × 80 = 12.',
              'Percent change = (new − old) ÷ old × 100. From 40 to 50 is a 25% increase.',
              'A rate is an amount per unit: $18 per hour for 7.5 hours is 18 × 7.5 = $135.',
            ],
          },
          {
            title: 'Equations and graphs',
            points: [
              'Solve one-variable equations by doing the same operation to both sides: 3x + 5 = 20 gives 3x = 15, so x = 5.',
              'Slope = rise ÷ run = (y₂ − y₁) ÷ (x₂ − x₁); in y = mx + b, m is the slope and b the y-intercept.',
              'Area of a rectangle = length × width; area of a circle = πr²; the formula sheet lists the rest.',
            ],
          },
        ],
        practice: [
          {
            question: 'A home health aide earns $18 per hour and works a 7.5-hour shift. How much does the aide earn for the shift?',
            options: ['$125.50', '$126.00', '$135.00', '$144.00'],
            answerIndex: 2,
            explanation: 'Multiply the hourly rate by the hours: 18 × 7.5 = 135. $144.00 is 8 hours of pay, $126.00 is 7 hours, and $125.50 comes from a slip in the decimal multiplication.',
          },
        ],
      },
      {
        id: 'science',
        label: 'Science',
        intro: 'Science questions give you the facts you need in a passage, chart or experiment; your job is to reason with them.',
        guides: [
          {
            title: 'Reading an experiment',
            points: [
              'The independent variable is what the researcher changes; the dependent variable is what is measured.',
              'A control group does not receive the treatment, so results can be compared with it.',
              'A conclusion must be supported by the data shown, not by what seems likely.',
            ],
          },
          {
            title: 'Core life science',
            points: [
              'Cells are the basic unit of life; the nucleus holds DNA, and mitochondria release energy from food.',
              'Homeostasis keeps body conditions such as temperature and blood glucose within a narrow range.',
              'In a food chain, energy passes from producers to consumers, and only a small share moves up each level.',
            ],
          },
        ],
        practice: [
          {
            question: 'A student gives fertilizer to one group of bean plants and no fertilizer to a second group, then measures the height of every plant after three weeks. What is the independent variable?',
            options: ['The height of the plants', 'Whether the plants receive fertilizer', 'The number of weeks the plants grow', 'The type of bean plant used'],
            answerIndex: 1,
            explanation: 'The independent variable is the condition the student changes on purpose: fertilizer or no fertilizer. Height is the dependent variable (it is measured), and the time and bean type are kept the same for both groups so the comparison is fair.',
          },
        ],
      },
      {
        id: 'language',
        label: 'Language Arts',
        intro: 'Reasoning Through Language Arts asks you to read carefully, weigh evidence and write correct, clear sentences.',
        guides: [
          {
            title: 'Reading for evidence',
            points: [
              'Find the main idea first: what is the author claiming or explaining?',
              'Separate facts that can be checked from opinions and judgements.',
              'When two passages disagree, compare the evidence each one offers, not just the tone.',
            ],
          },
          {
            title: 'Sentences and punctuation',
            points: [
              'Join two complete sentences with a period, a semicolon, or a comma plus and, but, or, so.',
              'Use a semicolon before a connecting word such as however or therefore, and a comma after it.',
              'Subjects and verbs agree in number: "The list of tasks is long," because the subject is list.',
            ],
          },
        ],
        practice: [
          {
            question: 'Which sentence is punctuated correctly?',
            options: [
              'The clinic opens at 8 a.m., however appointments start at 9.',
              'The clinic opens at 8 a.m.; however, appointments start at 9.',
              'The clinic opens at 8 a.m. however, appointments start at 9.',
              'The clinic opens at 8 a.m.; however appointments, start at 9.',
            ],
            answerIndex: 1,
            explanation: 'Two complete sentences joined by however need a semicolon before it and a comma after it. A comma alone before however makes a comma splice, the third option runs the sentences together, and the last puts a comma between the subject and its verb.',
          },
        ],
      },
      {
        id: 'social',
        label: 'Social Studies',
        intro: 'Social Studies is mostly reading documents, maps and graphs about government, history and the economy.',
        guides: [
          {
            title: 'Civics and government',
            points: [
              'The Constitution divides power among three branches: Congress makes laws, the President carries them out, and the courts interpret them.',
              'Checks and balances: the President can veto a bill, and Congress can override a veto with a two-thirds vote in both houses.',
              'The first ten amendments are the Bill of Rights, including freedom of speech, religion and the press.',
            ],
          },
          {
            title: 'Reading sources and graphs',
            points: [
              'Note who wrote a document, when, and for what audience before judging its claims.',
              'Read a graph\'s title, axes and units before reading its data.',
              'Supply and demand: when supply falls and demand stays the same, prices tend to rise.',
            ],
          },
        ],
        practice: [
          {
            question: 'Under the United States Constitution, which branch of government has the power to declare war?',
            options: ['The President', 'Congress', 'The Supreme Court', 'The Department of Defense'],
            answerIndex: 1,
            explanation: 'Article I gives Congress the power to declare war. The President is commander in chief of the armed forces but cannot declare war, the Supreme Court interprets laws, and the Department of Defense is an executive agency.',
          },
        ],
      },
    ],
  },
  materialsSlug: 'ged',
  materialsLead: 'Guides and practice sets for the GED, free to read here.',
  tutoring: {
    heading: 'Study for the GED with a Tutor',
    lead: 'One-on-one sessions in the subject you find hardest, at a pace that fits around work and family.',
    exam: 'GED',
  },
};
