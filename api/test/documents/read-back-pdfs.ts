// Run by free-pdfs.test.ts in its own Node process (unpdf loads pdf.js with a dynamic import, which jest's
// CommonJS runtime cannot do): builds each named free PDF from its source with the site's generator, reads
// it back as a PDF reader would, and prints one JSON array.
import path from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { documentFileNameOf, documentUrlOf } from '@nurseprep/contracts';
import { indexEntryOf } from '../../src/documents/document-index';
import { pdfPageCount, writeDocumentPdf } from '../../src/documents/pdf-writer';
import { readDocumentSource } from '../../src/documents/source-reader';

const [sourcesDir = '', ...ids] = process.argv.slice(2);
const results = [];
for (const id of ids) {
  const source = readDocumentSource(path.join(sourcesDir, `${id}.md`));
  if (Array.isArray(source)) throw new Error(source.join('\n'));
  const bytes = await writeDocumentPdf(source.frontMatter, source.blocks);
  const entry = indexEntryOf(source.frontMatter, source.blocks, { pages: pdfPageCount(bytes), bytes: bytes.length });
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  const metadata = await pdf.getMetadata();
  results.push({
    id,
    title: source.frontMatter.title,
    metadataTitle: (metadata.info as { Title?: string }).Title ?? null,
    pages: pdf.numPages,
    indexPages: entry.pages,
    url: documentUrlOf(source.frontMatter),
    fileName: documentFileNameOf(source.frontMatter),
    startsAsPdf: bytes.subarray(0, 5).toString('latin1') === '%PDF-',
    text,
  });
}
process.stdout.write(JSON.stringify(results));
