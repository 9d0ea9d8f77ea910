import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { DocumentFrontMatter } from '@nurseprep/contracts';
import { repositoryRoot } from '../config';
import { plainTextOfRuns, type Block, type TableAlign, type TextRun } from './markdown-blocks';

/** Every PDF says when it was made with this date, so the same source always gives the same bytes. */
export const DOCUMENT_CREATION_DATE = new Date('2026-01-01T00:00:00.000Z');

/** Printed under every title. */
export const INDEPENDENCE_LINE = 'NursePrep Academy · independent study material, not affiliated with any school or exam owner';

const requireFromApi = createRequire(path.join(repositoryRoot, 'api', 'package.json'));

/** DejaVu Sans covers µ, ≥, →, Greek and the rest: the built-in Helvetica prints garbage for those. */
export function defaultFontsFolder(): string {
  return path.join(path.dirname(requireFromApi.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
}

const fontFiles = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
  boldItalic: 'DejaVuSans-BoldOblique.ttf',
  mono: 'DejaVuSansMono.ttf',
} as const;
type FontName = keyof typeof fontFiles;

/** A font as pdfkit's own font library (fontkit) opens it; pdfkit takes such an object in place of a path. */
type ParsedFont = { layout: (...args: never[]) => unknown };
const parsedFonts = new Map<string, Record<FontName, ParsedFont>>();

/**
 * Each TTF is parsed once per process and shared by every document: parsing is most of the work of a short
 * PDF (about 250 ms a document against 40 ms with shared fonts, same bytes). Fonts are always selected with
 * a family name, because pdfkit caches a font under the key it was asked for (and its table cells restore
 * the previous font that way): a bare path or object would be re-opened for every cell.
 */
function fontsIn(folder: string): Record<FontName, ParsedFont> {
  let fonts = parsedFonts.get(folder);
  if (!fonts) {
    const fontkit = createRequire(requireFromApi.resolve('pdfkit'))('fontkit') as { openSync: (file: string) => ParsedFont };
    fonts = Object.fromEntries(Object.entries(fontFiles).map(([name, file]) => [name, fontkit.openSync(path.join(folder, file))])) as Record<FontName, ParsedFont>;
    parsedFonts.set(folder, fonts);
  }
  return fonts;
}

const colors = {
  text: '#1f2937',
  heading: '#0f3d5e',
  muted: '#4b5563',
  rule: '#cbd5e1',
  note: '#0e7490',
  tableBorder: '#94a3b8',
  tableHeader: '#e2ecf3',
};

const sizes = { title: 22, description: 11.5, independence: 8.5, h2: 15, h3: 12.5, h4: 11, body: 10.5, table: 9.5, tableMin: 8, footer: 8.5 };
const lineGap = 2.5;
const paragraphGap = 7;

const page = { size: 'LETTER', margins: { top: 60, bottom: 64, left: 62, right: 62 } } as const;

interface Frame {
  x: number;
  width: number;
}

function fontFor(run: Pick<TextRun, 'bold' | 'italic'>): FontName {
  if (run.bold && run.italic) return 'boldItalic';
  if (run.bold) return 'bold';
  return run.italic ? 'italic' : 'regular';
}

const layoutCaches = new Map<string, Record<string, unknown>>();

/**
 * pdfkit measures and shapes text word by word through fontkit and caches each word's layout per document
 * and font; that shaping is most of the time of a long PDF. The cache holds the same answer for the same
 * parsed font in every document (glyphs and positions, never mutated; subsetting happens later, per
 * document), so one cache per font serves all of them. Relies on pdfkit 0.20's `_font.layoutCache`; when it
 * is absent pdfkit simply keeps its own.
 */
function shareLayoutCache(doc: PDFKit.PDFDocument, name: FontName, folder: string) {
  const font = (doc as unknown as { _font?: { layoutCache?: Record<string, unknown> } })._font;
  if (!font || typeof font.layoutCache !== 'object') return;
  const key = `${folder}/${name}`;
  const shared = layoutCaches.get(key) ?? font.layoutCache;
  layoutCaches.set(key, shared);
  font.layoutCache = shared;
}

/** Draws one study document. Returns the PDF bytes. */
export function writeDocumentPdf(
  frontMatter: DocumentFrontMatter,
  blocks: Block[],
  { fontsFolder = defaultFontsFolder() }: { fontsFolder?: string } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: page.size,
    margins: page.margins,
    bufferPages: true,
    autoFirstPage: true,
    lang: 'en-US',
    displayTitle: true,
    // No built-in Helvetica: every font is embedded DejaVu.
    font: null as never,
    info: {
      Title: frontMatter.title,
      Author: 'NursePrep Academy',
      Subject: frontMatter.description,
      Keywords: frontMatter.topics.join(', '),
      Creator: 'NursePrep Academy document generator',
      Producer: 'PDFKit',
      CreationDate: DOCUMENT_CREATION_DATE,
    },
  });
  const parsed = fontsIn(fontsFolder);
  /** Selects a font by its family name (see fontsIn). */
  const useFont = (name: FontName) => {
    doc.font(parsed[name] as never, `DejaVu-${name}`);
    shareLayoutCache(doc, name, fontsFolder);
    return doc;
  };
  // Table cells name their font by path and family (pdfkit deep-copies cell options, which a parsed font
  // object does not survive); the family key finds the shared font loaded here first, so nothing is re-parsed.
  const fontOption = (name: FontName, size: number) => ({ src: path.join(fontsFolder, fontFiles[name]), family: `DejaVu-${name}`, size });
  useFont('bold');
  useFont('regular');

  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = page.margins.left;
  const fullWidth = doc.page.width - page.margins.left - page.margins.right;
  const bottom = () => doc.page.height - page.margins.bottom;

  /** Starts a new page unless `height` more points fit on this one. */
  function ensureSpace(height: number) {
    if (doc.y + height > bottom()) doc.addPage();
  }

  function writeRuns(runs: TextRun[], frame: Frame, size: number, color: string, options: { align?: 'left' | 'center' } = {}) {
    const pieces = runs.filter((run) => run.text.length > 0);
    if (pieces.length === 0) return;
    doc.x = frame.x;
    pieces.forEach((run, index) => {
      useFont(fontFor(run)).fontSize(size).fillColor(color);
      doc.text(run.text, { width: frame.width, lineGap, continued: index < pieces.length - 1, align: options.align ?? 'left' });
    });
    doc.x = left;
  }

  function writeHeading(block: Extract<Block, { kind: 'heading' }>, frame: Frame) {
    const size = block.level === 2 ? sizes.h2 : block.level === 3 ? sizes.h3 : sizes.h4;
    const text = plainTextOfRuns(block.runs);
    // Keep a heading with at least three lines of what follows it.
    useFont('bold').fontSize(size);
    ensureSpace(doc.heightOfString(text, { width: frame.width }) + 3 * (sizes.body + lineGap) + 12);
    doc.moveDown(block.level === 2 ? 0.6 : 0.35);
    if (block.level === 2) doc.outline.addItem(text);
    writeRuns(block.runs.map((run) => ({ ...run, bold: true })), frame, size, colors.heading);
    if (block.level === 2) {
      const y = doc.y + 1;
      doc.save().moveTo(frame.x, y).lineTo(frame.x + frame.width, y).lineWidth(0.6).strokeColor(colors.rule).stroke().restore();
      doc.y = y + 5;
    } else {
      doc.y += 3;
    }
  }

  function writeList(block: Extract<Block, { kind: 'list' }>, frame: Frame, depth: number) {
    const markerWidth = block.ordered ? 20 : 13;
    const textFrame = { x: frame.x + markerWidth, width: frame.width - markerWidth };
    block.items.forEach((item, index) => {
      ensureSpace(sizes.body + lineGap + 2);
      const top = doc.y;
      const marker = block.ordered ? `${block.start + index}.` : depth === 0 ? '•' : '–';
      useFont('regular').fontSize(sizes.body).fillColor(colors.text);
      doc.text(marker, frame.x, top, { width: markerWidth - 3, lineBreak: false });
      doc.x = textFrame.x;
      doc.y = top;
      item.forEach((child, childIndex) => {
        if (child.kind === 'paragraph') {
          if (childIndex > 0) doc.y += 3;
          writeRuns(child.runs, textFrame, sizes.body, colors.text);
        } else {
          writeBlock(child, textFrame, depth + 1);
        }
      });
      doc.y += 3;
    });
    doc.y += depth === 0 ? paragraphGap - 3 : 0;
  }

  const tablePadding = 4;
  /**
   * What a column needs beside its text: padding, the wider of a space and a line break (pdfkit measures a
   * word with the space or the hard break after it, and DejaVu gives the break the width of its missing
   * glyph) in either weight, and a hair for rounding and character spacing.
   */
  const cellSlack = (size: number) =>
    2 * tablePadding + Math.max(...(['regular', 'bold'] as const).flatMap((font) => [measure(' ', font, size), measure('\n', font, size)])) + 1;
  /**
   * pdfkit's table draws a cell's text in a box exactly as wide as its widest line, and wraps it again: a
   * rounding error then pushes that line's last word down. A trace of character spacing (invisible) makes
   * the box a little wider than the words it holds.
   */
  const cellCharacterSpacing = 0.005;

  /** The font a table cell prints in: bold in the header row and for cells that are bold throughout. */
  const cellFont = (runs: TextRun[], header: boolean): FontName => (header || (runs.length > 0 && runs.every((run) => run.bold)) ? 'bold' : 'regular');

  /** Width in points of `text` in a font and size. */
  function measure(text: string, font: FontName, size: number): number {
    return useFont(font).fontSize(size).widthOfString(text);
  }

  /**
   * The cell's text broken into lines here, at spaces only, each line ending in a hard line break: pdfkit
   * would also break after a slash or inside a word ("mEq/ L", "Neutrop hils"). Each line fits `room` with a
   * space to spare, so pdfkit never wraps it again. A single word wider than the room (the only word ever
   * broken) is cut into pieces that each end in a visible hyphen.
   */
  function wrapCell(text: string, font: FontName, size: number, room: number): string {
    const words = text.split(/\s+/).filter((word) => word.length > 0);
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate, font, size) <= room) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (measure(line, font, size) > room && line.length > 1) {
        let length = 1;
        while (length < line.length - 1 && measure(`${line.slice(0, length + 1)}-`, font, size) <= room) length += 1;
        const piece = line.slice(0, length);
        lines.push(piece.endsWith('-') ? piece : `${piece}-`);
        line = line.slice(length);
      }
    }
    if (line) lines.push(line);
    return lines.join('\n');
  }

  /**
   * Column widths chosen from the content: each column gets at least its longest unbreakable word (measured
   * in its real font and size, plus padding), and the width left over is shared in proportion to each
   * column's content length. When the longest words cannot all fit, the table's font shrinks (down to
   * sizes.tableMin) before any word is broken; only a word that still does not fit is hyphenated.
   */
  function tableLayout(block: Extract<Block, { kind: 'table' }>, width: number): { widths: number[]; size: number } {
    const rows = [block.header, ...block.rows];
    const columns = block.header.map((_, column) => rows.map((row, index) => ({ runs: row[column] ?? [], header: index === 0 })));
    const contentWeights = columns.map((cells) => Math.min(Math.max(...cells.map(({ runs }) => plainTextOfRuns(runs).length), 6), 42));
    const minimumsAt = (size: number) =>
      columns.map(
        (cells) =>
          Math.max(
            ...cells.flatMap(({ runs, header }) =>
              plainTextOfRuns(runs)
                .split(/\s+/)
                .filter((word) => word.length > 0)
                .map((word) => measure(word, cellFont(runs, header), size)),
            ),
            0,
          ) +
          cellSlack(size),
      );
    let size: number = sizes.table;
    let minimums = minimumsAt(size);
    const total = () => minimums.reduce((sum, minimum) => sum + minimum, 0);
    while (total() > width && size > sizes.tableMin) {
      size = Math.max(sizes.tableMin, size - 0.5);
      minimums = minimumsAt(size);
    }
    if (total() > width) {
      // Even the smallest size cannot hold every longest word: the narrow columns keep their words whole and
      // the widest ones share what is left equally (only their longest words are then hyphenated).
      const order = [...minimums].sort((a, b) => a - b);
      let cap = width / order.length;
      let used = 0;
      for (const [index, minimum] of order.entries()) {
        const share = (width - used) / (order.length - index);
        if (minimum > share) {
          cap = share;
          break;
        }
        used += minimum;
      }
      return { widths: minimums.map((minimum) => Math.min(minimum, cap)), size };
    }
    const spare = width - total();
    const weightTotal = contentWeights.reduce((sum, weight) => sum + weight, 0);
    return { widths: minimums.map((minimum, column) => minimum + (spare * (contentWeights[column] ?? 0)) / weightTotal), size };
  }

  function writeTable(block: Extract<Block, { kind: 'table' }>, frame: Frame) {
    const { widths, size } = tableLayout(block, frame.width);
    const padding = tablePadding;
    const textOf = (runs: TextRun[], column: number, header: boolean) =>
      wrapCell(plainTextOfRuns(runs), cellFont(runs, header), size, (widths[column] ?? 0) - cellSlack(size));
    const cellOf = (runs: TextRun[], column: number, header: boolean) => ({
      text: textOf(runs, column, header),
      align: { x: (block.align[column] ?? 'left') as TableAlign, y: 'top' as const },
      font: fontOption(cellFont(runs, header), size),
      textOptions: { characterSpacing: cellCharacterSpacing },
      ...(header ? { backgroundColor: colors.tableHeader, type: 'TH' as const } : {}),
    });
    const rowHeight = (row: TextRun[][], header: boolean) =>
      Math.max(
        ...row.map((runs, column) => {
          const text = textOf(runs, column, header);
          useFont(cellFont(runs, header)).fontSize(size);
          return doc.heightOfString(text || ' ', { width: (widths[column] ?? 0) - 2 * padding }) + 2 * padding;
        }),
      );
    const startTable = () =>
      doc
        .table({
          position: { x: frame.x, y: doc.y },
          maxWidth: frame.width,
          columnStyles: widths,
          defaultStyle: { padding, border: 0.5, borderColor: colors.tableBorder, textColor: colors.text },
        })
        .row(block.header.map((runs, column) => cellOf(runs, column, true)));

    ensureSpace(rowHeight(block.header, true) + (block.rows[0] ? rowHeight(block.rows[0], false) : 0) + 4);
    doc.y += 2;
    let table = startTable();
    for (const row of block.rows) {
      const cells = block.header.map((_, column) => row[column] ?? []);
      // A row that does not fit goes to the next page under a repeated header row.
      if (doc.y + rowHeight(cells, false) > bottom()) {
        table.end();
        doc.addPage();
        table = startTable();
      }
      table.row(cells.map((runs, column) => cellOf(runs, column, false)));
    }
    table.end();
    doc.x = left;
    doc.y += paragraphGap + 2;
  }

  function writeNote(block: Extract<Block, { kind: 'note' }>, frame: Frame, depth: number) {
    const inner = { x: frame.x + 14, width: frame.width - 24 };
    const estimate = block.blocks.reduce((sum, child) => {
      useFont('regular').fontSize(sizes.body);
      const text = child.kind === 'paragraph' ? plainTextOfRuns(child.runs) : ' ';
      return sum + doc.heightOfString(text, { width: inner.width, lineGap }) + paragraphGap;
    }, 12);
    if (estimate < bottom() - page.margins.top) ensureSpace(estimate);
    doc.y += 2;
    const startPage = doc.bufferedPageRange().start + doc.bufferedPageRange().count - 1;
    const top = doc.y;
    doc.y += 7;
    block.blocks.forEach((child, index) => {
      if (child.kind === 'paragraph') {
        if (index > 0) doc.y += 4;
        writeRuns(child.runs, inner, sizes.body, colors.text);
      } else {
        writeBlock(child, inner, depth + 1);
      }
    });
    const endPage = doc.bufferedPageRange().start + doc.bufferedPageRange().count - 1;
    const end = doc.y + 5;
    // The box is drawn after its text (outline and bar only), so it never covers a word, on each page it spans.
    const drawBox = (from: number, to: number) => {
      doc.save().roundedRect(frame.x, from, frame.width, to - from, 3).lineWidth(0.6).strokeColor(colors.note).stroke().restore();
      doc.save().rect(frame.x, from, 3.5, to - from).fillColor(colors.note).fill().restore();
    };
    if (startPage === endPage) {
      drawBox(top, end);
    } else {
      doc.switchToPage(startPage);
      drawBox(top, bottom());
      for (let index = startPage + 1; index < endPage; index += 1) {
        doc.switchToPage(index);
        drawBox(page.margins.top, bottom());
      }
      doc.switchToPage(endPage);
      drawBox(page.margins.top, end);
    }
    doc.x = left;
    doc.y = end + paragraphGap + 2;
  }

  function writeBlock(block: Block, frame: Frame, depth = 0) {
    switch (block.kind) {
      case 'heading':
        writeHeading(block, frame);
        break;
      case 'paragraph':
        writeRuns(block.runs, frame, sizes.body, colors.text);
        doc.y += paragraphGap;
        break;
      case 'list':
        writeList(block, frame, depth);
        break;
      case 'table':
        writeTable(block, frame);
        break;
      case 'note':
        writeNote(block, frame, depth);
        break;
      case 'code':
        useFont('mono').fontSize(sizes.table).fillColor(colors.text);
        doc.text(block.text, frame.x + 8, doc.y, { width: frame.width - 16, lineGap });
        doc.x = left;
        doc.y += paragraphGap;
        break;
      case 'rule': {
        ensureSpace(12);
        const y = doc.y + 4;
        doc.save().moveTo(frame.x, y).lineTo(frame.x + frame.width, y).lineWidth(0.6).strokeColor(colors.rule).stroke().restore();
        doc.y = y + 8;
        break;
      }
    }
  }

  // Title block.
  const body = { x: left, width: fullWidth };
  useFont('bold').fontSize(sizes.title).fillColor(colors.heading).text(frontMatter.title, left, page.margins.top, { width: fullWidth, lineGap: 1 });
  doc.moveDown(0.3);
  useFont('italic').fontSize(sizes.description).fillColor(colors.muted).text(frontMatter.description, { width: fullWidth, lineGap });
  doc.moveDown(0.4);
  useFont('regular').fontSize(sizes.independence).fillColor(colors.muted).text(INDEPENDENCE_LINE, { width: fullWidth });
  const ruleY = doc.y + 6;
  doc.save().moveTo(left, ruleY).lineTo(left + fullWidth, ruleY).lineWidth(1.2).strokeColor(colors.heading).stroke().restore();
  doc.y = ruleY + 12;

  for (const block of blocks) writeBlock(block, body);

  // Footers, once the page count is known (buffered pages; a zero bottom margin keeps pdfkit from adding a page).
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const current = doc.page;
    const savedBottom = current.margins.bottom;
    current.margins.bottom = 0;
    const y = current.height - 40;
    doc.save().moveTo(left, y - 6).lineTo(left + fullWidth, y - 6).lineWidth(0.5).strokeColor(colors.rule).stroke().restore();
    useFont('regular').fontSize(sizes.footer).fillColor(colors.muted);
    doc.text(frontMatter.title, left, y, { width: fullWidth * 0.7, lineBreak: false, ellipsis: true });
    doc.text(`Page ${index - start + 1} of ${count}`, left, y, { width: fullWidth, align: 'right', lineBreak: false });
    current.margins.bottom = savedBottom;
  }
  doc.end();
  return finished;
}

/**
 * The page count a PDF declares: the /Count of the page tree its catalogue points at. pdfkit writes these
 * dictionaries uncompressed, so the count is read from the bytes without a PDF library.
 */
export function pdfPageCount(pdf: Buffer): number {
  const text = pdf.toString('latin1');
  const pagesReference = /\/Type \/Catalog[\s\S]*?\/Pages (\d+) 0 R/.exec(text)?.[1];
  if (pagesReference) {
    const object = new RegExp(`(?:^|\\n)${pagesReference} 0 obj\\s*<<([\\s\\S]*?)>>\\s*endobj`).exec(text)?.[1];
    const count = object ? /\/Count (\d+)/.exec(object)?.[1] : undefined;
    if (count) return Number(count);
  }
  throw new Error('not a PDF with a readable page tree');
}
