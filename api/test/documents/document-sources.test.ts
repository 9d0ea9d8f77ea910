import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { excerptOf, parseMarkdownBlocks, plainTextOf } from '../../src/documents/markdown-blocks';
import { DocumentSourceError, readDocumentSources } from '../../src/documents/source-reader';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-sources-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const frontMatter = (id: string, extra = '') =>
  `---\nid: ${id}\ntitle: Guide ${id}\ndescription: A guide.\ncollection: builtin\ntype: TEAS\nexams: [teas]\n${extra}---\n`;

function write(name: string, text: string) {
  writeFileSync(path.join(folder, name), text);
}

function problemsOf(): string[] {
  try {
    readDocumentSources(folder);
    return [];
  } catch (error) {
    if (!(error instanceof DocumentSourceError)) throw error;
    return error.problems.map((problem) => problem.replace(`${folder}${path.sep}`, '').replace(path.relative(process.cwd(), folder) + path.sep, ''));
  }
}

describe('reading document sources', () => {
  it('reads each .md but the README, with the defaults filled in', () => {
    write('README.md', '# The format\n');
    write('reading-guide.md', `${frontMatter('reading-guide', 'topics: [Main idea]\n')}\n## Reading\n\nText.\n`);
    const [source, ...rest] = readDocumentSources(folder);
    expect(rest).toEqual([]);
    expect(source?.frontMatter).toEqual({
      id: 'reading-guide',
      title: 'Guide reading-guide',
      description: 'A guide.',
      collection: 'builtin',
      format: 'pdf',
      type: 'TEAS',
      exams: ['teas'],
      subjects: [],
      schools: [],
      courses: [],
      topics: ['Main idea'],
      premium: false,
      verified: false,
    });
    expect(source?.blocks).toHaveLength(2);
  });

  it('lists every problem of every file at once, each naming the file and the field or line', () => {
    write('wrong-exam.md', `${frontMatter('wrong-exam').replace('[teas]', '[teas, mcat]')}\nText.\n`);
    write('wrong-id.md', `${frontMatter('another-id')}\nText.\n`);
    write('misspelt.md', `${frontMatter('misspelt', 'subject: [pharmacology]\n')}\nText.\n`);
    write('no-front-matter.md', '## Just a body\n');
    write('bad-yaml.md', '---\nid: bad-yaml\ntitle: [unclosed\n---\nText.\n');
    write('level-one.md', `${frontMatter('level-one')}\nIntro.\n\n# A level one heading\n`);
    write('wide-table.md', `${frontMatter('wide-table')}\n| a | b | c | d | e | f |\n| - | - | - | - | - | - |\n| 1 | 2 | 3 | 4 | 5 | 6 |\n`);
    write('empty-body.md', `${frontMatter('empty-body')}\n`);
    write('wrong-school.md', `${frontMatter('wrong-school', 'schools: [harvard]\n')}\nText.\n`);

    const problems = problemsOf();
    expect(problems).toEqual([
      expect.stringMatching(/^bad-yaml\.md: front matter is not valid YAML: /),
      'empty-body.md: body: is empty',
      // The front matter takes lines 1-8 and the body starts on line 9: the heading is on line 12 of the file.
      'level-one.md: line 12: # headings are not used (## to #### only; the title comes from the front matter)',
      expect.stringMatching(/^misspelt\.md: front matter: Unrecognized key: "subject"/),
      'no-front-matter.md: must start with front matter between two \'---\' lines',
      'wide-table.md: line 10: a table has 6 columns; at most 5 fit a page',
      expect.stringMatching(/^wrong-exam\.md: exams\.1: Invalid option/),
      'wrong-id.md: id: must equal the file name (wrong-id), is another-id',
      expect.stringMatching(/^wrong-school\.md: schools\.0: Invalid option/),
    ]);
  });

  it('says in its message which files are wrong', () => {
    write('wrong-exam.md', `${frontMatter('wrong-exam').replace('[teas]', '[mcat]')}\nText.\n`);
    expect(() => readDocumentSources(folder)).toThrow(/Study document sources are not valid:\n {2}\S*wrong-exam\.md: exams\.0: /);
  });
});

describe('the Markdown the documents are written in', () => {
  it('keeps bold and italic runs, and prints raw HTML as text instead of interpreting it', () => {
    expect(parseMarkdownBlocks('Take **two** tablets *daily*, ***not*** <b>more</b>.')).toEqual([
      {
        kind: 'paragraph',
        runs: [
          { text: 'Take ', bold: false, italic: false },
          { text: 'two', bold: true, italic: false },
          { text: ' tablets ', bold: false, italic: false },
          { text: 'daily', bold: false, italic: true },
          { text: ', ', bold: false, italic: false },
          { text: 'not', bold: true, italic: true },
          { text: ' <b>more</b>.', bold: false, italic: false },
        ],
      },
    ]);
  });

  it('reads headings, nested and numbered lists, tables with their alignment, and notes', () => {
    const blocks = parseMarkdownBlocks(
      '## Doses\n\n### Adults\n\n3. third\n4. fourth\n   - nested\n\n| Drug | Dose |\n| :-- | --: |\n| A | 5 mg |\n\n> Ranges vary by laboratory.\n',
    );
    expect(blocks.map((block) => block.kind)).toEqual(['heading', 'heading', 'list', 'table', 'note']);
    expect(blocks[0]).toMatchObject({ kind: 'heading', level: 2, line: 1 });
    expect(blocks[2]).toMatchObject({ kind: 'list', ordered: true, start: 3 });
    expect(blocks[3]).toMatchObject({ kind: 'table', align: ['left', 'right'], line: 9 });
    expect(plainTextOf(blocks)).toBe('Doses\nAdults\n3. third\n4. fourth\n• nested\nDrug · Dose\nA · 5 mg\nRanges vary by laboratory.');
  });

  it('keeps a link address beside its text', () => {
    expect(plainTextOf(parseMarkdownBlocks('See [the NCSBN site](https://www.ncsbn.org) or <https://www.ncsbn.org>.'))).toBe(
      'See the NCSBN site (https://www.ncsbn.org) or https://www.ncsbn.org.',
    );
  });

  it('cuts the excerpt at a word near 600 characters', () => {
    const words = Array.from({ length: 200 }, (_, index) => `word${index}`).join(' ');
    const excerpt = excerptOf(parseMarkdownBlocks(words));
    expect(excerpt.length).toBeLessThanOrEqual(601);
    expect(excerpt.length).toBeGreaterThan(500);
    expect(excerpt).toMatch(/ word\d+…$/);
    expect(excerptOf(parseMarkdownBlocks('Short text.'))).toBe('Short text.');
  });
});
