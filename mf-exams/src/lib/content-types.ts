import type { LucideIcon } from '@nurseprep/shared-ui';

/** The shapes of the copy in every data/ module of this remote. */

/** A titled card: a short description and, when it helps, a few points. */
export interface InfoCard {
  title: string;
  description: string;
  points?: readonly string[];
  icon?: LucideIcon;
}

/** A band of cards under one heading. */
export interface CardSection {
  /** Also the section's anchor id. */
  id: string;
  heading: string;
  lead?: string;
  cards: readonly InfoCard[];
}

/** A practice question with its answer and the reasoning behind it (never a school's graded work). */
export interface PracticeItem {
  question: string;
  options: readonly string[];
  /** Index into `options`. */
  answerIndex: number;
  explanation: string;
}

/** A short study guide: a title and what to know. */
export interface StudyGuide {
  title: string;
  points: readonly string[];
}

/** One tab of a page's study area: an introduction, guides, and practice items. */
export interface StudyTab<Id extends string = string> {
  id: Id;
  label: string;
  intro: string;
  guides: readonly StudyGuide[];
  practice?: readonly PracticeItem[];
}

/** A figure with what it counts (an exam page's marketing stats). */
export interface Stat {
  value: string;
  label: string;
}

/** A page's h1 and lead. */
export interface PageIntro {
  title: string;
  /** Tab title when it differs from the heading. */
  documentTitle?: string;
  lead: string;
}

/** The closing band that sends a student to a tutor. */
export interface TutoringCall {
  heading: string;
  lead: string;
  /** The booking form's exam field (`/booking?service=tutoring&exam=<exam>`). */
  exam: string;
}
