import type { ExamPageSlug } from '@nurseprep/contracts';
import type { FeatureIconName } from '../../../components/feature-icon';

interface ExamService {
  slug: ExamPageSlug;
  title: string;
  description: string;
}

interface ServiceCard {
  /** The card's icon (the services page uses BookOpen, MessageSquare and Building). */
  icon: FeatureIconName;
  title: string;
  description: string;
  points: readonly string[];
  link: { label: string; href: string };
}

/** The services page: nine exam-prep cards, then tutoring, resources and schools. */
export const servicesTexts = {
  heroActions: [
    { label: 'Book Custom Service', href: '/booking', variant: 'primary' },
    { label: 'Talk to Us', href: '/contact', variant: 'outline' },
  ],
  exams: {
    heading: 'Exam Preparation',
    lead: 'Study guides, practice questions and tutoring for entrance, licensure and course exams.',
    link: (title: string) => `${title} prep`,
    cards: [
      { slug: 'hesi', title: 'HESI A2', description: 'Every section of the HESI A2 admission assessment, from math and vocabulary to anatomy and chemistry.' },
      { slug: 'teas', title: 'ATI TEAS 7', description: 'Reading, mathematics, science and English practice for the entrance exam most programs require.' },
      { slug: 'nclex-rn', title: 'NCLEX-RN', description: 'Clinical judgment, prioritization and next-generation case studies for the registered nurse licensure exam.' },
      { slug: 'nclex-pn', title: 'NCLEX-PN', description: 'Review for the practical nurse licensure exam, organized by client-needs category.' },
      { slug: 'nln-pax', title: 'NLN PAX', description: 'Verbal, math and science practice for the NLN pre-admission exam.' },
      { slug: 'kaplan', title: 'Kaplan', description: 'Kaplan admission and integrated tests with the decision-tree strategy its questions reward.' },
      { slug: 'psb', title: 'PSB HOAE', description: 'Practice for the PSB Health Occupations Aptitude Exam: academic aptitude, spelling, reading and science.' },
      { slug: 'ged', title: 'GED', description: 'High school equivalency preparation as the first step toward a nursing program.' },
      { slug: 'coursework', title: 'Nursing Coursework', description: 'Pharmacology, pathophysiology, medical-surgical and mental health nursing review.' },
    ] satisfies ExamService[],
  },
  more: {
    heading: 'Tutoring, Resources and School Support',
    lead: 'Help that goes beyond a single exam.',
    cards: [
      {
        icon: 'book',
        title: 'Learning Resources',
        description: 'Free study guides, printable references and articles from our tutors.',
        points: ['Exam breakdowns and study plans', 'Pharmacology and clinical skills articles', 'Free downloads with an account'],
        link: { label: 'Browse Resources', href: '/resources' },
      },
      {
        icon: 'message',
        title: 'One-on-One and Group Tutoring',
        description: 'Sessions with nurses and educators, online, at times that fit your week.',
        points: ['One-on-one: $50-$100 per hour', 'Small groups of 2-4: $30-$40 per person per hour', 'Exam Prep Package (4 sessions): $180-$350'],
        link: { label: 'Explore Tutoring', href: '/tutoring' },
      },
      {
        icon: 'school',
        title: 'School-Specific Materials',
        description: 'Course guides and tutoring matched to the courses of your nursing school.',
        points: ['Chamberlain University course guides', 'Walden University course guides', 'Twelve more schools in the directory'],
        link: { label: 'Find Your School', href: '/schools' },
      },
    ] satisfies ServiceCard[],
  },
  schools: {
    heading: 'Popular School Programs',
    lead: 'Two of the schools our students attend most often. Don’t see yours? Ask us for it.',
    cards: [
      { slug: 'chamberlain', title: 'Chamberlain University', description: 'Study guides from NR-293 Pharmacology through NR-450, with drug calculation practice.' },
      { slug: 'walden', title: 'Walden University', description: 'RN-to-BSN and MSN course support, scholarly writing and evidence-based practice resources.' },
    ],
    view: (title: string) => `View ${title}`,
    request: 'Request Your School',
    requestHref: '/contact',
  },
  closing: {
    heading: 'Not Sure Where to Start?',
    lead: 'Browse every exam we cover, or tell a tutor about your goals and get a plan.',
    actions: [
      { label: 'Browse All Exams', href: '/exams', variant: 'primary' },
      { label: 'Find a Tutor', href: '/tutoring', variant: 'outline' },
    ],
  },
} as const;
