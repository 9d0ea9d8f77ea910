import { Award, ClipboardList, Target, BookOpen } from '@nurseprep/shared-ui';
import { tutoringBookingHref } from '../../../lib/booking-href';
import type { PricedExamPageData } from './types';

/** /exams/ati: the ATI exam page (prices come from the catalogue). */
export const atiPage: PricedExamPageData = {
  intro: {
    title: 'ATI Exam Preparation',
    lead: 'Review, test-taking strategies and practice for the ATI proctored assessments your nursing program gives at the end of courses and before graduation.',
  },
  actions: [
    { label: 'See Packages', href: '#packages' },
    { label: 'Book a Tutor', href: tutoringBookingHref('ATI'), variant: 'outline' },
  ],
  about: {
    heading: 'About ATI Assessments',
    paragraphs: [
      'Many nursing programs use assessments from ATI (Assessment Technologies Institute) throughout the curriculum. After a course you may sit a proctored Content Mastery Series assessment in that subject; near graduation, the Comprehensive Predictor estimates how ready you are for the NCLEX.',
      'Programs decide which assessments count, what level they expect and how remediation works, so check your syllabus or ask your faculty. We are an independent tutoring service, not affiliated with ATI: our materials teach the nursing content and the reasoning the assessments measure.',
    ],
  },
  sections: [
    {
      id: 'ati-assessments',
      heading: 'The Assessments You Will Meet',
      cards: [
        {
          title: 'Content Mastery Series',
          description: 'Proctored assessments by subject, usually at the end of the matching course.',
          points: ['Fundamentals, Pharmacology, Adult Medical-Surgical', 'Maternal Newborn, Nursing Care of Children, Mental Health', 'Community Health, Leadership, Nutrition'],
          icon: ClipboardList,
        },
        {
          title: 'Comprehensive Predictor',
          description: 'A broad exam near graduation that reports your predicted probability of passing the NCLEX on the first attempt.',
          icon: Target,
        },
        {
          title: 'Proficiency levels',
          description: 'Content Mastery results are reported as Below Level 1, Level 1, Level 2 or Level 3.',
          points: ['Many programs set Level 2 as their benchmark; check with your school for yours.'],
          icon: Award,
        },
        {
          title: 'Practice and remediation',
          description: 'Practice assessments before the proctored one, and a focused review of the topics you missed after it.',
          icon: BookOpen,
        },
      ],
    },
  ],
  study: {
    heading: 'Study Area',
    lead: 'Review by topic, learn how to read the questions, then practise.',
    label: 'ATI study area',
    defaultTab: 'materials',
    tabs: [
      {
        id: 'materials',
        label: 'Study Materials',
        intro: 'What to review before a Content Mastery assessment, starting with the subjects most programs test first.',
        guides: [
          {
            title: 'Fundamentals review outline',
            points: [
              'Safety: two patient identifiers, fall prevention, restraint rules and the rights of medication administration.',
              'Infection control: standard precautions plus contact, droplet and airborne precautions, and when each applies.',
              'Basic care: pressure injury prevention, nutrition and elimination, and normal adult vital signs.',
            ],
          },
          {
            title: 'Pharmacology essentials',
            points: [
              'Learn drugs by class and stem: -olol beta blockers, -pril ACE inhibitors, -statin HMG-CoA reductase inhibitors.',
              'For every class know the main adverse effects, what to assess before giving it, and what to teach.',
              'High-alert drugs such as insulin, heparin, warfarin and opioids: double checks, antidotes and monitoring.',
            ],
          },
        ],
      },
      {
        id: 'strategies',
        label: 'Test Strategies',
        intro: 'ATI questions reward reading precisely and choosing the safest first action.',
        guides: [
          {
            title: 'Reading the question',
            points: [
              'Find what is asked: first, priority, best, or further teaching needed.',
              'Decide whether the stem describes an expected finding or a change that needs action.',
              'Eliminate options that delay care, such as documenting or calling before assessing an unstable client.',
            ],
          },
          {
            title: 'Prioritising',
            points: [
              'Airway, breathing, circulation, then safety.',
              'Maslow: physiological needs before safety, then love and belonging and self-esteem.',
              'Acute before chronic, unstable before stable, and assess before you intervene unless the client is in danger.',
            ],
          },
        ],
      },
      {
        id: 'practice',
        label: 'Practice',
        intro: 'Questions in the style of a nursing assessment, with the reasoning for every option.',
        guides: [
          {
            title: 'How to use these questions',
            points: ['Answer before opening the explanation.', 'Read why each wrong option is wrong: that is where the rule is.', 'Note the topic of every miss and review it the same day.'],
          },
        ],
        practice: [
          {
            question: 'A client who had abdominal surgery 6 hours ago is receiving morphine through a patient-controlled analgesia pump. The client is difficult to rouse and has a respiratory rate of 8/min. Which action should the nurse take first?',
            options: [
              'Document the findings and reassess in 30 minutes.',
              'Stop the opioid, try to rouse the client and support the airway and breathing.',
              'Encourage the client to use the incentive spirometer.',
              'Raise the head of the bed and offer sips of clear fluid.',
            ],
            answerIndex: 1,
            explanation: 'Sedation with a respiratory rate of 8/min points to opioid-induced respiratory depression, an airway and breathing emergency: stop the opioid, stimulate the client, support ventilation and oxygen, and call for help so naloxone can be given per protocol. Waiting 30 minutes delays care, a client who is hard to rouse cannot use a spirometer, and fluids risk aspiration.',
          },
          {
            question: 'A client taking warfarin has an INR of 5.2 and no signs of bleeding. The next dose is due now. What should the nurse do?',
            options: ['Give the dose as scheduled.', 'Hold the dose and notify the provider.', 'Give protamine sulfate.', 'Tell the client to eat more leafy green vegetables tonight.'],
            answerIndex: 1,
            explanation: 'An INR of 5.2 is above the usual therapeutic range (often 2 to 3), so the dose is held and the provider decides the next step, which may include vitamin K. Giving the dose raises bleeding risk, protamine reverses heparin rather than warfarin, and sudden diet changes make the INR harder to control.',
          },
          {
            question: 'A client is admitted with suspected pulmonary tuberculosis. Which precautions should the nurse put in place?',
            options: [
              'Droplet precautions with a surgical mask',
              'Airborne precautions in a negative-pressure room with a fit-tested N95 respirator',
              'Contact precautions with a gown and gloves',
              'Standard precautions only',
            ],
            answerIndex: 1,
            explanation: 'Tuberculosis spreads through tiny airborne particles, so it needs airborne precautions: a negative-pressure room and a fit-tested N95 (or higher) respirator for staff. A surgical mask does not filter these particles, contact precautions address spread by touch, and standard precautions alone are not enough.',
          },
        ],
      },
    ],
  },
  offers: { selfStudy: 'ati-self-study', premium: 'ati-premium', tutoring: 'ati-tutoring' },
  pricesHeading: 'ATI Packages',
  materialsSlug: 'ati',
  materialsLead: 'Review outlines and strategy guides for ATI assessments, free to read here.',
  tutoring: {
    heading: 'Work with an ATI Tutor',
    lead: 'Bring your practice assessment report; a tutor will help you turn its topics to review into a plan.',
    exam: 'ATI',
  },
};
