// Reads PDFs back as a PDF reader would (unpdf, i.e. pdf.js) and prints one JSON array: page count, document
// info and each page's text. Tests run it in its own Node process through readPdfs(): unpdf loads pdf.js
// with a dynamic import, which jest's CommonJS runtime cannot do.
import { readFileSync } from 'node:fs';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';

const results = [];
for (const file of process.argv.slice(2)) {
  const pdf = await getDocumentProxy(new Uint8Array(readFileSync(file)));
  const { info } = await getMeta(pdf);
  const { text } = await extractText(pdf, { mergePages: false });
  results.push({ file, pages: pdf.numPages, info, pageTexts: text });
}
process.stdout.write(JSON.stringify(results));
