import type { PageIntro } from '@nurseprep/shared-ui';
import type { Fact, PracticeQuestion, SchoolPageData } from '../school-page-types';
import { hardSubjectTopics, type HardSubjectId } from './hard-subjects';
import { practiceQuestions, type PracticeQuestionSubject } from './practice-questions';

/** The tutoring block every school page ends with (the button opens the booking form prefilled for the school). */
export function tutoringFor(shortName: string): SchoolPageData['tutoring'] {
  return {
    heading: `Tutoring for ${shortName} Nursing Courses`,
    text: `Book one-on-one sessions with a nurse tutor who works from your own ${shortName} syllabus, module objectives and rubrics. Tell us the course and what is due, and we reply within 24 hours.`,
    buttonLabel: 'Request Tutoring Support',
    points: [
      'Sessions planned around your course calendar and exam dates',
      'Concept review, practice questions and exam strategy',
      'Feedback on drafts you wrote: structure, evidence and APA 7 (we never write graded work for you)',
    ],
  };
}

/** Up to `count` questions from the subjects, taking one from each subject in turn so the set is mixed. */
export function questionsFrom(subjects: readonly PracticeQuestionSubject[], count: number): PracticeQuestion[] {
  const pools = subjects.map((subject) => [...practiceQuestions[subject]]);
  const picked: PracticeQuestion[] = [];
  while (picked.length < count && pools.some((pool) => pool.length > 0)) {
    for (const pool of pools) {
      const next = pool.shift();
      if (next && picked.length < count) picked.push(next);
    }
  }
  return picked;
}

export interface StandardSchoolInput {
  intro: PageIntro;
  shortName: string;
  overview: { paragraphs: readonly string[]; facts: readonly Fact[] };
  values?: SchoolPageData['values'];
  hardSubjects: readonly HardSubjectId[];
  practiceSubjects: readonly PracticeQuestionSubject[];
}

/**
 * The page of a directory school with no school type: its programs, the courses its students find
 * hardest, matching study documents, practice questions, tutoring and a request for materials.
 */
export function standardSchoolPage({ intro, shortName, overview, values, hardSubjects, practiceSubjects }: StandardSchoolInput): SchoolPageData {
  return {
    intro,
    overview: { heading: `${shortName} Nursing Programs`, ...overview },
    values,
    navLabel: `${shortName} resources on this page`,
    sections: [
      {
        id: 'courses',
        navLabel: 'Hard Courses',
        heading: 'Courses Students Find Hardest',
        lead: `The subjects ${shortName} nursing students most often bring to our tutors, and how we help with each.`,
        blocks: [{ kind: 'topics', topics: hardSubjectTopics(hardSubjects) }],
      },
      {
        id: 'documents',
        navLabel: 'Study Documents',
        heading: 'Study Documents',
        lead: `Review guides that match the subjects of ${shortName} nursing courses. Preview any of them; create a free account to download.`,
        blocks: [{ kind: 'documents', heading: `Guides for ${shortName} students`, query: {} }],
      },
      {
        id: 'practice',
        navLabel: 'Practice Questions',
        heading: 'Practice Questions',
        lead: 'Try a few questions in the style of nursing course exams and the NCLEX-RN. Each answer explains why it is right and why the others are not.',
        blocks: [
          {
            kind: 'questions',
            heading: 'Mixed practice',
            intro: 'Choose an answer, then check it.',
            questions: questionsFrom(practiceSubjects, 4),
          },
          {
            kind: 'links',
            heading: 'Keep practising',
            links: [
              { label: 'Nursing coursework help', href: '/exams/coursework', description: 'Guides for pharmacology, med-surg, pathophysiology, mental health and fundamentals.' },
              { label: 'NCLEX-RN preparation', href: '/exams/nclex', description: 'How the licensure exam works and how to prepare for it from your first year.' },
            ],
          },
        ],
      },
    ],
    tutoring: tutoringFor(shortName),
  };
}
