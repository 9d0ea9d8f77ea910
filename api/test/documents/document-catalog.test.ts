import { cpSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildDocuments } from '../../src/documents/build-documents';
import { loadDocumentCatalog } from '../../src/documents/document-catalog';
import { DOCUMENT_INDEX_FILE } from '../../src/documents/document-index';

jest.setTimeout(120_000);

const fixturesDir = path.join(__dirname, '..', 'fixtures', 'documents');
let root: string;
let sourcesDir: string;
let filesDir: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-catalog-'));
  sourcesDir = path.join(root, 'documents');
  filesDir = path.join(root, 'files');
  cpSync(fixturesDir, sourcesDir, { recursive: true });
  await buildDocuments({ sourcesDir, filesDir });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function load(options: { filesDir?: string } = {}) {
  const warnings: string[] = [];
  const catalog = loadDocumentCatalog({ filesDir: options.filesDir ?? filesDir, sourcesDir, warn: (message) => warnings.push(message) });
  return { catalog, warnings };
}

describe('the documents catalog the server loads at start-up', () => {
  it('serves the built index without a warning when every source has its file', () => {
    const { catalog, warnings } = load();
    expect(warnings).toEqual([]);
    expect(catalog.documents).toHaveLength(5);
    expect(catalog.find('fixture-hesi-catalogue-guide')?.fileName).toBe('Fixture HESI Catalogue Guide.pdf');
    expect(catalog.downloadNameOf('attached_assets', 'fixture-hesi-catalogue-guide.pdf')).toBe('Fixture HESI Catalogue Guide.pdf');
    expect(catalog.downloadNameOf('documents', 'fixture-hesi-catalogue-guide.pdf')).toBeUndefined();
    expect(catalog.filter({ type: 'hesi' }).map((document) => document.id)).toEqual(['fixture-hesi-catalogue-guide']);
  });

  it('warns and serves an empty list when the index was never built', () => {
    const empty = path.join(root, 'empty');
    const { catalog, warnings } = load({ filesDir: empty });
    expect(catalog.documents).toEqual([]);
    expect(warnings).toEqual([
      `Study documents: no index at ${path.join(empty, DOCUMENT_INDEX_FILE)}; serving an empty list (run \`npm run build:documents\`)`,
      'Study documents: 5 source(s) have no built file (run `npm run build:documents`)',
    ]);
  });

  it('leaves out an indexed document whose file is gone, and names the sources without a built file', () => {
    const copy = path.join(root, 'files-copy');
    cpSync(filesDir, copy, { recursive: true });
    rmSync(path.join(copy, 'documents', 'fixture-teas-builtin-review.pdf'));
    const { catalog, warnings } = load({ filesDir: copy });
    expect(catalog.find('fixture-teas-builtin-review')).toBeUndefined();
    expect(catalog.documents).toHaveLength(4);
    expect(warnings).toEqual([
      expect.stringMatching(/^Study documents: fixture-teas-builtin-review is in the index but its file .* is missing; not listed/),
      'Study documents: no built file for fixture-teas-builtin-review (run `npm run build:documents`)',
    ]);
  });

  it('warns about a source changed after the last build', () => {
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(sourcesDir, 'fixture-nr-293-school-guide.md'), later, later);
    try {
      expect(load().warnings).toEqual(['Study documents: fixture-nr-293-school-guide changed after the last build (run `npm run build:documents`)']);
    } finally {
      const now = new Date(0);
      utimesSync(path.join(sourcesDir, 'fixture-nr-293-school-guide.md'), now, now);
    }
  });
});
