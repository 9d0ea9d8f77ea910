import { documentCollections } from '../documents';
import { step, type Scenario } from './scenario';

/** How a blank slug and a collection outside the list are refused (zod's words for the contract's schemas). */
const blankSlug = 'Too small: expected string to have >=1 characters';
const unknownCollection = `Invalid option: expected one of ${documentCollections.map((collection) => `"${collection}"`).join('|')}`;

/**
 * The exam types' study materials and the study documents as the exam pages read them. The steps name only an
 * exam type both the real content and the test fixtures hold (teas), and check lists by status only: the real
 * content and the fixtures hold different rows.
 */
export const contentScenarios: readonly Scenario[] = [
  {
    title: "anyone reads an exam type's study materials; an unknown exam type is not found and a blank one is refused",
    signedIn: false,
    steps: [
      step('GET /api/exam-types/:slug/study-materials', { params: { slug: 'teas' } }, 200),
      step('GET /api/exam-types/:slug/study-materials', { params: { slug: 'no-such-exam' } }, 404, { message: 'Exam type not found' }),
      step('GET /api/exam-types/:slug/study-materials', { params: { slug: ' ' } }, 400, { message: blankSlug, fieldErrors: { slug: [blankSlug] } }),
    ],
  },
  {
    title: 'anyone lists the study documents by their filters; a collection outside the list is refused under its field',
    signedIn: false,
    steps: [
      step('GET /api/documents', { query: { exam: 'hesi', type: 'HESI' } }, 200),
      step('GET /api/documents', { query: { collection: 'library' as 'free' } }, 400, { message: unknownCollection, fieldErrors: { collection: [unknownCollection] } }),
    ],
  },
];
