import { filterDocuments, type StudyDocument } from '@nurseprep/contracts';
import type { FakeHandler } from './fake-api';

function studyDocument(fields: Partial<StudyDocument> & Pick<StudyDocument, 'id' | 'title' | 'collection' | 'type'>): StudyDocument {
  const folder = fields.collection === 'catalogue' ? '/attached_assets' : '/documents';
  return {
    description: `${fields.title}: a review with worked examples.`,
    format: 'pdf',
    exams: [],
    subjects: [],
    schools: [],
    courses: [],
    topics: [],
    premium: false,
    verified: true,
    url: `${folder}/${fields.id}.pdf`,
    assetPath: fields.collection === 'catalogue' ? `${fields.id}.pdf` : null,
    fileName: `${fields.title}.pdf`,
    pages: 4,
    bytes: 48_000,
    excerpt: 'The opening of the document, as the index keeps it.',
    ...fields,
  };
}

/** Documents as GET /api/documents lists them, unfiltered (each fake filters them as the API does). */
export const documentsFixture: StudyDocument[] = [
  studyDocument({
    id: 'hesi-a2-math-review',
    title: 'HESI A2 Math Review',
    collection: 'catalogue',
    type: 'HESI',
    exams: ['hesi'],
    premium: true,
    topics: ['Fractions', 'Ratios', 'Conversions', 'Dosage math', 'Word problems'],
  }),
  studyDocument({ id: 'hesi-a2-grammar-review', title: 'HESI A2 Grammar Review', collection: 'builtin', type: 'HESI', exams: ['hesi'], topics: ['Parts of speech'] }),
  studyDocument({ id: 'teas-7-science-review', title: 'TEAS 7 Science Review', collection: 'builtin', type: 'TEAS', exams: ['teas'] }),
  studyDocument({ id: 'nclex-rn-pharmacology-review', title: 'NCLEX-RN Pharmacology Review', collection: 'catalogue', type: 'NCLEX', exams: ['nclex'], subjects: ['pharmacology'] }),
  studyDocument({ id: 'med-surg-high-yield-review', title: 'Med-Surg High-Yield Review', collection: 'school', type: 'Study Guide', subjects: ['med-surg'] }),
];

/** A fake `GET /api/documents`: `documents` (the fixture unless given) filtered by the request's query as the API filters them. */
export function studyDocumentsHandler(documents: readonly StudyDocument[] = documentsFixture): FakeHandler<'GET /api/documents'> {
  return ({ query }) => ({ status: 200, body: filterDocuments(documents, query) });
}
