import MarkdownIt from 'markdown-it';

type Token = InstanceType<typeof MarkdownIt.Token>;

/** A stretch of text in one style. */
export interface TextRun {
  text: string;
  bold: boolean;
  italic: boolean;
}

export type TableAlign = 'left' | 'center' | 'right';

/** The document body as both writers draw it: the Markdown subset the README allows, nothing else. */
export type Block =
  | { kind: 'heading'; level: 2 | 3 | 4; runs: TextRun[]; line: number }
  | { kind: 'paragraph'; runs: TextRun[] }
  | { kind: 'list'; ordered: boolean; start: number; items: Block[][] }
  | { kind: 'table'; header: TextRun[][]; rows: TextRun[][][]; align: TableAlign[]; line: number }
  | { kind: 'note'; blocks: Block[] }
  | { kind: 'code'; text: string }
  | { kind: 'rule' };

/** `html: false`: raw HTML in a source is printed as text, never interpreted. Tables come with the default preset. */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** The runs of an inline token: bold and italic tracked through nesting; links keep their address in brackets. */
function runsOf(inline: Token | undefined): TextRun[] {
  const runs: TextRun[] = [];
  let bold = 0;
  let italic = 0;
  let linkHref: string | null = null;
  let linkText = '';
  const push = (text: string) => {
    if (text.length === 0) return;
    if (linkHref !== null) linkText += text;
    const last = runs[runs.length - 1];
    const style = { bold: bold > 0, italic: italic > 0 };
    if (last && last.bold === style.bold && last.italic === style.italic) last.text += text;
    else runs.push({ text, ...style });
  };
  for (const child of inline?.children ?? []) {
    switch (child.type) {
      case 'text':
      case 'code_inline':
      case 'html_inline':
        push(child.content);
        break;
      case 'softbreak':
        push(' ');
        break;
      case 'hardbreak':
        push('\n');
        break;
      case 'strong_open':
        bold += 1;
        break;
      case 'strong_close':
        bold -= 1;
        break;
      case 'em_open':
        italic += 1;
        break;
      case 'em_close':
        italic -= 1;
        break;
      case 'link_open':
        linkHref = String(child.attrGet('href') ?? '');
        linkText = '';
        break;
      case 'link_close': {
        const href = linkHref ?? '';
        linkHref = null;
        if (href && href !== linkText && `mailto:${linkText}` !== href) push(` (${href})`);
        break;
      }
      case 'image':
        push(child.content);
        break;
      default:
        push(child.content);
    }
  }
  return runs;
}

function alignOf(token: Token): TableAlign {
  const style = String(token.attrGet('style') ?? '');
  if (style.includes('center')) return 'center';
  if (style.includes('right')) return 'right';
  return 'left';
}

/** Reads blocks from tokens[start] until the closing token type `until` (or the end); returns the index after it. */
function readBlocks(tokens: Token[], start: number, until: string | null, firstLine: number): { blocks: Block[]; next: number } {
  const blocks: Block[] = [];
  let index = start;
  while (index < tokens.length) {
    const token = tokens[index]!;
    if (until !== null && token.type === until) return { blocks, next: index + 1 };
    switch (token.type) {
      case 'heading_open': {
        const depth = Number(token.tag.slice(1));
        const line = (token.map?.[0] ?? 0) + firstLine;
        if (depth < 2 || depth > 4) {
          throw new Error(`line ${line}: ${'#'.repeat(depth)} headings are not used (## to #### only; the title comes from the front matter)`);
        }
        blocks.push({ kind: 'heading', level: depth as 2 | 3 | 4, runs: runsOf(tokens[index + 1]), line });
        index += 3;
        break;
      }
      case 'paragraph_open':
        blocks.push({ kind: 'paragraph', runs: runsOf(tokens[index + 1]) });
        index += 3;
        break;
      case 'bullet_list_open':
      case 'ordered_list_open': {
        const ordered = token.type === 'ordered_list_open';
        const closing = ordered ? 'ordered_list_close' : 'bullet_list_close';
        const items: Block[][] = [];
        index += 1;
        while (index < tokens.length && tokens[index]!.type !== closing) {
          const item = readBlocks(tokens, index + 1, 'list_item_close', firstLine);
          items.push(item.blocks);
          index = item.next;
        }
        blocks.push({ kind: 'list', ordered, start: Number(token.attrGet('start') ?? 1), items });
        index += 1;
        break;
      }
      case 'blockquote_open': {
        const note = readBlocks(tokens, index + 1, 'blockquote_close', firstLine);
        blocks.push({ kind: 'note', blocks: note.blocks });
        index = note.next;
        break;
      }
      case 'table_open': {
        const line = (token.map?.[0] ?? 0) + firstLine;
        const header: TextRun[][] = [];
        const rows: TextRun[][][] = [];
        const align: TableAlign[] = [];
        let inHead = false;
        let row: TextRun[][] = [];
        index += 1;
        for (; index < tokens.length && tokens[index]!.type !== 'table_close'; index += 1) {
          const part = tokens[index]!;
          if (part.type === 'thead_open') inHead = true;
          else if (part.type === 'thead_close') inHead = false;
          else if (part.type === 'tr_open') row = [];
          else if (part.type === 'tr_close') {
            if (inHead) header.push(...row);
            else rows.push(row);
          } else if (part.type === 'th_open' || part.type === 'td_open') {
            if (inHead) align.push(alignOf(part));
            row.push(runsOf(tokens[index + 1]));
          }
        }
        if (header.length > 5) throw new Error(`line ${line}: a table has ${header.length} columns; at most 5 fit a page`);
        blocks.push({ kind: 'table', header, rows, align, line });
        index += 1;
        break;
      }
      case 'fence':
      case 'code_block':
        blocks.push({ kind: 'code', text: token.content.replace(/\n$/, '') });
        index += 1;
        break;
      case 'hr':
        blocks.push({ kind: 'rule' });
        index += 1;
        break;
      case 'html_block':
        // Only reachable with html: true; kept as text so nothing is lost if the option ever changes.
        blocks.push({ kind: 'paragraph', runs: [{ text: token.content.trim(), bold: false, italic: false }] });
        index += 1;
        break;
      default:
        index += 1;
    }
  }
  return { blocks, next: index };
}

/**
 * Parses a document body. Throws `line N: ...` for what the format does not allow, N counted in the source
 * file when `firstLine` is the file line the body starts on.
 */
export function parseMarkdownBlocks(body: string, firstLine = 1): Block[] {
  return readBlocks(markdown.parse(body, {}), 0, null, firstLine).blocks;
}

export function plainTextOfRuns(runs: TextRun[]): string {
  return runs.map((run) => run.text).join('');
}

function plainLines(blocks: Block[]): string[] {
  return blocks.flatMap((block): string[] => {
    switch (block.kind) {
      case 'heading':
      case 'paragraph':
        return [plainTextOfRuns(block.runs)];
      case 'list':
        return block.items.flatMap((item, index) => {
          const [first = '', ...rest] = plainLines(item);
          return [`${block.ordered ? `${block.start + index}.` : '•'} ${first}`, ...rest];
        });
      case 'table':
        return [block.header, ...block.rows].map((row) => row.map(plainTextOfRuns).join(' · '));
      case 'note':
        return plainLines(block.blocks);
      case 'code':
        return [block.text];
      case 'rule':
        return [];
    }
  });
}

/** The body as plain text, one line per heading, paragraph, list item or table row. */
export function plainTextOf(blocks: Block[]): string {
  return plainLines(blocks).join('\n');
}

/** The opening of the text, cut at a word boundary near `limit` characters, with an ellipsis when cut. */
export function excerptOf(blocks: Block[], limit = 600): string {
  const text = plainTextOf(blocks).trim();
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit + 1);
  const boundary = Math.max(cut.lastIndexOf(' '), cut.lastIndexOf('\n'));
  return `${cut.slice(0, boundary > limit * 0.6 ? boundary : limit).trimEnd()}…`;
}
