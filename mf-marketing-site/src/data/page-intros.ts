import type { BlogPostSlug } from '@nurseprep/contracts';
import type { PageIntro } from '@nurseprep/shared-ui';

/** The heading and lead of each marketing page. */
export const pageIntros = {
  home: {
    title: 'Pass Your Nursing Exams with Confidence',
    documentTitle: 'Nursing Exam Prep, Tutoring and Study Materials',
    lead: 'Exam preparation, one-on-one tutoring and school-specific study materials for TEAS, HESI A2, NCLEX-RN, ATI and more, trusted by more than 1000 students.',
  },
  about: {
    title: 'About NursePrep Academy',
    lead: 'Study materials created by a physician founder and a team of educators, with degrees in public health and business and over 10 years of experience.',
  },
  services: {
    title: 'Our Services',
    lead: 'Exam preparation, tutoring, school-specific resources and custom support for every stage of your nursing education.',
  },
  tutoring: {
    title: 'Expert Nursing Tutoring',
    lead: 'One-on-one and small-group sessions with nursing tutors who know your exam and your school.',
  },
  tutors: {
    title: 'Our Tutors',
    lead: 'Meet the nurses and educators who coach our students through entrance, licensure and course exams.',
  },
  contact: {
    title: 'Contact Us',
    lead: 'Questions about tutoring, study materials or your account? Send us a message and we will contact you shortly.',
  },
  booking: {
    title: 'Book Your Custom Service',
    lead: 'Tell us what you need and we will get back to you within 24 hours to discuss your requirements.',
  },
  resources: {
    title: 'Learning Resources',
    lead: 'Free study guides, printable references and articles to support your nursing exam preparation.',
  },
  blog: {
    title: 'Nursing Study Blog',
    lead: 'Exam tips, study strategies and guidance for nursing students and applicants.',
  },
  privacy: {
    title: 'Privacy Policy',
    lead: 'How NursePrep Academy collects, uses and protects the information you share with us.',
  },
  terms: {
    title: 'Terms of Service',
    lead: 'The terms that apply when you use NursePrep Academy, book tutoring or buy study materials.',
  },
  accessibility: {
    title: 'Accessibility Statement',
    lead: 'We want every student to be able to use this site. Here is what we do and how to tell us about a barrier.',
  },
} satisfies Record<string, PageIntro>;

/** Each blog article's heading and lead, by slug. */
export const articleIntros: Record<BlogPostSlug, PageIntro> = {
  'how-to-pass-teas-7': { title: 'How to Pass the ATI TEAS 7 on Your First Try', lead: 'An article from the NursePrep Academy study blog.' },
  'hesi-vs-teas': { title: 'HESI A2 vs. TEAS: Which Exam Should You Take?', lead: 'An article from the NursePrep Academy study blog.' },
  'nursing-school-study-habits': { title: '10 Essential Study Habits for Nursing School Success', lead: 'An article from the NursePrep Academy study blog.' },
  'mastering-nclex-rn': { title: 'Mastering the NCLEX-RN: Study Strategies That Work', lead: 'An article from the NursePrep Academy study blog.' },
  'pharmacology-memory-techniques': { title: 'Pharmacology Memory Techniques for Nursing Students', lead: 'An article from the NursePrep Academy study blog.' },
  'clinical-skills-mastery': { title: 'Clinical Skills Mastery: From Skills Lab to Bedside', lead: 'An article from the NursePrep Academy study blog.' },
};
