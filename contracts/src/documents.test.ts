import {
  documentFileNameOf,
  documentFrontMatterSchema,
  documentPreviewText,
  documentUrlOf,
  formatFileSize,
  studyDocumentSchema,
} from './documents';

const planner = {
  id: 'teas-8-week-study-planner',
  title: '8-Week TEAS 7 Study Planner',
  description: 'Week by week.',
  collection: 'free',
  type: 'Free Resource',
  exams: ['teas'],
  topics: ['Reading', 'Math'],
};

function issuesOf(input: unknown) {
  const result = documentFrontMatterSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('documentFrontMatterSchema', () => {
  it('accepts the README example and fills the defaults', () => {
    expect(documentFrontMatterSchema.parse(planner)).toEqual({
      ...planner,
      format: 'pdf',
      subjects: [],
      schools: [],
      courses: [],
      premium: false,
      verified: false,
    });
  });

  it('names the field that is wrong', () => {
    expect(issuesOf({ ...planner, collection: 'library' })[0]).toMatch(/^collection: /);
    expect(issuesOf({ ...planner, exams: ['teas', 'mcat'] })[0]).toMatch(/^exams\.1: /);
    expect(issuesOf({ ...planner, schools: ['harvard'] })[0]).toMatch(/^schools\.0: /);
    expect(issuesOf({ ...planner, subjects: ['surgery'] })[0]).toMatch(/^subjects\.0: /);
    expect(issuesOf({ ...planner, id: 'TEAS Planner' })[0]).toMatch(/^id: must be a lowercase slug/);
    expect(issuesOf({ ...planner, title: '  ' })[0]).toMatch(/^title: /);
  });

  it('refuses an unknown field, so a misspelt one does not vanish silently', () => {
    expect(issuesOf({ ...planner, subject: ['pharmacology'] }).join()).toMatch(/subject/);
  });

  it('allows Word files only where /documents serves them', () => {
    expect(issuesOf({ ...planner, collection: 'school', format: 'docx' })).toEqual([]);
    expect(issuesOf({ ...planner, format: 'docx' })[0]).toMatch(/^format: docx files are served from \/documents only/);
  });
});

describe('document places and names', () => {
  it('serves each collection where the README table says', () => {
    expect(documentUrlOf({ id: 'a', collection: 'free', format: 'pdf' })).toBe('/resources/free/a.pdf');
    expect(documentUrlOf({ id: 'a', collection: 'catalogue', format: 'pdf' })).toBe('/attached_assets/a.pdf');
    expect(documentUrlOf({ id: 'a', collection: 'builtin', format: 'pdf' })).toBe('/documents/a.pdf');
    expect(documentUrlOf({ id: 'a', collection: 'school', format: 'docx' })).toBe('/documents/a.docx');
  });

  it('downloads as the title, with characters no file system takes replaced', () => {
    expect(documentFileNameOf({ title: '8-Week TEAS 7 Study Planner', format: 'pdf' })).toBe('8-Week TEAS 7 Study Planner.pdf');
    expect(documentFileNameOf({ title: 'APA 7: Course Paper', format: 'docx' })).toBe('APA 7 - Course Paper.docx');
    expect(documentFileNameOf({ title: 'Doses µg/kg ≥ 2', format: 'pdf' })).toBe('Doses µg - kg ≥ 2.pdf');
  });

  it('previews the description, then the topics joined by commas', () => {
    expect(documentPreviewText({ description: 'Week by week.', topics: ['Reading', 'Math', 'Science'] })).toBe('Week by week.\n\nReading, Math, Science');
    expect(documentPreviewText({ description: 'Week by week.', topics: [] })).toBe('Week by week.');
  });

  it('types an index entry with its file facts', () => {
    const entry = {
      ...documentFrontMatterSchema.parse(planner),
      url: '/resources/free/teas-8-week-study-planner.pdf',
      assetPath: null,
      fileName: '8-Week TEAS 7 Study Planner.pdf',
      pages: 4,
      bytes: 48_213,
      excerpt: 'Week 1',
    };
    expect(studyDocumentSchema.parse(entry)).toEqual(entry);
    expect(studyDocumentSchema.safeParse({ ...entry, pages: 0 }).success).toBe(false);
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [812, '812 B'],
    [1024, '1 KB'],
    [250_880, '245 KB'],
    [1_048_064, '1 MB'],
    [1_468_006, '1.4 MB'],
    [52_428_800, '50 MB'],
  ])('shows %i bytes as %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });
});
