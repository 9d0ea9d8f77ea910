import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StudyDocument } from '@nurseprep/contracts';
import { buildDocuments, type BuildDocumentsSummary } from '../../src/documents/build-documents';
import { titlePagePlaceholders } from '../../src/documents/docx-writer';
import { DOCUMENT_INDEX_FILE, documentFilePath } from '../../src/documents/document-index';
import { INDEPENDENCE_LINE, pdfPageCount, writeDocumentPdf } from '../../src/documents/pdf-writer';
import type { Block, TextRun } from '../../src/documents/markdown-blocks';
import { readDocumentSource } from '../../src/documents/source-reader';
import { readDocx, readPdfs, type ReadPdf } from './read-back';

jest.setTimeout(180_000);

const repositoryRoot = path.join(__dirname, '..', '..', '..');
const fixturesDir = path.join(__dirname, '..', 'fixtures', 'documents');
let filesDir: string;
let summary: BuildDocumentsSummary;
let pdfs: Map<string, ReadPdf>;

function documentOf(id: string): StudyDocument {
  const document = summary.documents.find((candidate) => candidate.id === id);
  if (!document) throw new Error(`${id} was not built`);
  return document;
}

const fileOf = (document: StudyDocument) => documentFilePath(filesDir, document);

function pdfOf(id: string): ReadPdf {
  const pdf = pdfs.get(fileOf(documentOf(id)));
  if (!pdf) throw new Error(`${id} was not read back`);
  return pdf;
}

beforeAll(async () => {
  filesDir = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-generator-'));
  summary = await buildDocuments({ sourcesDir: fixturesDir, filesDir });
  pdfs = readPdfs(summary.documents.filter((document) => document.format === 'pdf').map(fileOf));
});
afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

describe('the document build', () => {
  it('writes each file where its collection is served, and an index with its real page count and size', () => {
    expect(summary.documents.map((document) => document.id)).toEqual([
      'fixture-apa-paper-template',
      'fixture-dosage-units-sheet',
      'fixture-hesi-catalogue-guide',
      'fixture-nr-293-school-guide',
      'fixture-teas-builtin-review',
    ]);
    expect(JSON.parse(readFileSync(path.join(filesDir, DOCUMENT_INDEX_FILE), 'utf8'))).toEqual({ documents: summary.documents });
    expect(existsSync(path.join(filesDir, 'free', 'fixture-dosage-units-sheet.pdf'))).toBe(true);
    expect(existsSync(path.join(filesDir, 'attached_assets', 'fixture-hesi-catalogue-guide.pdf'))).toBe(true);
    expect(existsSync(path.join(filesDir, 'documents', 'fixture-teas-builtin-review.pdf'))).toBe(true);
    expect(existsSync(path.join(filesDir, 'documents', 'fixture-apa-paper-template.docx'))).toBe(true);

    for (const document of summary.documents) {
      expect(document.bytes).toBe(statSync(fileOf(document)).size);
      if (document.format === 'pdf') expect(document.pages).toBe(pdfOf(document.id).pages);
      else expect(document.pages).toBeNull();
    }
    expect(documentOf('fixture-dosage-units-sheet').pages).toBe(3);
    expect(summary.totalBytes).toBe(summary.documents.reduce((sum, document) => sum + document.bytes, 0));
  });

  it('prints the title block, the description and the independence line on the first page, and the title in the PDF info', () => {
    const pdf = pdfOf('fixture-dosage-units-sheet');
    expect(pdf.info.Title).toBe('Fixture Dosage Units Sheet');
    expect(pdf.info.Author).toBe('NursePrep Academy');
    expect(pdf.pageTexts[0]).toMatch(/^Fixture Dosage Units Sheet A test fixture with a long table, Unicode units and a note box, used by the generator and API tests\. /);
    expect(pdf.pageTexts[0]).toContain(INDEPENDENCE_LINE);
    expect(INDEPENDENCE_LINE).toBe('NursePrep Academy · independent study material, not affiliated with any school or exam owner');
  });

  it('prints Unicode symbols, table cells, lists and the note box text', () => {
    const [first = ''] = pdfOf('fixture-dosage-units-sheet').pageTexts;
    expect(first).toContain('symbols such as µg, ≥, ≤, →, ± and ° survive the trip into the PDF.');
    expect(first).toContain('From To Factor Example');
    expect(first).toContain('1 mg µg 1,000 0.25 mg → 250 µg');
    expect(first).toContain('1 fl oz mL 30 4 fl oz → 120 mL');
    expect(first).toContain('Reference ranges vary by laboratory. This note box must print inside a bordered box.');
    expect(first).toContain('• A bullet item with bold words. • A second bullet item. – A nested bullet item.');
    expect(first).toContain('1. The first numbered step. 2. The second numbered step.');
  });

  it('continues a long table on the next page under its header row, and numbers every page in the footer', () => {
    const { pageTexts } = pdfOf('fixture-dosage-units-sheet');
    expect(pageTexts).toHaveLength(3);
    pageTexts.forEach((text, index) => expect(text).toMatch(new RegExp(`Fixture Dosage Units Sheet Page ${index + 1} of 3$`)));
    const rowsOn = (text: string) => [...text.matchAll(/Row (\d+) \1 /g)].map((match) => Number(match[1]));
    const secondRows = rowsOn(pageTexts[1] ?? '');
    const thirdRows = rowsOn(pageTexts[2] ?? '');
    expect(pageTexts[1]).toMatch(/^Row Value in mg Value in µg Check Row 1 /);
    expect(pageTexts[2]).toMatch(new RegExp(`^Row Value in mg Value in µg Check Row ${(secondRows.at(-1) ?? 0) + 1} `));
    expect([...secondRows, ...thirdRows]).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(pageTexts[2]).toContain('Row 50 50 50,000 ≥ 1 mg Closing The last paragraph of the fixture.');
  });

  it('gives the same bytes for the same source, dated with the fixed creation date', async () => {
    const source = readDocumentSource(path.join(fixturesDir, 'fixture-hesi-catalogue-guide.md'));
    if (Array.isArray(source)) throw new Error(source.join('\n'));
    const again = await writeDocumentPdf(source.frontMatter, source.blocks);
    expect(again.equals(readFileSync(path.join(filesDir, 'attached_assets', 'fixture-hesi-catalogue-guide.pdf')))).toBe(true);
    expect(pdfPageCount(again)).toBe(1);
    expect(pdfOf('fixture-hesi-catalogue-guide').info.CreationDate).toBe('D:20260101000000Z');
  });

  it('gives the same bytes from npm run build:documents in another process, and prints a one-line summary', () => {
    const otherFiles = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-generator-script-'));
    try {
      const output = execFileSync(process.execPath, ['--import', 'tsx', path.join(repositoryRoot, 'api', 'scripts', 'build-documents.ts')], {
        cwd: repositoryRoot,
        env: { ...process.env, FILES_DIR: otherFiles, CONTENT_DIR: path.dirname(fixturesDir) },
        encoding: 'utf8',
      });
      expect(output).toMatch(/^built 5 study documents \(4 PDF, 6 pages; 1 Word\), \d+ KB in all; 5 written, 0 unchanged; in \d+\.\d s -> \S+\n$/);
      for (const document of summary.documents.filter((candidate) => candidate.format === 'pdf')) {
        expect(readFileSync(documentFilePath(otherFiles, document)).equals(readFileSync(fileOf(document)))).toBe(true);
      }
    } finally {
      rmSync(otherFiles, { recursive: true, force: true });
    }
  });

  it('writes the Word template as an APA 7 student paper: title page, headings, placeholders and a references list', () => {
    const docx = readDocx(path.join(filesDir, 'documents', 'fixture-apa-paper-template.docx'));
    const body = docx['word/document.xml'] ?? '';
    const paragraphs = [...body.matchAll(/<w:p>([\s\S]*?)<\/w:p>/g)].map(([, inner = '']) => ({
      style: /<w:pStyle w:val="([^"]+)"/.exec(inner)?.[1] ?? null,
      text: [...inner.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map(([, text]) => text).join(''),
      pageBreakBefore: inner.includes('<w:pageBreakBefore/>'),
      pageBreak: inner.includes('<w:br w:type="page"/>'),
    }));
    const texts = paragraphs.map((paragraph) => paragraph.text).filter((text) => text.length > 0);

    // Title page: the title, then the student's details as placeholders; then a page break.
    expect(texts.slice(0, 6)).toEqual(['Fixture APA Course Paper Template', ...titlePagePlaceholders]);
    expect(paragraphs.find((paragraph) => paragraph.text === 'Fixture APA Course Paper Template')?.style).toBe('ApaTitle');
    expect(paragraphs.some((paragraph) => paragraph.pageBreak)).toBe(true);
    // First page of text: the title again, then the body with APA level 1-3 headings.
    expect(texts[6]).toBe('Fixture APA Course Paper Template');
    const styleOf = (text: string) => paragraphs.find((paragraph) => paragraph.text === text)?.style;
    expect(styleOf('Background')).toBe('Heading1');
    expect(styleOf('Current Evidence')).toBe('Heading2');
    expect(styleOf('Limitations of the Evidence')).toBe('Heading3');
    expect(styleOf('[Describe the strongest evidence you found.]')).toBe('ApaBody');
    expect(texts).toContain('[Write the introduction here: state the topic, why it matters to nursing practice, and the purpose of the paper.]');
    // References on a new page, each entry with the hanging indent style.
    const references = paragraphs.find((paragraph) => paragraph.text === 'References');
    expect(references).toMatchObject({ style: 'Heading1', pageBreakBefore: true });
    expect(paragraphs.filter((paragraph) => paragraph.style === 'Reference').map((paragraph) => paragraph.text)).toEqual([
      '[Author, A. A., &amp; Author, B. B. (Year). Title of the article. Journal Name, Volume(Issue), pages. https://doi.org/xxxx]',
      '[Author, C. C. (Year). Title of the book (Edition). Publisher.]',
    ]);
    // One-inch margins on a US Letter page, and the page number in the header.
    expect(body).toMatch(/<w:pgSz w:w="12240" w:h="15840"/);
    expect(body).toMatch(/<w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440"/);
    expect(docx['word/header1.xml']).toMatch(/PAGE/);
  });

  it('puts the APA formatting in styles.xml, so new paragraphs inherit it: Times New Roman 12, double spacing, black bold headings', () => {
    const styles = readDocx(path.join(filesDir, 'documents', 'fixture-apa-paper-template.docx'))['word/styles.xml'] ?? '';
    const defaults = /<w:docDefaults>([\s\S]*?)<\/w:docDefaults>/.exec(styles)?.[1] ?? '';
    expect(defaults).toContain('w:ascii="Times New Roman"');
    expect(defaults).toContain('<w:sz w:val="24"/>');
    expect(defaults).toMatch(/<w:spacing [^>]*w:line="480"/);
    const style = (id: string) => new RegExp(`<w:style [^>]*w:styleId="${id}">([\\s\\S]*?)</w:style>`).exec(styles)?.[1] ?? '';
    for (const heading of ['Heading1', 'Heading2', 'Heading3']) {
      expect(style(heading)).toContain('<w:b/>');
      expect(style(heading)).toContain('<w:color w:val="000000"/>');
      expect(style(heading)).toMatch(/<w:spacing [^>]*w:line="480"/);
    }
    expect(style('Heading1')).toContain('<w:jc w:val="center"/>');
    expect(style('Heading3')).toContain('<w:i/>');
    expect(style('Reference')).toMatch(/<w:ind [^>]*w:left="720"[^>]*w:hanging="720"|<w:ind [^>]*w:hanging="720"[^>]*w:left="720"/);
    expect(style('ApaBody')).toMatch(/<w:ind [^>]*w:firstLine="720"/);
  });

  it('keeps the files whose source did not change, rewrites the one that did, and rebuilds all when forced', async () => {
    const sourcesDir = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-generator-sources-'));
    const outputDir = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-generator-files-'));
    try {
      for (const id of ['fixture-teas-builtin-review', 'fixture-nr-293-school-guide']) {
        writeFileSync(path.join(sourcesDir, `${id}.md`), readFileSync(path.join(fixturesDir, `${id}.md`)));
      }
      const first = await buildDocuments({ sourcesDir, filesDir: outputDir });
      expect(first.rebuilt).toEqual(['fixture-nr-293-school-guide', 'fixture-teas-builtin-review']);

      const unchanged = await buildDocuments({ sourcesDir, filesDir: outputDir });
      expect(unchanged.rebuilt).toEqual([]);
      expect(unchanged.documents).toEqual(first.documents);

      const source = path.join(sourcesDir, 'fixture-teas-builtin-review.md');
      writeFileSync(source, `${readFileSync(source, 'utf8')}\nA second paragraph.\n`);
      const edited = await buildDocuments({ sourcesDir, filesDir: outputDir });
      expect(edited.rebuilt).toEqual(['fixture-teas-builtin-review']);
      expect(edited.documents.find((document) => document.id === 'fixture-teas-builtin-review')?.excerpt).toMatch(/A second paragraph\.$/);

      expect((await buildDocuments({ sourcesDir, filesDir: outputDir, force: true })).rebuilt).toHaveLength(2);
    } finally {
      rmSync(sourcesDir, { recursive: true, force: true });
      rmSync(outputDir, { recursive: true, force: true });
    }
  });

  it('removes the files an earlier build made for sources that are gone, and leaves other files alone', async () => {
    const sourcesDir = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-generator-sources-'));
    const outputDir = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-generator-files-'));
    try {
      for (const id of ['fixture-teas-builtin-review', 'fixture-nr-293-school-guide']) {
        writeFileSync(path.join(sourcesDir, `${id}.md`), readFileSync(path.join(fixturesDir, `${id}.md`)));
      }
      await buildDocuments({ sourcesDir, filesDir: outputDir });
      writeFileSync(path.join(outputDir, 'documents', 'placed-by-hand.pdf'), '%PDF-1.4');
      rmSync(path.join(sourcesDir, 'fixture-nr-293-school-guide.md'));

      const second = await buildDocuments({ sourcesDir, filesDir: outputDir });
      expect(second.documents.map((document) => document.id)).toEqual(['fixture-teas-builtin-review']);
      expect(existsSync(path.join(outputDir, 'documents', 'fixture-nr-293-school-guide.pdf'))).toBe(false);
      expect(existsSync(path.join(outputDir, 'documents', 'fixture-teas-builtin-review.pdf'))).toBe(true);
      expect(existsSync(path.join(outputDir, 'documents', 'placed-by-hand.pdf'))).toBe(true);
    } finally {
      rmSync(sourcesDir, { recursive: true, force: true });
      rmSync(outputDir, { recursive: true, force: true });
    }
  });
});

describe('table columns', () => {
  const longWords = [
    'Thrombocytopenia',
    'Hypertriglyceridemia',
    'Electroencephalography',
    'Cholecystojejunostomy',
    'Cholangiopancreatography',
    'Hyperbilirubinemia',
    'Immunohistochemistry',
    'Neutrophils',
    'Triglycerides',
  ];
  let pageText = '';

  beforeAll(async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-generator-table-'));
    try {
      const rows = [
        '| Term | Abbreviation | Finding | Procedure | Laboratory |',
        '| --- | --- | --- | --- | --- |',
        '| Thrombocytopenia | PaCO2 | Hypertriglyceridemia | Electroencephalography | Neutrophils |',
        '| Cholangiopancreatography | mEq/L | Hyperbilirubinemia | Electrocardiography | Triglycerides |',
        '| Cholecystojejunostomy | mg/dL | Immunohistochemistry | Cholecystojejunostomy | Neutrophils |',
      ];
      const source = path.join(folder, 'fixture-long-words-table.md');
      writeFileSync(
        source,
        [
          '---',
          'id: fixture-long-words-table',
          'title: Fixture Long Words Table',
          'description: A five-column table of long medical words that must never be split.',
          'collection: free',
          'type: Free Resource',
          'exams: [teas]',
          'topics: [Terminology, Tables]',
          'verified: true',
          '---',
          '',
          '## Terms',
          '',
          ...rows,
          '',
        ].join('\n'),
      );
      const parsed = readDocumentSource(source);
      if (Array.isArray(parsed)) throw new Error(parsed.join('\n'));
      const pdfFile = path.join(folder, 'fixture-long-words-table.pdf');
      writeFileSync(pdfFile, await writeDocumentPdf(parsed.frontMatter, parsed.blocks));
      pageText = readPdfs([pdfFile]).get(pdfFile)?.pageTexts.join(' ') ?? '';
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('makes every column at least as wide as its longest word, so each long word comes out whole', () => {
    expect(pageText).toContain('Term Abbreviation Finding Procedure Laboratory');
    const words = pageText.split(' ');
    for (const word of [...longWords, 'PaCO2', 'mEq/L', 'mg/dL']) expect(words).toContain(word);
    expect(pageText).toContain('Thrombocytopenia PaCO2 Hypertriglyceridemia Electroencephalography Neutrophils');
    expect(pageText).not.toMatch(/\p{L}- \p{L}/u);
  });

  it('hyphenates, visibly, only a single word wider than the whole table', async () => {
    const word = 'Pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(3);
    const folder = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-generator-table-'));
    try {
      const pdfFile = path.join(folder, 'word.pdf');
      const run = (text: string): TextRun[] => [{ text, bold: false, italic: false }];
      const table: Block = { kind: 'table', align: ['left', 'left'], header: [run('Word'), run('Meaning')], rows: [[run(word), run('A lung disease')]], line: 1 };
      const source = readDocumentSource(path.join(fixturesDir, 'fixture-hesi-catalogue-guide.md'));
      if (Array.isArray(source)) throw new Error(source.join('\n'));
      writeFileSync(pdfFile, await writeDocumentPdf(source.frontMatter, [table]));
      const text = readPdfs([pdfFile]).get(pdfFile)?.pageTexts.join(' ') ?? '';
      expect(text).toContain('Word Meaning');
      expect(text).toContain('A lung disease');
      const pieces = /Word Meaning (.*) A lung disease/.exec(text)?.[1]?.split(' ') ?? [];
      expect(pieces.length).toBeGreaterThan(1);
      pieces.slice(0, -1).forEach((piece) => expect(piece).toMatch(/-$/));
      expect(pieces.map((piece) => piece.replace(/-$/, '')).join('')).toBe(word);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
