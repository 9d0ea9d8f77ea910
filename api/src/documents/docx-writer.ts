import {
  AlignmentType,
  BorderStyle,
  Document,
  Header,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageBreak,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun as DocxTextRun,
  WidthType,
} from 'docx';
import type { DocumentFrontMatter } from '@nurseprep/contracts';
import { plainTextOfRuns, type Block, type TextRun } from './markdown-blocks';

/**
 * Word templates in APA 7 student-paper form (APA Publication Manual, 7th ed., sections 2.3-2.27): Times New
 * Roman 12, double spacing everywhere, 1-inch margins, page number top right on every page, a title page
 * with the student's details as placeholders, bold level 1-3 headings, 0.5-inch first-line indents and a
 * reference list with 0.5-inch hanging indents. Spacing and fonts live in styles.xml, so a student's new
 * paragraphs inherit them.
 */

const inch = 1440;
const halfInch = 720;
const font = 'Times New Roman';
/** Half-points: 12 pt. */
const size = 24;
const black = '000000';

const BODY_STYLE = 'ApaBody';
const REFERENCE_STYLE = 'Reference';
const BLOCK_QUOTE_STYLE = 'ApaBlockQuote';
const TITLE_STYLE = 'ApaTitle';
const BULLETS = 'apa-bullets';
const NUMBERS = 'apa-numbers';

/** What the title page asks the student to fill in (APA 7 student title page, section 2.3). */
export const titlePagePlaceholders = [
  '[Your Name]',
  '[Department of Nursing, University Name]',
  '[Course Number: Course Name]',
  '[Instructor Name]',
  '[Due Date: Month Day, Year]',
];

/**
 * Word runs in the same styles; a hard line break starts a run on a new line. Only `true` is written: a run's
 * "bold off" would override a heading style's bold.
 */
function runsOf(runs: TextRun[]): DocxTextRun[] {
  return runs.flatMap((run) =>
    run.text.split('\n').map(
      (text, index) =>
        new DocxTextRun({ text, ...(run.bold ? { bold: true } : {}), ...(run.italic ? { italics: true } : {}), ...(index > 0 ? { break: 1 } : {}) }),
    ),
  );
}

/** `##` is APA level 1, `###` level 2, `####` level 3; their styles make them bold (level 3 also italic). */
function headingLevelOf(level: 2 | 3 | 4) {
  return level === 2 ? HeadingLevel.HEADING_1 : level === 3 ? HeadingLevel.HEADING_2 : HeadingLevel.HEADING_3;
}

function isReferencesHeading(block: Block): boolean {
  return block.kind === 'heading' && block.level === 2 && /^references?$/i.test(plainTextOfRuns(block.runs).trim());
}

function table(block: Extract<Block, { kind: 'table' }>): Table {
  const line = { style: BorderStyle.SINGLE, size: 4, color: black };
  const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
  const rowOf = (cells: TextRun[][], header: boolean) =>
    new TableRow({
      tableHeader: header,
      children: block.header.map(
        (_, column) =>
          new TableCell({
            borders: { top: header ? line : none, bottom: header ? line : none, left: none, right: none },
            children: [new Paragraph({ style: 'Normal', children: runsOf(cells[column] ?? []) })],
          }),
      ),
    });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: { top: line, bottom: line, left: none, right: none, insideHorizontal: none, insideVertical: none },
    rows: [rowOf(block.header, true), ...block.rows.map((row) => rowOf(row, false))],
  });
}

/** Turns the body's blocks into Word paragraphs; paragraphs after `## References` get the hanging indent. */
function bodyOf(blocks: Block[]): (Paragraph | Table)[] {
  const children: (Paragraph | Table)[] = [];
  let inReferences = false;
  let listInstance = 0;

  const addBlocks = (items: Block[], context: { depth: number; quote: boolean }) => {
    for (const block of items) {
      switch (block.kind) {
        case 'heading':
          inReferences = isReferencesHeading(block);
          children.push(
            new Paragraph({
              heading: headingLevelOf(block.level),
              // APA: the reference list starts on a new page.
              pageBreakBefore: inReferences,
              children: runsOf(block.runs),
            }),
          );
          break;
        case 'paragraph':
          children.push(
            new Paragraph({
              style: context.quote ? BLOCK_QUOTE_STYLE : inReferences ? REFERENCE_STYLE : BODY_STYLE,
              children: runsOf(block.runs),
            }),
          );
          break;
        case 'list': {
          listInstance += 1;
          const instance = listInstance;
          for (const item of block.items) {
            const [first, ...rest] = item;
            children.push(
              new Paragraph({
                style: 'Normal',
                numbering: { reference: block.ordered ? NUMBERS : BULLETS, level: Math.min(context.depth, 2), instance },
                children: first?.kind === 'paragraph' ? runsOf(first.runs) : [],
              }),
            );
            addBlocks(first?.kind === 'paragraph' ? rest : item, { ...context, depth: context.depth + 1 });
          }
          break;
        }
        case 'table':
          children.push(table(block));
          break;
        case 'note':
          addBlocks(block.blocks, { ...context, quote: true });
          break;
        case 'code':
          children.push(new Paragraph({ style: BLOCK_QUOTE_STYLE, children: runsOf([{ text: block.text, bold: false, italic: false }]) }));
          break;
        case 'rule':
          break;
      }
    }
  };
  addBlocks(blocks, { depth: 0, quote: false });
  return children;
}

function listLevels(format: 'bullet' | 'decimal') {
  return [0, 1, 2].map((level) => ({
    level,
    format: format === 'bullet' ? LevelFormat.BULLET : LevelFormat.DECIMAL,
    text: format === 'bullet' ? ['•', '◦', '▪'][level] : `%${level + 1}.`,
    alignment: AlignmentType.LEFT,
    style: { paragraph: { indent: { left: halfInch * (level + 2), hanging: 360 } } },
  }));
}

/** Builds the .docx bytes of a `format: docx` document. */
export function writeDocumentDocx(frontMatter: DocumentFrontMatter, blocks: Block[]): Promise<Buffer> {
  const titlePage: Paragraph[] = [
    // APA: the title sits three or four double-spaced lines down from the top margin.
    ...[0, 1, 2].map(() => new Paragraph({ style: 'Normal', children: [] })),
    new Paragraph({ style: TITLE_STYLE, children: [new DocxTextRun(frontMatter.title)] }),
    new Paragraph({ style: 'Normal', children: [] }),
    ...titlePagePlaceholders.map((text) => new Paragraph({ style: 'Normal', alignment: AlignmentType.CENTER, children: [new DocxTextRun(text)] })),
    new Paragraph({ style: 'Normal', children: [new PageBreak()] }),
  ];

  const document = new Document({
    creator: 'NursePrep Academy',
    lastModifiedBy: 'NursePrep Academy',
    title: frontMatter.title,
    description: frontMatter.description,
    keywords: frontMatter.topics.join(', '),
    styles: {
      default: {
        document: {
          run: { font, size, color: black },
          paragraph: { spacing: { line: 480, before: 0, after: 0 } },
        },
        heading1: {
          basedOn: 'Normal',
          next: BODY_STYLE,
          quickFormat: true,
          run: { font, size, bold: true, italics: false, color: black },
          paragraph: { alignment: AlignmentType.CENTER, spacing: { line: 480, before: 0, after: 0 }, keepNext: true },
        },
        heading2: {
          basedOn: 'Normal',
          next: BODY_STYLE,
          quickFormat: true,
          run: { font, size, bold: true, italics: false, color: black },
          paragraph: { alignment: AlignmentType.LEFT, spacing: { line: 480, before: 0, after: 0 }, keepNext: true },
        },
        heading3: {
          basedOn: 'Normal',
          next: BODY_STYLE,
          quickFormat: true,
          run: { font, size, bold: true, italics: true, color: black },
          paragraph: { alignment: AlignmentType.LEFT, spacing: { line: 480, before: 0, after: 0 }, keepNext: true },
        },
      },
      paragraphStyles: [
        { id: BODY_STYLE, name: 'APA Body Text', basedOn: 'Normal', next: BODY_STYLE, quickFormat: true, paragraph: { indent: { firstLine: halfInch } } },
        { id: REFERENCE_STYLE, name: 'Reference', basedOn: 'Normal', next: REFERENCE_STYLE, quickFormat: true, paragraph: { indent: { left: halfInch, hanging: halfInch } } },
        { id: BLOCK_QUOTE_STYLE, name: 'APA Block Quotation', basedOn: 'Normal', next: BODY_STYLE, paragraph: { indent: { left: halfInch } } },
        { id: TITLE_STYLE, name: 'APA Paper Title', basedOn: 'Normal', next: 'Normal', run: { bold: true }, paragraph: { alignment: AlignmentType.CENTER } },
      ],
    },
    numbering: {
      config: [
        { reference: BULLETS, levels: listLevels('bullet') },
        { reference: NUMBERS, levels: listLevels('decimal') },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: 12240, height: 15840 },
            margin: { top: inch, right: inch, bottom: inch, left: inch, header: halfInch, footer: halfInch },
          },
        },
        headers: {
          default: new Header({
            children: [new Paragraph({ style: 'Normal', alignment: AlignmentType.RIGHT, children: [new DocxTextRun({ children: [PageNumber.CURRENT] })] })],
          }),
        },
        children: [
          ...titlePage,
          // APA: the paper's title again, bold and centred, at the top of the first page of text.
          new Paragraph({ style: TITLE_STYLE, children: [new DocxTextRun(frontMatter.title)] }),
          ...bodyOf(blocks),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
