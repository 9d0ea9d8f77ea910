import { mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { documentCollectionPlaces, type StudyDocument } from '@nurseprep/contracts';
import { DOCUMENT_INDEX_FILE, documentFilePath, indexEntryOf, readDocumentIndex } from './document-index';
import { writeDocumentDocx } from './docx-writer';
import { pdfPageCount, writeDocumentPdf } from './pdf-writer';
import { readDocumentSources } from './source-reader';

export interface BuildDocumentsOptions {
  /** The sources folder (api/content/documents). */
  sourcesDir: string;
  /** Where the files and the index go (FILES_DIR). */
  filesDir: string;
  fontsFolder?: string;
}

export interface BuildDocumentsSummary {
  documents: StudyDocument[];
  totalBytes: number;
  milliseconds: number;
  indexPath: string;
}

/** Writes through a temporary name, so a running server never serves half a file. */
function writeAtomically(file: string, data: Buffer | string) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

/**
 * Builds every source into FILES_DIR (`free/`, `attached_assets/`, `documents/`) and writes the index with
 * each file's real page count (read back from the PDF) and size. Files an earlier build made for sources
 * that are gone are removed; files it did not make are left alone. Throws, naming file and field, on a bad source.
 */
export async function buildDocuments({ sourcesDir, filesDir, fontsFolder }: BuildDocumentsOptions): Promise<BuildDocumentsSummary> {
  const started = performance.now();
  const sources = readDocumentSources(sourcesDir);
  for (const folder of new Set(Object.values(documentCollectionPlaces).map((place) => place.folder))) {
    mkdirSync(path.join(filesDir, folder), { recursive: true });
  }

  const documents: StudyDocument[] = [];
  for (const { frontMatter, blocks } of sources) {
    const file = documentFilePath(filesDir, frontMatter);
    const bytes =
      frontMatter.format === 'pdf'
        ? await writeDocumentPdf(frontMatter, blocks, fontsFolder ? { fontsFolder } : {})
        : await writeDocumentDocx(frontMatter, blocks);
    writeAtomically(file, bytes);
    const pages = frontMatter.format === 'pdf' ? pdfPageCount(bytes) : null;
    documents.push(indexEntryOf(frontMatter, blocks, { pages, bytes: statSync(file).size }));
  }

  const previous = readDocumentIndex(filesDir);
  if (previous.status === 'ok') {
    const written = new Set(documents.map((document) => documentFilePath(filesDir, document)));
    for (const old of previous.documents) {
      const file = documentFilePath(filesDir, old);
      if (!written.has(file)) rmSync(file, { force: true });
    }
  }

  const indexPath = path.join(filesDir, DOCUMENT_INDEX_FILE);
  writeAtomically(indexPath, `${JSON.stringify({ documents }, null, 2)}\n`);
  return {
    documents,
    totalBytes: documents.reduce((sum, document) => sum + document.bytes, 0),
    milliseconds: performance.now() - started,
    indexPath,
  };
}
