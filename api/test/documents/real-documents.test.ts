import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildDocuments, type BuildDocumentsSummary } from '../../src/documents/build-documents';
import { documentFilePath } from '../../src/documents/document-index';
import { documentSourceFiles } from '../../src/documents/source-reader';
import { testConfig } from '../helpers/test-app';
import { readDocx, readPdfs, type ReadPdf } from './read-back';

// The real sources writers add to api/content/documents: every one validates, builds, and is a real
// document of at least three pages with its title inside (the README's rules, kept by a test).
jest.setTimeout(600_000);

const sourcesDir = path.join(testConfig().contentDir, 'documents');
const sourceIds = documentSourceFiles(sourcesDir).map((file) => path.basename(file, '.md'));
let filesDir: string;
let summary: BuildDocumentsSummary;
let pdfs: Map<string, ReadPdf>;

/** Whitespace and soft hyphenation do not count: a long title wraps in the title block. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

beforeAll(async () => {
  filesDir = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-real-documents-'));
  summary = await buildDocuments({ sourcesDir, filesDir });
  pdfs = readPdfs(summary.documents.filter((document) => document.format === 'pdf').map((document) => documentFilePath(filesDir, document)));
});
afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

describe('the study documents in api/content/documents', () => {
  it('builds every source', () => {
    expect(summary.documents.map((document) => document.id).sort()).toEqual([...sourceIds].sort());
  });

  it.each(sourceIds)('%s is a real document with its title inside, a PDF of at least 3 pages with the page count the index shows', (id) => {
    const document = summary.documents.find((candidate) => candidate.id === id);
    if (!document) throw new Error(`${id} was not built`);
    const file = documentFilePath(filesDir, document);
    if (document.format === 'docx') {
      expect(readDocx(file)['word/document.xml']).toContain(document.title.replace(/&/g, '&amp;'));
      return;
    }
    const pdf = pdfs.get(file);
    expect(pdf?.info.Title).toBe(document.title);
    expect(pdf?.pages).toBe(document.pages);
    expect(document.pages).toBeGreaterThanOrEqual(3);
    expect(squeeze(pdf?.pageTexts[0] ?? '')).toContain(squeeze(document.title));
    expect(pdf?.pageTexts.at(-1)).toMatch(new RegExp(`Page ${document.pages} of ${document.pages}$`));
  });
});
