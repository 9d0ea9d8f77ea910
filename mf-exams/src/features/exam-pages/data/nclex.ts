import { Brain, ClipboardList, Target, Users } from '@nurseprep/shared-ui';
import { tutoringBookingHref } from '../../../lib/booking-href';
import type { StatsExamPageData } from './types';

/** /exams/nclex: the NCLEX-RN exam page, with its marketing stats. */
export const nclexPage: StatsExamPageData = {
  intro: {
    title: 'NCLEX-RN Exam Preparation',
    lead: 'Clinical judgment practice, content review and tutoring for the licensure exam that registered nurses take after graduation.',
  },
  actions: [
    { label: 'Browse NCLEX Documents', href: '#documents' },
    { label: 'Practice NCLEX Questions', href: '/exams/nclex/practice', variant: 'secondary' },
    { label: 'NGN Case Studies and Adaptive Exam', href: '/exams/nclex/next-generation', variant: 'secondary' },
    { label: 'Book an NCLEX Tutor', href: tutoringBookingHref('NCLEX'), variant: 'outline' },
  ],
  statsHeading: 'NCLEX Results at a Glance',
  stats: [
    { value: '87%', label: 'of our NCLEX students passed on their first attempt' },
    { value: '2,500+', label: 'NCLEX students prepared' },
    { value: '15,000+', label: 'practice questions answered by our students' },
    { value: '6', label: 'clinical judgment steps practised in every case study' },
  ],
  cards: {
    id: 'nclex-benefits',
    heading: 'Why Prepare with Us',
    lead: 'The Next Generation NCLEX measures clinical judgment, not memorised facts. Our preparation is built the same way.',
    cards: [
      {
        title: 'Clinical judgment practice',
        description: 'Case studies that walk through recognising cues, analysing cues, prioritising hypotheses, generating solutions, taking action and evaluating outcomes.',
        icon: Brain,
      },
      {
        title: 'Every client-needs category',
        description: 'Review mapped to the test plan: safe and effective care, health promotion, psychosocial integrity and physiological integrity.',
        icon: ClipboardList,
      },
      {
        title: 'New item types',
        description: 'Practice with bow-tie, matrix, drag-and-drop, highlight and extended multiple-response items, with rationales for every option.',
        icon: Target,
      },
      {
        title: 'A tutor in your corner',
        description: 'One-on-one sessions to turn practice results into a study plan for the weeks before your test date.',
        icon: Users,
      },
    ],
  },
  facts: {
    id: 'nclex-facts',
    heading: 'About the NCLEX-RN',
    lead: 'The NCLEX-RN is developed by the National Council of State Boards of Nursing (NCSBN). Your state board of nursing decides when you are eligible to test.',
    cards: [
      {
        title: 'Length and timing',
        description: 'A computerized adaptive test: each answer shapes the next question, and the test stops once it is confident of the result.',
        points: [
          'Since April 2023, between 85 and 150 questions, including 15 unscored pretest questions, in up to five hours.',
          'Older guides quote 75 to 265 questions in up to six hours: that format ended in March 2020. From October 2020 to March 2023 the exam had 75 to 145 questions in up to five hours.',
        ],
      },
      {
        title: 'Client needs tested',
        description: 'Questions are spread across the test plan\'s categories.',
        points: [
          'Safe and Effective Care Environment: management of care; safety and infection control',
          'Health Promotion and Maintenance; Psychosocial Integrity',
          'Physiological Integrity: basic care and comfort; pharmacological and parenteral therapies; reduction of risk potential; physiological adaptation',
        ],
      },
    ],
  },
  documents: {
    exam: 'nclex',
    type: 'NCLEX',
    premiumHeading: 'NCLEX Premium Documents',
    premiumLead: 'Prioritisation, pharmacology and case-study reviews. Preview any document; create a free account to download.',
    listHeading: 'NCLEX Study Documents',
    listLead: 'Study guides for the NCLEX-RN, written and checked by our team.',
  },
  materialsSlug: 'nclex',
  materialsLead: 'Guides and case studies for the NCLEX-RN, free to read here.',
  tutoring: {
    heading: 'Work with an NCLEX Tutor',
    lead: 'Bring your practice results; leave with a plan for the client-needs areas that will move your readiness the most.',
    exam: 'NCLEX',
  },
};
