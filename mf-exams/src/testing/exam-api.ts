import { examPageSlugs, type ExamType, type StudyMaterial } from '@nurseprep/contracts';
import { studyDocumentsHandler, type FakeHandlers } from '@nurseprep/shared-ui/testing';

/** A few exam types as GET /api/exam-types answers them: three with their own icon, one with the default. */
export const examTypesFixture: ExamType[] = [
  { id: 1, slug: 'teas', name: 'ATI TEAS 7', description: 'Reading, Mathematics, Science and English and Language Usage.' },
  { id: 2, slug: 'hesi', name: 'HESI A2', description: 'The HESI Admission Assessment.' },
  { id: 3, slug: 'ged', name: 'GED', description: 'The high school equivalency test.' },
  { id: 4, slug: 'nln-pax', name: 'NLN PAX', description: 'The National League for Nursing Pre-Admission Exam.' },
];

export function studyMaterialFixture(examSlug: string): StudyMaterial {
  return {
    id: 7,
    key: `${examSlug}-guide`,
    title: `${examSlug.toUpperCase()} Review Guide`,
    description: 'A review of the most tested topics.',
    type: 'Study Guide',
    content: 'Covers the core topics with worked examples.',
    examTypeId: 1,
    schoolTypeId: null,
  };
}

/**
 * The API as the exam pages read it, for `installFakeApi`: the exam types, one review guide as the study materials
 * of any exam page's slug (404 for another, as the server answers an unknown exam type), the shared documents
 * filtered as the API filters them, and a visitor (no one signed in).
 * A test spreads these and replaces the endpoints it is about.
 */
export const examApiHandlers = {
  'GET /api/exam-types': () => ({ status: 200, body: examTypesFixture }),
  'GET /api/exam-types/:slug/study-materials': ({ params }) =>
    examPageSlugs.some((slug) => slug === params.slug)
      ? { status: 200, body: [studyMaterialFixture(params.slug)] }
      : { status: 404, body: { message: 'Exam type not found' } },
  'GET /api/documents': studyDocumentsHandler(),
  'GET /api/auth/user': () => ({ status: 200, body: null }),
} satisfies FakeHandlers;
