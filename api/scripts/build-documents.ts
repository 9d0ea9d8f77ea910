// npm run build:documents: turns api/content/documents/*.md into PDFs and Word files under FILES_DIR
// (free/, attached_assets/, documents/) plus documents-index.json, and prints a one-line summary. Files whose
// source and generator did not change are kept; `npm run build:documents -- --force` rebuilds them all.
import path from 'node:path';
import { formatFileSize } from '@nurseprep/contracts';
import { loadConfig } from '../src/config';
import { buildDocuments } from '../src/documents/build-documents';

const config = loadConfig();
try {
  const summary = await buildDocuments({
    sourcesDir: path.join(config.contentDir, 'documents'),
    filesDir: config.filesDir,
    force: process.argv.includes('--force'),
  });
  const pdfs = summary.documents.filter((document) => document.format === 'pdf').length;
  const pages = summary.documents.reduce((sum, document) => sum + (document.pages ?? 0), 0);
  console.log(
    `built ${summary.documents.length} study documents (${pdfs} PDF, ${pages} pages; ${summary.documents.length - pdfs} Word), ` +
      `${formatFileSize(summary.totalBytes)} in all; ${summary.rebuilt.length} written, ${summary.documents.length - summary.rebuilt.length} unchanged; ` +
      `in ${(summary.milliseconds / 1000).toFixed(1)} s -> ${path.relative(process.cwd(), config.filesDir) || '.'}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
