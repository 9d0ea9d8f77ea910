import { ClipboardList, HeartPulse, ShieldCheck, Users } from '@nurseprep/shared-ui';
import { tutoringBookingHref } from '../../../lib/booking-href';
import type { OverviewExamPageData } from './types';

/** /exams/nclex-pn: the licensure exam for practical and vocational nurses. */
export const nclexPnPage: OverviewExamPageData = {
  intro: {
    title: 'NCLEX-PN Exam Preparation',
    lead: 'Content review, clinical judgment practice and tutoring for the licensure exam for practical and vocational nurses (LPN/LVN).',
  },
  actions: [
    { label: 'Try Practice Questions', href: '#practice' },
    { label: 'Book an NCLEX-PN Tutor', href: tutoringBookingHref('NCLEX-PN'), variant: 'outline' },
    { label: 'Preparing for the NCLEX-RN?', href: '/exams/nclex', variant: 'ghost' },
  ],
  about: {
    heading: 'About the NCLEX-PN',
    paragraphs: [
      'The NCLEX-PN is developed by the National Council of State Boards of Nursing (NCSBN). Passing it is required for a practical or vocational nursing license; your state board of nursing decides when you are eligible to test.',
      'Like the NCLEX-RN, it is a computerized adaptive test built around clinical judgment. Since April 2023 it has between 85 and 150 questions, including 15 unscored pretest questions, with up to five hours to finish.',
    ],
  },
  sections: [
    {
      id: 'pn-client-needs',
      heading: 'Client Needs Tested',
      lead: 'The NCLEX-PN test plan spreads questions across four client-needs categories.',
      cards: [
        {
          title: 'Safe and Effective Care Environment',
          description: 'Coordinated care, and safety and infection control.',
          icon: ShieldCheck,
        },
        {
          title: 'Health Promotion and Maintenance',
          description: 'Growth and development, prevention, screening and health teaching.',
          icon: HeartPulse,
        },
        {
          title: 'Psychosocial Integrity',
          description: 'Coping, mental health concepts, therapeutic communication and support systems.',
          icon: Users,
        },
        {
          title: 'Physiological Integrity',
          description: 'Basic care and comfort, pharmacological therapies, reduction of risk potential and physiological adaptation.',
          icon: ClipboardList,
        },
      ],
    },
  ],
  preparation: {
    heading: 'How to Prepare',
    lead: 'Practical nurses work within a defined scope: many questions test what an LPN/LVN does, and what they report to the RN or provider.',
    guides: [
      {
        title: 'Scope of practice',
        points: [
          'LPNs/LVNs collect data, give care to stable clients and report changes; the RN completes the initial assessment and the care plan.',
          'Know what you can delegate to assistive personnel: routine care of stable clients, not assessment or teaching.',
          'Scope differs by state: check your state board of nursing.',
        ],
      },
      {
        title: 'Clinical judgment',
        points: [
          'Recognise cues: which findings matter right now?',
          'Prioritise with airway, breathing and circulation, then safety.',
          'Evaluate: did the intervention work, and what do you report?',
        ],
      },
    ],
  },
  practice: {
    heading: 'NCLEX-PN Practice Questions',
    lead: 'Questions in the NCLEX-PN style, with the reasoning for every option.',
    items: [
      {
        question: 'A practical nurse is caring for four clients. Which client should the nurse see first?',
        options: [
          'A client with diabetes whose breakfast tray has just arrived',
          'A client 2 days after hip surgery who asks for help to the bathroom',
          'A client with heart failure who is newly short of breath with crackles in both lungs',
          'A client with a stable pressure injury due for a dressing change',
        ],
        answerIndex: 2,
        explanation: 'New shortness of breath with crackles suggests fluid in the lungs, a breathing problem that can worsen quickly: collect data and report to the RN or provider at once. The other clients have needs that matter but are stable and can wait a few minutes.',
      },
      {
        question: 'Which task can the practical nurse assign to a nursing assistant?',
        options: [
          'Teaching a client how to use an inhaler',
          'Assessing a client who reports new chest pain',
          'Helping a stable client with a morning bath',
          'Giving a scheduled oral medication',
        ],
        answerIndex: 2,
        explanation: 'Bathing a stable client is routine care within a nursing assistant\'s role. Teaching, assessing a new symptom and giving medications require nursing judgment and licensure.',
      },
    ],
  },
  materialsSlug: null,
  materialsLead: '',
  tutoring: {
    heading: 'Work with an NCLEX-PN Tutor',
    lead: 'Turn practice results into a study plan for the client-needs areas that need the most work.',
    exam: 'NCLEX-PN',
  },
};
