import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readingMinutesOf, renderArticle } from '../../src/seed/article-markdown';
import { readArticles } from '../../src/seed/read-articles';

const frontMatter = (fields: Record<string, string>) =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n---\n`;

const validFields = {
  slug: 'fixture-article',
  title: '"A Fixture: With a Colon"',
  category: 'Study Skills',
  date: '2023-03-25',
  author: 'NursePrep Academy Editorial Team',
  excerpt: 'A short excerpt.',
};

describe('the article renderer', () => {
  it('turns a hostile Markdown sample into markup with no script, no event handler and no javascript: link', () => {
    const hostile = [
      '## Hello <script>alert(1)</script>',
      '',
      '<script>alert("raw")</script>',
      '',
      '<img src="x" onerror="alert(2)">',
      '',
      '[click](javascript:alert(3)) [data](data:text/html;base64,PHNjcmlwdD4=) [vb](vbscript:msgbox(1))',
      '',
      '![pic](https://evil.example/x.png" onerror="alert(4))',
      '',
      '<a href="javascript:alert(5)">raw link</a> <iframe src="https://evil.example"></iframe>',
      '',
      '[ok](https://example.org/page "title\\" onmouseover=\\"alert(6)")',
    ].join('\n');
    const { html } = renderArticle(hostile);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/<iframe/i);
    expect(html).not.toMatch(/<a [^>]*href="(javascript|data|vbscript):/i);
    const attributeNames = [...html.matchAll(/<[a-z][a-z0-9]*((?:\s+[a-z-]+="[^"]*")*)\s*\/?>/gi)].flatMap((tag) =>
      [...(tag[1] ?? '').matchAll(/\s([a-z-]+)="/gi)].map((attribute) => attribute[1]),
    );
    expect(attributeNames.length).toBeGreaterThan(0);
    expect(attributeNames.filter((name) => /^on/i.test(name ?? ''))).toEqual([]);
    expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+="/i);
    // The raw HTML is shown as text, escaped.
    expect(html).toContain('&lt;script&gt;alert(&quot;raw&quot;)&lt;/script&gt;');
    expect(html).toContain('<a href="https://example.org/page" title="title&quot; onmouseover=&quot;alert(6)">ok</a>');
  });

  it('gives level 2 and 3 headings ids and lists them for the table of contents', () => {
    const { html, headings } = renderArticle('Intro.\n\n## Know the Exam (TEAS 7)\n\nText.\n\n### Reading **tips**\n\n#### Not listed\n');
    expect(headings).toEqual([
      { id: 'know-the-exam-teas-7', text: 'Know the Exam (TEAS 7)', level: 2 },
      { id: 'reading-tips', text: 'Reading tips', level: 3 },
    ]);
    expect(html).toContain('<h2 id="know-the-exam-teas-7">Know the Exam (TEAS 7)</h2>');
    expect(html).toContain('<h3 id="reading-tips">Reading <strong>tips</strong></h3>');
  });

  it('renders GFM tables and lists', () => {
    const { html } = renderArticle('| Section | Questions |\n| --- | --- |\n| Reading | 45 |\n\n- one\n- two\n');
    expect(html).toContain('<div class="table-scroll" tabindex="0" role="region" aria-label="Table (scrolls sideways)">\n<table>');
    expect(html).toContain('</table>\n</div>');
    expect(html).toContain('<td>45</td>');
    expect(html).toContain('<li>two</li>');
  });

  it('refuses a level-1 heading: the title is the page heading', () => {
    expect(() => renderArticle('# Title again\n\nText.')).toThrow('level-1 heading');
  });

  it('counts the words of the plain text, not the markup or link targets', () => {
    expect(renderArticle('## Two words\n\n**S**ituation and [a link](https://example.org/a-b-c-d) here.\n\n| a | b |\n| - | - |\n| c | d |').words).toBe(
      2 + 5 + 4,
    );
  });

  it('computes the reading time at 225 words a minute, rounded, at least one minute', () => {
    expect(readingMinutesOf(225 * 8)).toBe(8);
    expect(readingMinutesOf(225 * 8 + 112)).toBe(8);
    expect(readingMinutesOf(225 * 8 + 113)).toBe(9);
    expect(readingMinutesOf(10)).toBe(1);
  });
});

describe('the article loader', () => {
  let folder: string;
  const articlesFolder = () => path.join(folder, 'articles');
  const write = (name: string, text: string) => writeFileSync(path.join(articlesFolder(), name), text);

  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-articles-'));
    mkdirSync(path.join(articlesFolder(), 'covers'), { recursive: true });
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('reads each file as a blog post with its reading time computed from the body and its cover when one exists', () => {
    const body = `## First\n\n${'word '.repeat(225 * 3)}\n`;
    write('fixture-article.md', frontMatter(validFields) + body);
    writeFileSync(path.join(articlesFolder(), 'covers', 'fixture-article.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    write('second.md', frontMatter({ ...validFields, slug: 'second' }) + 'Short.');
    expect(readArticles(folder)).toEqual([
      {
        slug: 'fixture-article',
        title: 'A Fixture: With a Colon',
        category: 'Study Skills',
        publishedAt: '2023-03-25',
        readingMinutes: 3,
        author: 'NursePrep Academy Editorial Team',
        excerpt: 'A short excerpt.',
        coverImage: '/images/articles/fixture-article.svg',
        content: body.trim(),
      },
      expect.objectContaining({ slug: 'second', readingMinutes: 1, content: 'Short.' }),
    ]);
    expect(readArticles(folder)?.[1]).not.toHaveProperty('coverImage');
  });

  it.each([
    ['a missing field', frontMatter({ ...validFields, author: '' }), 'author'],
    ['an unknown field', frontMatter({ ...validFields, catgory: 'x' }), 'catgory'],
    ['a bad date', frontMatter({ ...validFields, date: '23 March 2023' }), 'date'],
    ['no front matter', 'Just text.', 'front matter'],
    ['broken YAML', '---\ntitle: [unclosed\n---\nText.', 'not valid YAML'],
    ['a slug that is not the file name', frontMatter({ ...validFields, slug: 'other-slug' }) + 'Text.', 'must equal the file name'],
    ['an empty body', frontMatter(validFields), 'the body is empty'],
    ['a level-1 heading', `${frontMatter(validFields)}# Title\n\nText.`, 'level-1 heading'],
  ])('stops with a message naming the file when it has %s', (_case, text, problem) => {
    write('fixture-article.md', text);
    const file = path.join(articlesFolder(), 'fixture-article.md');
    expect(() => readArticles(folder)).toThrow(`Article file ${file} is invalid`);
    expect(() => readArticles(folder)).toThrow(problem);
  });

  it('reads nothing when there is no articles folder', () => {
    rmSync(articlesFolder(), { recursive: true });
    expect(readArticles(folder)).toBeNull();
  });
});
