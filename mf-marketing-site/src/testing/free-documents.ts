import type { StudyDocument } from '@nurseprep/contracts';

const free = (id: string, title: string, pages: number, bytes: number): StudyDocument => ({
  id,
  title,
  description: `${title}: a free printable resource.`,
  collection: 'free',
  format: 'pdf',
  type: 'Free Resource',
  exams: [],
  subjects: [],
  schools: [],
  courses: [],
  topics: [],
  premium: false,
  verified: true,
  url: `/resources/free/${id}.pdf`,
  assetPath: null,
  fileName: `${title}.pdf`,
  pages,
  bytes,
  excerpt: '',
});

/** The six free PDFs as GET /api/documents?collection=free answers (pages and sizes as the index gives them). */
export const freeDocumentsFixture: StudyDocument[] = [
  free('teas-8-week-study-planner', '8-Week ATI TEAS 7 Study Planner', 7, 48_000),
  free('medical-terminology-cheat-sheet', 'Medical Terminology Cheat Sheet', 9, 61_440),
  free('nursing-math-formulas', 'Nursing Math Formulas Sheet', 9, 55_000),
  free('hesi-a2-practice-questions', 'HESI A2 Practice Questions with Rationales', 14, 90_000),
  free('lab-values-reference', 'Lab Values Reference for Nursing Students', 10, 70_000),
  free('nursing-care-plan-template', 'Nursing Care Plan Template (NANDA-I Format)', 6, 40_000),
];
