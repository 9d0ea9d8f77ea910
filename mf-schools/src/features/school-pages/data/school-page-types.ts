import type { DocumentFilters, SchoolSlug } from '@nurseprep/contracts';
import type { PageIntro } from '@nurseprep/shared-ui';

/** Which study documents a block lists (GET /api/documents; the school is the page's own). */
export type DocumentQuery = Pick<DocumentFilters, 'course' | 'section' | 'subject' | 'collection'>;

export interface Flashcard {
  front: string;
  back: string;
}

/** A worked dosage calculation: each step shows its arithmetic with units; a test recomputes every number. */
export interface DrugCalculation {
  title: string;
  problem: string;
  formula: string;
  steps: readonly string[];
  answer: string;
  check?: string;
}

export interface PracticeQuestion {
  id: string;
  stem: string;
  options: readonly string[];
  /** Index into options. */
  answer: number;
  rationale: string;
  /** Why each wrong option is wrong, by index (the correct one is left out). */
  distractors: Readonly<Record<number, string>>;
}

export interface Topic {
  title: string;
  points: readonly string[];
}

/** The pieces a section is made of; one renderer each. */
export type ContentBlock =
  | { kind: 'text'; paragraphs: readonly string[] }
  | { kind: 'topics'; heading?: string; topics: readonly Topic[] }
  | { kind: 'steps'; heading: string; steps: readonly Topic[] }
  | { kind: 'flashcards'; heading: string; intro: string; cards: readonly Flashcard[] }
  | { kind: 'calculations'; heading: string; intro: string; examples: readonly DrugCalculation[] }
  | { kind: 'questions'; heading: string; intro: string; questions: readonly PracticeQuestion[] }
  | { kind: 'documents'; heading: string; intro?: string; query: DocumentQuery }
  | { kind: 'materials'; heading: string; intro: string }
  | { kind: 'links'; heading: string; links: readonly { label: string; href: string; description: string }[] };

export interface TabPanel {
  id: string;
  label: string;
  blocks: readonly ContentBlock[];
}

export interface TabbedArea {
  label: string;
  defaultTab: string;
  tabs: readonly TabPanel[];
}

/** A course as we describe it: its code and its subject (an official title only where we checked it). */
export interface CourseRef {
  code: string;
  subject: string;
}

export interface PageSection {
  /** The anchor (unique on the page). */
  id: string;
  heading: string;
  /** Set for a course section: shown above the heading. */
  course?: CourseRef;
  /** Label in the in-page navigation; sections without one are not in it. */
  navLabel?: string;
  lead?: string;
  blocks: readonly ContentBlock[];
  tabs?: TabbedArea;
}

export interface Fact {
  label: string;
  value: string;
}

export interface SidebarOffers {
  heading: string;
  bundleOfferId: string;
  tutoringOfferId: string;
  advisorLabel: string;
  advisorText: string;
}

export interface SchoolPageData {
  intro: PageIntro;
  overview: { heading: string; paragraphs: readonly string[]; facts: readonly Fact[]; /** Shown under the facts on pages that list course codes. */ note?: string };
  /** The values or faith-integration block, worded truthfully for the school. */
  values?: { heading: string; paragraphs: readonly string[]; points: readonly string[] };
  /** The in-page navigation over the sections that have a navLabel. */
  navLabel?: string;
  sections: readonly PageSection[];
  /** Courses revealed by a 'View All' button. */
  moreCourses?: { buttonLabel: string; hideLabel: string; heading: string; intro: string; courses: readonly { code?: string; subject: string; focus: string }[] };
  sidebar?: SidebarOffers;
  tutoring: { heading: string; text: string; buttonLabel: string; points: readonly string[] };
}

export type SchoolPages = Record<SchoolSlug, SchoolPageData>;
