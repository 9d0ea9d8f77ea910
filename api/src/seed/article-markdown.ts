import MarkdownIt from 'markdown-it';
import anchor from 'markdown-it-anchor';
import type { ArticleHeading } from '@nurseprep/contracts';

/** The words a minute the reading time assumes. */
export const WORDS_PER_MINUTE = 225;

/** 'Know the Exam (TEAS 7)' -> 'know-the-exam-teas-7': stable anchors for the table of contents. */
export function headingSlug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

/**
 * Markdown to HTML that is safe by construction: `html: false` escapes any raw HTML
 * in the source (so `<script>` and `onerror=` arrive as text), markdown-it's link check refuses
 * `javascript:`, `vbscript:`, `file:` and `data:` links, and images are off (no third-party image host).
 * Headings of level 2 and 3 get ids for the table of contents.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false })
  .disable('image')
  .use(anchor, { level: [2, 3], slugify: headingSlug, tabIndex: false });

// A wide table scrolls sideways inside its own box on a phone; the box is a labelled region that takes
// keyboard focus, so the scrolling works without a mouse (axe: scrollable-region-focusable).
markdown.renderer.rules.table_open = (tokens, index, options, _env, self) =>
  `<div class="table-scroll" tabindex="0" role="region" aria-label="Table (scrolls sideways)">\n${self.renderToken(tokens, index, options)}`;
markdown.renderer.rules.table_close = (tokens, index, options, _env, self) => `${self.renderToken(tokens, index, options)}</div>\n`;

export interface RenderedArticle {
  html: string;
  headings: ArticleHeading[];
  /** Words of the plain text (what a reader reads: no markup, no link targets). */
  words: number;
}

function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Renders an article body; throws when it uses a level-1 heading (the page's only h1 is the title). */
export function renderArticle(source: string): RenderedArticle {
  const tokens = markdown.parse(source, {});
  const headings: ArticleHeading[] = [];
  let words = 0;
  for (const [index, token] of tokens.entries()) {
    if (token.type === 'heading_open') {
      if (token.tag === 'h1') throw new Error('uses a level-1 heading (#): the title is the page heading, start sections at ##');
      const id = token.attrGet('id')?.toString();
      const inline = tokens[index + 1];
      if (id && inline && (token.tag === 'h2' || token.tag === 'h3')) {
        headings.push({ id, text: inline.content.replace(/[*_`]/g, ''), level: token.tag === 'h2' ? 2 : 3 });
      }
    }
    if (token.type === 'inline') {
      // Joined without spaces: '**S**ituation' is one word; line breaks separate words.
      const plain = (token.children ?? [])
        .map((child) => (child.type === 'text' || child.type === 'code_inline' ? child.content : child.type.endsWith('break') ? ' ' : ''))
        .join('');
      words += countWords(plain);
    }
    if (token.type === 'fence' || token.type === 'code_block') words += countWords(token.content);
  }
  return { html: markdown.renderer.render(tokens, markdown.options, {}), headings, words };
}

/** Minutes to read `words` at WORDS_PER_MINUTE, at least one. */
export function readingMinutesOf(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
