import { z } from 'zod';
import { courseworkSubjectSlugs, examPageSlugs, schoolSlugs } from './routes';

/**
 * Study documents (api/content/documents/README.md): each source is YAML front matter plus a Markdown body;
 * the build turns it into a PDF (or a Word file) and an index entry, which `GET /api/documents` serves.
 */

export const documentCollections = ['free', 'catalogue', 'builtin', 'school'] as const;
export type DocumentCollection = (typeof documentCollections)[number];

export const documentFormats = ['pdf', 'docx'] as const;
export type DocumentFormat = (typeof documentFormats)[number];

/** Where each collection's files are served, and the folder of FILES_DIR they live in. */
export const documentCollectionPlaces = {
  free: { urlPrefix: '/resources/free', folder: 'free', signInRequired: false },
  catalogue: { urlPrefix: '/attached_assets', folder: 'attached_assets', signInRequired: true },
  builtin: { urlPrefix: '/documents', folder: 'documents', signInRequired: true },
  school: { urlPrefix: '/documents', folder: 'documents', signInRequired: true },
} as const satisfies Record<DocumentCollection, { urlPrefix: string; folder: string; signInRequired: boolean }>;

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase slug (a-z, 0-9 and single hyphens)');
const text = z.string().trim().min(1, 'must not be empty');

/** The fields of a source's front matter, with their defaults (shared by the source and the index entry). */
const frontMatterShape = {
  id: slug.max(100),
  title: text.max(150),
  description: text.max(500),
  collection: z.enum(documentCollections),
  format: z.enum(documentFormats).default('pdf'),
  /** The card's type label; exam pages filter on it case-insensitively (TEAS, HESI, Study Guide, Template...). */
  type: text.max(40),
  exams: z.array(z.enum(examPageSlugs)).default([]),
  subjects: z.array(z.enum(courseworkSubjectSlugs)).default([]),
  schools: z.array(z.enum(schoolSlugs)).default([]),
  /** Course codes as the school page shows them (NR-293, NURS 6521). */
  courses: z.array(text.max(40)).default([]),
  /** The tab or block of a page the document is listed in (study-guides, ebp-guide, writing). */
  section: slug.max(60).optional(),
  topics: z.array(text.max(80)).default([]),
  premium: z.boolean().default(false),
  verified: z.boolean().default(false),
};

/**
 * A source file's front matter. Unknown fields are refused (a misspelt `subject:` would otherwise vanish).
 * The id must also equal the file name: the reader checks that, as only it knows the name.
 */
export const documentFrontMatterSchema = z.strictObject(frontMatterShape).superRefine((value, context) => {
  if (value.format === 'docx' && documentCollectionPlaces[value.collection].urlPrefix !== '/documents') {
    context.addIssue({ code: 'custom', path: ['format'], message: 'docx files are served from /documents only: use collection builtin or school' });
  }
});
export type DocumentFrontMatter = z.infer<typeof documentFrontMatterSchema>;
export type DocumentFrontMatterInput = z.input<typeof documentFrontMatterSchema>;

/** One entry of the index the build writes and `GET /api/documents` answers. */
export const studyDocumentSchema = z.object({
  ...frontMatterShape,
  /** Where the file is served (a plain link, gated for catalogue, builtin and school). */
  url: z.string(),
  /** Catalogue documents only: `<id>.pdf`, the file under /attached_assets/; null for the others. */
  assetPath: z.string().nullable(),
  /** The name the download is saved under: the title (made safe for a file name) plus .pdf or .docx. */
  fileName: z.string(),
  /** The real page count read back from the PDF; null for Word files (their pages depend on the reader's layout). */
  pages: z.number().int().positive().nullable(),
  /** The real size of the file. */
  bytes: z.number().int().positive(),
  /** The opening of the document's text (about 600 characters), for the preview. */
  excerpt: z.string(),
});
export type StudyDocument = z.infer<typeof studyDocumentSchema>;

/** The index file (FILES_DIR/documents-index.json). */
export const documentIndexSchema = z.object({ documents: z.array(studyDocumentSchema) });
export type DocumentIndex = z.infer<typeof documentIndexSchema>;

const filterText = z.string().trim().min(1).max(100).optional();

/** `GET /api/documents` query: every given filter must match (type case-insensitively). */
export const documentFiltersSchema = z.object({
  collection: z.enum(documentCollections).optional(),
  exam: filterText,
  subject: filterText,
  school: filterText,
  course: filterText,
  section: filterText,
  type: filterText,
});
export type DocumentFilters = z.infer<typeof documentFiltersSchema>;

export const documentIdParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });

/** The path a document is served at, per the collection table. */
export function documentUrlOf({ id, collection, format }: Pick<DocumentFrontMatter, 'id' | 'collection' | 'format'>): string {
  return `${documentCollectionPlaces[collection].urlPrefix}/${id}.${format}`;
}

/** '<title>.pdf' with the characters no file system accepts in a name replaced by hyphens. */
export function documentFileNameOf({ title, format }: Pick<DocumentFrontMatter, 'title' | 'format'>): string {
  const safe = title
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' - ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.-]+|[\s.]+$/g, '');
  return `${safe || 'document'}.${format}`;
}

// In a module without zod, so a page that only shows documents (shared-ui's cards) never downloads zod.
export { documentPreviewText, formatFileSize } from './document-text';

/** Equal ignoring case (accents still count). */
const sameText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'accent' }) === 0;

/** The documents every given filter matches: type, course and section case-insensitively; slugs exactly. */
export function filterDocuments(documents: readonly StudyDocument[], filters: DocumentFilters): StudyDocument[] {
  const { collection, type, course, section } = filters;
  const [exam, subject, school] = [filters.exam, filters.subject, filters.school].map((slug) => slug?.toLowerCase());
  return documents.filter(
    (document) =>
      (!collection || document.collection === collection) &&
      (!exam || document.exams.some((candidate) => candidate === exam)) &&
      (!subject || document.subjects.some((candidate) => candidate === subject)) &&
      (!school || document.schools.some((candidate) => candidate === school)) &&
      (!course || document.courses.some((candidate) => sameText(candidate, course))) &&
      (!section || (document.section !== undefined && sameText(document.section, section))) &&
      (!type || sameText(document.type, type)),
  );
}
