import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { readFileSync } from 'node:fs';

export interface ReadPdf {
  file: string;
  pages: number;
  info: { Title?: string; Author?: string; CreationDate?: string; [key: string]: unknown };
  /** Each page's text, whitespace collapsed, pdf.js's µ (U+03BC) turned into the µ sources use (U+00B5). */
  pageTexts: string[];
}

/** Reads PDFs with unpdf in a child process (see read-pdfs.ts). */
export function readPdfs(files: string[]): Map<string, ReadPdf> {
  if (files.length === 0) return new Map();
  const output = execFileSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'read-pdfs.ts'), ...files], {
    cwd: path.join(__dirname, '..', '..', '..'),
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  return new Map(
    (JSON.parse(output) as ReadPdf[]).map((pdf) => [
      pdf.file,
      { ...pdf, pageTexts: pdf.pageTexts.map((text) => text.replace(/\u03bc/g, '\u00b5').replace(/\s+/g, ' ').trim()) },
    ]),
  );
}

/** The text files of a .docx (a zip): word/document.xml, word/styles.xml, word/header1.xml... */
export function readDocx(file: string): Record<string, string> {
  return Object.fromEntries(Object.entries(unzipSync(new Uint8Array(readFileSync(file)))).map(([name, bytes]) => [name, strFromU8(bytes)]));
}
