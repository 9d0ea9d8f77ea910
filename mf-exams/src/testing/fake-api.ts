import type { ExamType, StudyDocument, StudyMaterial } from '@nurseprep/contracts';
import { fakeResponse, documentsFixture } from '@nurseprep/shared-ui/testing';

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

/** The documents matching the query as the API matches them (slugs exactly, type case-insensitively). */
function filterDocuments(query: URLSearchParams): StudyDocument[] {
  return documentsFixture.filter((document) => {
    const collection = query.get('collection');
    const exam = query.get('exam');
    const subject = query.get('subject');
    const type = query.get('type');
    return (
      (!collection || document.collection === collection) &&
      (!exam || document.exams.includes(exam as StudyDocument['exams'][number])) &&
      (!subject || document.subjects.includes(subject as StudyDocument['subjects'][number])) &&
      (!type || document.type.toLowerCase() === type.toLowerCase())
    );
  });
}

/**
 * Replaces fetch with the API's answers for the paths these pages read. `answers` may override any path
 * (a status code answers with that status and an empty body).
 */
export function installFakeApi(answers: Record<string, unknown> = {}): jest.Mock {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const override = answers[url.pathname];
    if (typeof override === 'number') return fakeResponse(override, '', 'Error');
    if (override !== undefined) return fakeResponse(200, JSON.stringify(override));
    if (url.pathname === '/api/exam-types') return fakeResponse(200, JSON.stringify(examTypesFixture));
    const materials = /^\/api\/exam-types\/([^/]+)\/study-materials$/.exec(url.pathname);
    if (materials) return fakeResponse(200, JSON.stringify([studyMaterialFixture(materials[1]!)]));
    if (url.pathname === '/api/documents') return fakeResponse(200, JSON.stringify(filterDocuments(url.searchParams)));
    if (url.pathname === '/api/auth/user') return fakeResponse(200, 'null');
    return fakeResponse(404, '', 'Not Found');
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
