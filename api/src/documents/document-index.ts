import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  documentCollectionPlaces,
  documentFileNameOf,
  documentIndexSchema,
  documentUrlOf,
  type DocumentFrontMatter,
  type StudyDocument,
} from '@nurseprep/contracts';
import { excerptOf, type Block } from './markdown-blocks';

/** The index the build writes beside the folders of files, and the server reads at start-up. */
export const DOCUMENT_INDEX_FILE = 'documents-index.json';

/** The folder of FILES_DIR and the file name a document is written to. */
export function documentFileOf(frontMatter: Pick<DocumentFrontMatter, 'id' | 'collection' | 'format'>): { folder: string; name: string } {
  return { folder: documentCollectionPlaces[frontMatter.collection].folder, name: `${frontMatter.id}.${frontMatter.format}` };
}

export function documentFilePath(filesDir: string, frontMatter: Pick<DocumentFrontMatter, 'id' | 'collection' | 'format'>): string {
  const { folder, name } = documentFileOf(frontMatter);
  return path.join(filesDir, folder, name);
}

/** An index entry: the front matter plus where it is served, its download name and the built file's real facts. */
export function indexEntryOf(frontMatter: DocumentFrontMatter, blocks: Block[], file: { pages: number | null; bytes: number }): StudyDocument {
  return {
    ...frontMatter,
    url: documentUrlOf(frontMatter),
    assetPath: frontMatter.collection === 'catalogue' ? `${frontMatter.id}.${frontMatter.format}` : null,
    fileName: documentFileNameOf(frontMatter),
    pages: file.pages,
    bytes: file.bytes,
    excerpt: excerptOf(blocks),
  };
}

export type IndexReading = { status: 'ok'; documents: StudyDocument[] } | { status: 'missing' } | { status: 'invalid'; reason: string };

/** Reads FILES_DIR/documents-index.json without throwing: the server must start without it. */
export function readDocumentIndex(filesDir: string): IndexReading {
  const file = path.join(filesDir, DOCUMENT_INDEX_FILE);
  if (!existsSync(file)) return { status: 'missing' };
  try {
    const parsed = documentIndexSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return { status: 'invalid', reason: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'does not match the index format'}` };
    }
    return { status: 'ok', documents: parsed.data.documents };
  } catch (error) {
    return { status: 'invalid', reason: error instanceof Error ? error.message : String(error) };
  }
}

