import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { filterDocuments, type DocumentFilters, type StudyDocument } from '@nurseprep/contracts';
import { DOCUMENT_INDEX_FILE, documentFileOf, documentFilePath, readDocumentIndex } from './document-index';
import { readDocumentSources } from './source-reader';

/** The study documents the server answers with: the built index, checked against the sources at start-up. */
export interface DocumentCatalog {
  documents: StudyDocument[];
  find(id: string): StudyDocument | undefined;
  filter(filters: DocumentFilters): StudyDocument[];
  /** The name a file of FILES_DIR (`<folder>/<name>`) is downloaded under, when the index lists it. */
  downloadNameOf(folder: string, name: string): string | undefined;
}

export interface LoadDocumentCatalogOptions {
  filesDir: string;
  /** api/content/documents: validated here, so a bad source stops start-up naming its file and field. */
  sourcesDir: string;
  warn: (message: string) => void;
}

const rebuildHint = 'run `npm run build:documents`';

/**
 * Reads the index once. Never fails for want of built files (a missing or unreadable index, or a source
 * without its file, is a warning and the list is what exists); fails only for a source that is not valid.
 */
export function loadDocumentCatalog({ filesDir, sourcesDir, warn }: LoadDocumentCatalogOptions): DocumentCatalog {
  const sources = existsSync(sourcesDir) ? readDocumentSources(sourcesDir) : [];
  const indexPath = path.join(filesDir, DOCUMENT_INDEX_FILE);
  const index = readDocumentIndex(filesDir);

  let documents: StudyDocument[] = [];
  if (index.status === 'missing') {
    warn(`Study documents: no index at ${indexPath}; serving an empty list (${rebuildHint})`);
  } else if (index.status === 'invalid') {
    warn(`Study documents: the index at ${indexPath} cannot be read (${index.reason}); serving an empty list (${rebuildHint})`);
  } else {
    documents = index.documents.filter((document) => {
      const exists = existsSync(documentFilePath(filesDir, document));
      if (!exists) warn(`Study documents: ${document.id} is in the index but its file ${documentFilePath(filesDir, document)} is missing; not listed (${rebuildHint})`);
      return exists;
    });
    const listed = new Set(documents.map((document) => document.id));
    const built = statSync(indexPath).mtimeMs;
    const unbuilt = sources.filter((source) => !listed.has(source.frontMatter.id)).map((source) => source.frontMatter.id);
    if (unbuilt.length > 0) warn(`Study documents: no built file for ${unbuilt.join(', ')} (${rebuildHint})`);
    const changed = sources.filter((source) => listed.has(source.frontMatter.id) && source.modifiedMs > built).map((source) => source.frontMatter.id);
    if (changed.length > 0) warn(`Study documents: ${changed.join(', ')} changed after the last build (${rebuildHint})`);
  }
  if (index.status !== 'ok' && sources.length > 0) warn(`Study documents: ${sources.length} source(s) have no built file (${rebuildHint})`);

  const byId = new Map(documents.map((document) => [document.id, document]));
  const byFile = new Map(
    documents.map((document) => {
      const { folder, name } = documentFileOf(document);
      return [`${folder}/${name}`, document.fileName];
    }),
  );
  return {
    documents,
    find: (id) => byId.get(id),
    filter: (filters) => filterDocuments(documents, filters),
    downloadNameOf: (folder, name) => byFile.get(`${folder}/${name}`),
  };
}
