import { Brain, BookOpen, Pill, Stethoscope } from '@nurseprep/shared-ui';
import { tutoringBookingHref } from '../../../lib/booking-href';
import type { StatsExamPageData } from './types';

/** /exams/hesi: the HESI A2 exam page, with its marketing stats. */
export const hesiPage: StatsExamPageData = {
  intro: {
    title: 'HESI A2 Exam Preparation',
    lead: 'Study guides, practice questions and tutoring for the HESI Admission Assessment (A2) and the HESI exams you meet later in nursing school.',
  },
  actions: [
    { label: 'Browse HESI Documents', href: '#documents' },
    { label: 'Practice HESI Questions', href: '/exams/hesi/practice', variant: 'secondary' },
    { label: 'Book a HESI Tutor', href: tutoringBookingHref('HESI'), variant: 'outline' },
  ],
  statsHeading: 'HESI Results at a Glance',
  stats: [
    { value: '92%', label: 'of our HESI students reached their school\'s required score' },
    { value: '3,000+', label: 'HESI students prepared' },
    { value: '18,000+', label: 'practice questions answered by our students' },
    { value: '2025', label: 'HESI materials last revised' },
  ],
  cards: {
    id: 'hesi-topics',
    heading: 'What We Help You Master',
    lead: 'The HESI A2 tests the academic skills a nursing program builds on; the HESI specialty and Exit exams during the program test nursing knowledge. We cover both.',
    cards: [
      {
        title: 'Health Assessment',
        description: 'Systematic head-to-toe assessment, normal and abnormal findings, and what to report: a core of the HESI specialty and Exit exams.',
        icon: Stethoscope,
      },
      {
        title: 'Pharmacology',
        description: 'Drug classes, safe administration, dosage calculation and side effects to watch for, as tested on the HESI pharmacology and Exit exams.',
        icon: Pill,
      },
      {
        title: 'Critical Thinking',
        description: 'Prioritising with airway, breathing and circulation, Maslow\'s hierarchy and the nursing process, so you choose the first and best action.',
        icon: Brain,
      },
      {
        title: 'Vocabulary',
        description: 'The HESI A2 Vocabulary section: health-related and general words in context, learned through roots, prefixes and suffixes.',
        icon: BookOpen,
      },
    ],
  },
  facts: {
    id: 'hesi-facts',
    heading: 'About the HESI A2',
    lead: 'The HESI Admission Assessment is published by Elsevier. Each school chooses which sections you take and the score it requires.',
    cards: [
      {
        title: 'Sections schools choose from',
        description: 'Academic sections, plus an optional personality and learning-style profile.',
        points: [
          'Mathematics, Reading Comprehension, Vocabulary and General Knowledge, Grammar',
          'Anatomy and Physiology, Biology, Chemistry, Physics',
          'Learning Style and Personality Profile (not scored)',
        ],
      },
      {
        title: 'Time and scores',
        description: 'The test typically takes 2 to 5 hours, depending on how many sections your school requires.',
        points: [
          'Each section is scored as a percentage, with a composite score across the sections you take.',
          'Most schools require between 75% and 85%; check with your school for its cut score and retake policy.',
        ],
      },
    ],
  },
  note: {
    heading: 'Heading to the HESI Exit exam later?',
    text: 'Our exit-exam coaching aims for a score of 1100. Many programs set their own HESI Exit benchmark, often between 850 and 900: check with your school for the score it requires.',
  },
  documents: {
    exam: 'hesi',
    type: 'HESI',
    premiumHeading: 'HESI Premium Documents',
    premiumLead: 'In-depth HESI A2 reviews. Preview any document; create a free account to download.',
    listHeading: 'HESI Study Documents',
    listLead: 'Guides for each HESI A2 section, written and checked by our team.',
  },
  materialsSlug: 'hesi',
  materialsLead: 'Flashcards and guides for the HESI A2, free to read here.',
  tutoring: {
    heading: 'Work with a HESI Tutor',
    lead: 'A tutor reviews your practice scores with you and builds a plan around the sections your school requires.',
    exam: 'HESI',
  },
};
