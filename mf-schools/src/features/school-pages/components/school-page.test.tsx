import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { render } from '@testing-library/react';
import type { StudyDocument, StudyMaterial } from '@nurseprep/contracts';
import { AppProviders, createQueryClient, SITE_CONFIG_PATH } from '@nurseprep/shared-ui';
import { installFakeApi, signedInUser, studyDocumentsHandler, testSiteConfig } from '@nurseprep/shared-ui/testing';
import SchoolPageRoute from './school-page-route';

// Tab switches, clicks and axe over long pages share two cores with builds.
jest.setTimeout(30_000);

const chamberlainMaterials: StudyMaterial[] = [
  {
    id: 1,
    key: 'chamberlain-nr293-guide',
    title: 'NR-293 Pharmacology Study Guide',
    description: 'A study companion for the pharmacology course.',
    type: 'Study Guide',
    content: 'Drug classes by body system.',
    examTypeId: null,
    schoolTypeId: 1,
  },
];

function studyDocument(id: string, title: string, overrides: Partial<StudyDocument> = {}): StudyDocument {
  return {
    id,
    title,
    description: `${title}: a review guide.`,
    collection: 'school',
    format: 'pdf',
    type: 'Study Guide',
    exams: [],
    subjects: [],
    schools: [],
    courses: [],
    topics: ['Drug classes'],
    premium: false,
    verified: true,
    url: `/documents/${id}.pdf`,
    assetPath: null,
    fileName: `${title}.pdf`,
    pages: 12,
    bytes: 40_000,
    excerpt: 'The opening of the guide.',
    ...overrides,
  };
}

/** The documents of the Chamberlain NR-293 study guides and the Walden writing support; the fake filters them as the API does. */
const schoolDocuments: StudyDocument[] = [
  ...[
    studyDocument('nr-293-pharmacology-foundations-guide', 'NR-293 Pharmacology Foundations Guide', { pages: 14 }),
    studyDocument('nr-293-cardiovascular-renal-drugs-guide', 'NR-293 Cardiovascular and Renal Drugs Guide'),
    studyDocument('nr-293-neuro-psych-drugs-guide', 'NR-293 Neurological and Psychiatric Drugs Guide'),
    studyDocument('nr-293-antimicrobial-endocrine-drugs-guide', 'NR-293 Antimicrobial and Endocrine Drugs Guide'),
  ].map((document): StudyDocument => ({ ...document, schools: ['chamberlain'], courses: ['NR-293'], section: 'study-guides' })),
  ...[
    studyDocument('apa-7-student-paper-guide', 'APA 7 Student Paper Guide'),
    studyDocument('apa-course-paper-template', 'APA Course Paper Template', { format: 'docx', type: 'Template', pages: null, url: '/documents/apa-course-paper-template.docx', fileName: 'APA Course Paper Template.docx' }),
  ].map((document): StudyDocument => ({ ...document, schools: ['walden'], section: 'writing' })),
];

let signedIn = false;

beforeEach(() => {
  signedIn = false;
  installFakeApi({
    'GET /api/auth/user': () => ({ status: 200, body: signedIn ? signedInUser : null }),
    'GET /api/documents': studyDocumentsHandler(schoolDocuments),
  });
});

/** The school's page as its route renders it, once its content (its own chunk) and its data have loaded. */
async function renderSchool(slug: string, materials: StudyMaterial[] = []) {
  const user = userEvent.setup();
  const queryClient = createQueryClient();
  queryClient.setQueryData([SITE_CONFIG_PATH], testSiteConfig);
  queryClient.setQueryData([`/api/school-types/${slug}/study-materials`], materials);
  const view = render(
    <MemoryRouter initialEntries={[`/schools/${slug}`]}>
      <AppProviders queryClient={queryClient}>
        <main>
          <Routes>
            <Route path="/schools/:slug" element={<SchoolPageRoute />} />
          </Routes>
        </main>
      </AppProviders>
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return { user, ...view };
}

function region(name: string | RegExp) {
  return screen.getByRole('region', { name });
}

describe('Chamberlain page', () => {
  it('has the five course anchors in an in-page navigation, each pointing at its own section', async () => {
    await renderSchool('chamberlain', chamberlainMaterials);
    const nav = screen.getByRole('navigation', { name: 'Chamberlain courses on this page' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['NR-293 Pharmacology', 'NR-341', 'NR-327', 'NR-326', 'NR-450']);
    for (const link of links) {
      const id = link.getAttribute('href')!.slice(1);
      expect(document.querySelectorAll(`[id="${id}"]`)).toHaveLength(1);
      expect(document.getElementById(id)!.tagName).toBe('SECTION');
    }
  });

  it('moves focus to the section a course link names', async () => {
    Element.prototype.scrollIntoView = jest.fn();
    const { user } = await renderSchool('chamberlain', chamberlainMaterials);
    await user.click(screen.getByRole('link', { name: 'NR-326' }));
    expect(document.getElementById('nr-326')).toHaveFocus();
    expect(region('NR-326: Mental Health Nursing')).toHaveFocus();
  });

  it('opens NR-293 on Study Guides, and each other tab has real content', async () => {
    const { user } = await renderSchool('chamberlain', chamberlainMaterials);
    const nr293 = region('NR-293 Pharmacology');
    const tabs = within(nr293).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Study Guides', 'Flashcards', 'Drug Calculations', 'Practice Questions']);
    expect(within(nr293).getByRole('tab', { name: 'Study Guides' })).toHaveAttribute('aria-selected', 'true');
    expect(within(nr293).getByRole('tabpanel')).toHaveAccessibleName('Study Guides');

    await user.click(within(nr293).getByRole('tab', { name: 'Flashcards' }));
    const flashcards = within(nr293).getByRole('tabpanel', { name: 'Flashcards' });
    const firstCard = within(flashcards).getAllByRole('listitem')[0]!;
    expect(within(firstCard).queryByText(/Block beta-adrenergic receptors/)).not.toBeInTheDocument();
    await user.click(within(firstCard).getByRole('button', { name: 'Show answer' }));
    expect(within(firstCard).getByText(/Block beta-adrenergic receptors/)).toBeInTheDocument();
    expect(within(firstCard).getByRole('button', { name: 'Hide answer' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(flashcards).getByRole('link', { name: 'Drug classes deck' })).toHaveAttribute('href', '/exams/coursework/pharmacology/flashcards/pharmacology-drug-classes');
    expect(within(flashcards).getByRole('link', { name: 'All pharmacology flashcards' })).toHaveAttribute('href', '/exams/coursework/pharmacology/flashcards');

    await user.click(within(nr293).getByRole('tab', { name: 'Drug Calculations' }));
    const calculations = within(nr293).getByRole('tabpanel', { name: 'Drug Calculations' });
    expect(within(calculations).getByText('1,000 units/h ÷ 100 units/mL = 10 mL/h')).toBeInTheDocument();
    expect(within(calculations).getByText('Answer: 15 mL/h')).toBeInTheDocument();

    await user.click(within(nr293).getByRole('tab', { name: 'Practice Questions' }));
    const practice = within(nr293).getByRole('tabpanel', { name: 'Practice Questions' });
    const question = within(practice).getByRole('group', { name: /Metoprolol 50 mg is due/ });
    const check = within(practice).getAllByRole('button', { name: 'Check answer' })[0]!;
    expect(check).toBeDisabled();
    await user.click(within(question).getByRole('radio', { name: /Give the dose and reassess/ }));
    await user.click(check);
    expect(within(practice).getByText('Not quite: the best answer is C.')).toBeInTheDocument();
    expect(within(practice).getByText(/A beta blocker slows the heart/)).toBeInTheDocument();
  });

  it('lists the four NR-293 study guides with their real page counts and the sign-up gate for a visitor', async () => {
    await renderSchool('chamberlain', chamberlainMaterials);
    const guides = within(region('NR-293 Pharmacology')).getByRole('tabpanel', { name: 'Study Guides' });
    expect(await within(guides).findByRole('heading', { name: 'NR-293 Pharmacology Foundations Guide' })).toBeInTheDocument();
    expect(within(guides).getAllByRole('article')).toHaveLength(4);
    expect(within(guides).getByText('14 pages')).toBeInTheDocument();
    expect(await within(guides).findByRole('button', { name: 'Sign up to download: NR-293 Pharmacology Foundations Guide' })).toBeInTheDocument();
    expect(within(guides).queryByRole('link', { name: /^Download PDF/ })).not.toBeInTheDocument();
  });

  it('gives every course section content of its own', async () => {
    await renderSchool('chamberlain', chamberlainMaterials);
    for (const name of ['NR-341: Complex Adult Health', 'NR-327: Maternal-Child Nursing', 'NR-326: Mental Health Nursing', 'NR-450: Capstone']) {
      expect(within(region(name)).getAllByRole('listitem').length).toBeGreaterThan(3);
    }
  });

  it('reveals every supported course with View All Chamberlain Courses', async () => {
    const { user } = await renderSchool('chamberlain', chamberlainMaterials);
    const toggle = screen.getByRole('button', { name: 'View All Chamberlain Courses' });
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // toBeVisible trusts the hidden attribute alone; the computed display proves the grid's styles obey it.
    expect(getComputedStyle(list).display).toBe('none');
    expect(screen.queryByText('Fundamentals of nursing')).not.toBeVisible();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Show Fewer Courses' })).toHaveAttribute('aria-expanded', 'true');
    expect(getComputedStyle(list).display).toBe('grid');
    expect(screen.getByText('Fundamentals of nursing')).toBeVisible();
  });

  it('shows the school\'s study materials from the API and links tutoring to the prefilled booking form', async () => {
    await renderSchool('chamberlain', chamberlainMaterials);
    expect(screen.getByRole('heading', { name: 'NR-293 Pharmacology Study Guide' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request Tutoring Support' })).toHaveAttribute('href', '/booking?service=tutoring&school=chamberlain');
    expect(screen.getByRole('link', { name: 'Request Materials for Your School' })).toHaveAttribute('href', '/booking?service=custom&school=chamberlain');
  });

  it('says we are independent of the school and has no axe violations', async () => {
    const { container } = await renderSchool('chamberlain', chamberlainMaterials);
    expect(screen.getByRole('note')).toHaveTextContent('We are an independent tutoring service, not affiliated with, endorsed by or sponsored by Chamberlain University.');
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('Walden page', () => {
  it('has the anchors msncore, fnp, dnp, research and writing, each id once with its own section', async () => {
    await renderSchool('walden');
    const nav = screen.getByRole('navigation', { name: 'Walden programs on this page' });
    const ids = within(nav).getAllByRole('link').map((link) => link.getAttribute('href')!.slice(1));
    expect(ids).toEqual(['msncore', 'fnp', 'dnp', 'research', 'writing']);
    for (const id of ids) {
      expect(document.querySelectorAll(`[id="${id}"]`)).toHaveLength(1);
      expect(within(document.getElementById(id)!).getAllByRole('heading').length).toBeGreaterThan(1);
    }
  });

  it('lists the four MSN core courses and calls NURS 6521\'s guide a review guide, never answers', async () => {
    await renderSchool('walden');
    const core = region('MSN Core Courses');
    for (const course of ['NURS 6521: Advanced pharmacology', 'NURS 6501: Advanced pathophysiology', 'NURS 6512: Advanced health assessment', 'NURS 6630: Psychopharmacology']) {
      expect(within(core).getByRole('heading', { name: course })).toBeInTheDocument();
    }
    expect(core).toHaveTextContent(/midterm review guide/);
    expect(core).toHaveTextContent(/contain no exam answers/);
  });

  it("links NURS 6521 to the site's pharmacology flashcard decks", async () => {
    await renderSchool('walden');
    const core = region('MSN Core Courses');
    expect(within(core).getByRole('heading', { name: 'NURS 6521: pharmacology flashcards with spaced repetition' })).toBeInTheDocument();
    expect(within(core).getByRole('link', { name: 'Drug classes deck' })).toHaveAttribute('href', '/exams/coursework/pharmacology/flashcards/pharmacology-drug-classes');
    expect(within(core).getByRole('link', { name: 'Prototype drugs deck' })).toHaveAttribute('href', '/exams/coursework/pharmacology/flashcards/pharmacology-prototypes');
    expect(within(core).getByRole('link', { name: 'All pharmacology flashcards' })).toHaveAttribute('href', '/exams/coursework/pharmacology/flashcards');
  });

  it('opens evidence-based practice on EBP Frameworks, and every tab has content', async () => {
    const { user } = await renderSchool('walden');
    const research = region('Evidence-Based Practice and Research');
    expect(within(research).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['EBP Frameworks', 'Research Methods', 'Literature Reviews', 'Data Analysis']);
    expect(within(research).getByRole('tab', { name: 'EBP Frameworks' })).toHaveAttribute('aria-selected', 'true');
    for (const name of ['Research Methods', 'Literature Reviews', 'Data Analysis']) {
      await user.click(within(research).getByRole('tab', { name }));
      expect(within(within(research).getByRole('tabpanel', { name })).getAllByRole('listitem').length).toBeGreaterThan(3);
    }
  });

  it('gives a signed-in student download links for the APA guide (PDF) and the Word templates', async () => {
    signedIn = true;
    await renderSchool('walden');
    const writing = region('Writing Support');
    const pdf = await within(writing).findByRole('link', { name: 'Download PDF: APA 7 Student Paper Guide' });
    expect(pdf).toHaveAttribute('href', '/documents/apa-7-student-paper-guide.pdf');
    expect(pdf).toHaveAttribute('download', 'APA 7 Student Paper Guide.pdf');
    const docx = within(writing).getByRole('link', { name: 'Download Word file: APA Course Paper Template' });
    expect(docx).toHaveAttribute('href', '/documents/apa-course-paper-template.docx');
    expect(docx).toHaveAttribute('download', 'APA Course Paper Template.docx');
  });

  it('names the request button for Walden and has no axe violations', async () => {
    const { container } = await renderSchool('walden');
    expect(screen.getByRole('link', { name: 'Request Walden Tutoring' })).toHaveAttribute('href', '/booking?service=tutoring&school=walden');
    expect(screen.getByRole('button', { name: 'View All Walden Programs' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe.each([
  { slug: 'grand-canyon', codes: ['NUR-300', 'NUR-318', 'NUR-432'], middle: 'Clinical Prep', bundle: ['Grand Canyon Study Bundle', '$129', 'grand-canyon-study-bundle'], tutoring: ['Grand Canyon Tutoring', '$65/hour', 'grand-canyon-tutoring'], values: /GCU is a Christian university/ },
  { slug: 'phoenix', codes: ['NUR/427', 'NUR/518', 'NUR/550'], middle: 'Practical Skills', bundle: ['Phoenix Online Success Package', '$119', 'phoenix-online-success-package'], tutoring: ['Phoenix Tutoring', '$65/hour', 'phoenix-tutoring'], values: /not a religious university/ },
  { slug: 'chatham', codes: ['NUR 403', 'NUR 455', 'NUR 523'], middle: 'Capstone Projects', bundle: ['Chatham Comprehensive Package', '$139', 'chatham-comprehensive-package'], tutoring: ['Chatham Tutoring', '$70/hour', 'chatham-tutoring'], values: /not a religious university/ },
])('$slug page', ({ slug, codes, middle, bundle, tutoring, values }) => {
  it('opens on Key Courses with its three course codes, then the middle tab and Study Resources', async () => {
    const { user } = await renderSchool(slug);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Key Courses', middle, 'Study Resources']);
    const courses = screen.getByRole('tabpanel', { name: 'Key Courses' });
    for (const code of codes) expect(within(courses).getByRole('heading', { name: code })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: middle }));
    expect(within(screen.getByRole('tabpanel', { name: middle })).getAllByRole('listitem').length).toBeGreaterThan(3);
  });

  it('prices the bundle and tutoring from the catalogue and links each to its checkout, with the advisor link', async () => {
    await renderSchool(slug);
    const sidebar = screen.getByRole('complementary');
    for (const [name, price, id] of [bundle, tutoring]) {
      const card = within(sidebar).getByRole('group', { name });
      expect(within(card).getByText(price!)).toBeInTheDocument();
      expect(within(card).getByRole('link')).toHaveAttribute('href', `/payment?package=${id}`);
    }
    expect(within(sidebar).getByRole('link', { name: 'Contact an Advisor' })).toHaveAttribute('href', '/contact');
  });

  it('gives search engines the bundle and tutoring prices as Product JSON-LD', async () => {
    await renderSchool(slug);
    const expected = [bundle[1], tutoring[1]].map((price) => Number(String(price).replace(/[$,]|\/hour/g, '')).toFixed(2));
    await waitFor(() => {
      const blocks = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? '') as { '@type': string; offers?: { price: string; name?: string }[] },
      );
      const product = blocks.find((block) => block['@type'] === 'Product');
      expect(product?.offers).toEqual([
        expect.objectContaining({ price: expected[0], name: bundle[0] }),
        expect.objectContaining({ price: expected[1], name: tutoring[0] }),
      ]);
    });
  });

  it('words the values block truthfully for the school', async () => {
    await renderSchool(slug);
    expect(screen.getByRole('region', { name: /Nursing Programs$/ })).toHaveTextContent(values);
  });

  it('has no axe violations', async () => {
    const { container } = await renderSchool(slug);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe.each(['arizona-state', 'capella', 'duke', 'excelsior', 'johns-hopkins', 'kaplan', 'liberty', 'snhu', 'umgc'])('%s page', (slug) => {
  it('has programs, hard courses, documents, practice and tutoring, says it is independent, and passes axe', async () => {
    const { container, user } = await renderSchool(slug);
    expect(screen.getByRole('region', { name: /Nursing Programs$/ })).toBeInTheDocument();
    expect(within(region('Courses Students Find Hardest')).getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(3);
    expect(region('Study Documents')).toBeInTheDocument();
    const practice = region('Practice Questions');
    expect(within(practice).getAllByRole('group').length).toBeGreaterThanOrEqual(3);
    await user.click(within(practice).getAllByRole('radio')[0]!);
    await user.click(within(practice).getAllByRole('button', { name: 'Check answer' })[0]!);
    expect(within(practice).getByText('Why:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request Tutoring Support' })).toHaveAttribute('href', `/booking?service=tutoring&school=${slug}`);
    expect(screen.getByRole('note')).toHaveTextContent('We are an independent tutoring service, not affiliated with');
    expect(await axe(container)).toHaveNoViolations();
  });
});
