import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { documentCollectionPlaces, type StudyDocument } from '@nurseprep/contracts';
import { repositoryRoot } from '../config';
import { DOCUMENT_INDEX_FILE, documentFilePath, indexEntryOf, readDocumentIndex } from './document-index';
import { writeDocumentDocx } from './docx-writer';
import { defaultFontsFolder, pdfPageCount, writeDocumentPdf } from './pdf-writer';
import { readDocumentSources } from './source-reader';

export interface BuildDocumentsOptions {
  /** The sources folder (api/content/documents). */
  sourcesDir: string;
  /** Where the files and the index go (FILES_DIR). */
  filesDir: string;
  fontsFolder?: string;
  /** Rebuild every file, even those whose source and generator have not changed since the last build. */
  force?: boolean;
}

export interface BuildDocumentsSummary {
  documents: StudyDocument[];
  /** The ids written by this build; the others were unchanged and kept. */
  rebuilt: string[];
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

/** What the last build made each file from, beside the index (not served): FILES_DIR/.documents-build.json. */
const BUILD_RECORD_FILE = '.documents-build.json';
type BuildRecord = Record<string, string>;

function readBuildRecord(filesDir: string): BuildRecord {
  try {
    return JSON.parse(readFileSync(path.join(filesDir, BUILD_RECORD_FILE), 'utf8')) as BuildRecord;
  } catch {
    return {};
  }
}

/**
 * Everything besides its source that a file depends on: the generator's code, the document contract, the
 * versions of the libraries and the fonts (their folder and package). A change to any of them rebuilds every
 * document.
 */
function generatorFingerprint(fontsFolder: string | undefined): string {
  const fonts = fontsFolder ?? defaultFontsFolder();
  const hash = createHash('sha256').update(fonts);
  const fontPackage = path.join(fonts, '..', 'package.json');
  if (existsSync(fontPackage)) hash.update(readFileSync(fontPackage));
  const generatorFolder = path.join(repositoryRoot, 'api', 'src', 'documents');
  for (const name of readdirSync(generatorFolder).filter((entry) => entry.endsWith('.ts')).sort()) {
    hash.update(name).update(readFileSync(path.join(generatorFolder, name)));
  }
  hash.update(readFileSync(path.join(repositoryRoot, 'contracts', 'src', 'documents.ts')));
  for (const library of ['pdfkit', 'docx', 'markdown-it', 'yaml']) hash.update(`${library}@${installedVersion(library)}`);
  return hash.digest('hex');
}

/** A dependency's installed version, from the package.json above its entry point (some export no package.json). */
function installedVersion(library: string): string {
  let folder = path.dirname(createRequire(path.join(repositoryRoot, 'api', 'package.json')).resolve(library));
  for (;;) {
    const manifest = path.join(folder, 'package.json');
    if (existsSync(manifest)) {
      const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
      if (name === library && version) return version;
    }
    const parent = path.dirname(folder);
    if (parent === folder) return 'unknown';
    folder = parent;
  }
}

/**
 * Builds every source into FILES_DIR (`free/`, `attached_assets/`, `documents/`) and writes the index with
 * each file's real page count (read back from the PDF) and size. Files an earlier build made for sources
 * that are gone are removed; files it did not make are left alone. A file whose source and generator are
 * the same as at the last build is kept as it is (same bytes either way). Throws, naming file and field, on a
 * bad source.
 */
export async function buildDocuments({ sourcesDir, filesDir, fontsFolder, force = false }: BuildDocumentsOptions): Promise<BuildDocumentsSummary> {
  const started = performance.now();
  const sources = readDocumentSources(sourcesDir);
  for (const folder of new Set(Object.values(documentCollectionPlaces).map((place) => place.folder))) {
    mkdirSync(path.join(filesDir, folder), { recursive: true });
  }
  const previous = readDocumentIndex(filesDir);
  const previousEntries = new Map(previous.status === 'ok' ? previous.documents.map((document) => [document.id, document]) : []);
  const previousRecord = force ? {} : readBuildRecord(filesDir);
  const fingerprint = generatorFingerprint(fontsFolder);
  const record: BuildRecord = {};

  const documents: StudyDocument[] = [];
  const rebuilt: string[] = [];
  for (const { frontMatter, blocks, sourcePath } of sources) {
    const file = documentFilePath(filesDir, frontMatter);
    const key = createHash('sha256').update(fingerprint).update(readFileSync(sourcePath)).digest('hex');
    record[frontMatter.id] = key;
    const kept = previousEntries.get(frontMatter.id);
    if (kept && previousRecord[frontMatter.id] === key && existsSync(file) && statSync(file).size === kept.bytes) {
      documents.push(kept);
      continue;
    }
    rebuilt.push(frontMatter.id);
    const bytes =
      frontMatter.format === 'pdf'
        ? await writeDocumentPdf(frontMatter, blocks, fontsFolder ? { fontsFolder } : {})
        : await writeDocumentDocx(frontMatter, blocks);
    writeAtomically(file, bytes);
    const pages = frontMatter.format === 'pdf' ? pdfPageCount(bytes) : null;
    documents.push(indexEntryOf(frontMatter, blocks, { pages, bytes: statSync(file).size }));
  }

  if (previous.status === 'ok') {
    const written = new Set(documents.map((document) => documentFilePath(filesDir, document)));
    for (const old of previous.documents) {
      const file = documentFilePath(filesDir, old);
      if (!written.has(file)) rmSync(file, { force: true });
    }
  }

  const indexPath = path.join(filesDir, DOCUMENT_INDEX_FILE);
  writeAtomically(indexPath, `${JSON.stringify({ documents }, null, 2)}\n`);
  writeAtomically(path.join(filesDir, BUILD_RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
  return {
    documents,
    rebuilt,
    totalBytes: documents.reduce((sum, document) => sum + document.bytes, 0),
    milliseconds: performance.now() - started,
    indexPath,
  };
}
