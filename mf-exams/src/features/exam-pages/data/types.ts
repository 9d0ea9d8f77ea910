import type { HeroAction } from '../../../components/page-hero';
import type { CardSection, PageIntro, PracticeItem, Stat, StudyGuide, StudyTab, TutoringCall } from '../../../lib/content-types';

/** What every exam page has: its introduction, the server's study materials, and a tutor to book. */
export interface ExamPageBase {
  intro: PageIntro;
  actions: readonly HeroAction[];
  /** The exam type whose study materials the page lists (GET /api/exam-types/<slug>/study-materials); null when the server keeps none. */
  materialsSlug: string | null;
  materialsLead: string;
  tutoring: TutoringCall;
}

export interface AboutBlock {
  heading: string;
  paragraphs: readonly string[];
}

/** The page's study area: tabs with guides and practice. */
export interface StudyArea<Id extends string> {
  heading: string;
  lead: string;
  /** Names the tab list. */
  label: string;
  defaultTab: Id;
  tabs: readonly StudyTab<Id>[];
}

/** GED: why it matters, the four subject areas, and study tabs (default math). */
export interface GedPageData extends ExamPageBase {
  why: AboutBlock & { points: readonly string[] };
  subjectAreas: CardSection;
  study: StudyArea<'math' | 'science' | 'language' | 'social'>;
}

/** The exam type a document list is filtered on (documents' `type`, matched case-insensitively). */
export type DocumentExamType = 'HESI' | 'TEAS' | 'NCLEX';

/** HESI, TEAS 7, NCLEX-RN: stats, four cards, the exam's key facts, and its documents. */
export interface StatsExamPageData extends ExamPageBase {
  statsHeading: string;
  stats: readonly Stat[];
  cards: CardSection;
  facts: CardSection;
  /** A highlighted note under the facts (HESI's exit target). */
  note?: { heading: string; text: string };
  documents: {
    /** The exam page slug documents name in `exams`. */
    exam: 'hesi' | 'teas' | 'nclex';
    type: DocumentExamType;
    premiumHeading: string;
    premiumLead: string;
    listHeading: string;
    listLead: string;
  };
}

/** Offer ids of the catalogue in contracts (checked by a test). */
export interface PriceOfferIds {
  selfStudy: string;
  premium: string;
  tutoring: string;
}

/** ATI, GRE, Kaplan, CNA: about, the exam's card sections, study tabs (default materials) and a price sidebar. */
export interface PricedExamPageData extends ExamPageBase {
  about: AboutBlock;
  sections: readonly CardSection[];
  study: StudyArea<'materials' | 'strategies' | 'skills' | 'practice'>;
  offers: PriceOfferIds;
  pricesHeading: string;
}

/** NET, PSB HOAE, NLN PAX, NCLEX-PN: about, what is tested, how to prepare, practice. */
export interface OverviewExamPageData extends ExamPageBase {
  about: AboutBlock;
  sections: readonly CardSection[];
  preparation: { heading: string; lead: string; guides: readonly StudyGuide[] };
  practice: { heading: string; lead: string; items: readonly PracticeItem[] };
}
