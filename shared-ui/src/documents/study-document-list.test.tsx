import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { StudyDocument } from '@nurseprep/contracts';
import { CURRENT_USER_PATH } from '../account/use-current-user';
import { installFakeApi, type FakeHandler } from '../testing/fake-api';
import { renderPage } from '../testing/render-page';
import { StudyDocumentList } from './study-document-list';
import { studyDocumentsPath } from './use-study-documents';

function documentNamed(id: string, title: string): StudyDocument {
  return {
    id,
    title,
    description: `${title}, reviewed.`,
    collection: 'catalogue',
    format: 'pdf',
    type: 'HESI',
    exams: ['hesi'],
    subjects: [],
    schools: [],
    courses: [],
    topics: ['Reading'],
    premium: false,
    verified: true,
    url: `/attached_assets/${id}.pdf`,
    assetPath: `${id}.pdf`,
    fileName: `${title}.pdf`,
    pages: 9,
    bytes: 70_000,
    excerpt: 'Opening text.',
  };
}

const documents = [documentNamed('hesi-a2-math-review', 'HESI A2 Math Review'), documentNamed('hesi-a2-grammar-review', 'HESI A2 Grammar Review')];

type DocumentsAnswer = Awaited<ReturnType<FakeHandler<'GET /api/documents'>>>;

/** Installs the fake API with `GET /api/documents` answering each request with the next of `answers` (the last one repeats). */
function answerDocuments(...answers: Array<DocumentsAnswer | Promise<DocumentsAnswer>>) {
  let next = 0;
  return installFakeApi({ 'GET /api/documents': () => answers[Math.min(next++, answers.length - 1)]! });
}

// axe on a busy two-core machine can take longer than jest's default 5 s.
jest.setTimeout(20_000);

describe('StudyDocumentList', () => {
  it('asks for the filtered documents, shows skeletons while loading, then one card per document', async () => {
    let answer: (documents: StudyDocument[]) => void = () => {};
    const { fetchMock } = answerDocuments(new Promise<DocumentsAnswer>((resolve) => (answer = (body) => resolve({ status: 200, body }))));
    const { container } = renderPage(<StudyDocumentList filters={{ exam: 'hesi', type: 'HESI' }} />, { queryData: { [CURRENT_USER_PATH]: null } });

    expect(screen.getByRole('list', { name: 'Loading study documents...' })).toHaveAttribute('aria-busy', 'true');
    expect(fetchMock).toHaveBeenCalledWith('/api/documents?exam=hesi&type=HESI', expect.objectContaining({ method: 'GET', credentials: 'include' }));

    answer(documents);
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['HESI A2 Math Review', 'HESI A2 Grammar Review']);
    expect(screen.queryByRole('list', { name: 'Loading study documents...' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says when the documents could not be loaded, and Retry loads them', async () => {
    const user = userEvent.setup();
    const { fetchMock } = answerDocuments({ status: 500, body: { message: 'Internal Server Error' } }, { status: 200, body: documents });
    renderPage(<StudyDocumentList filters={{ exam: 'hesi' }} />, { queryData: { [CURRENT_USER_PATH]: null } });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The study documents could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows the empty text when nothing matches', async () => {
    answerDocuments({ status: 200, body: [] });
    renderPage(<StudyDocumentList filters={{ school: 'duke' }} emptyText="No Duke documents yet." />, { queryData: { [CURRENT_USER_PATH]: null } });
    expect(await screen.findByText('No Duke documents yet.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('uses the list already in the cache for the same filters, whatever their order', async () => {
    const { fetchMock } = installFakeApi({});
    renderPage(<StudyDocumentList filters={{ type: 'HESI', exam: 'hesi' }} headingLevel="h4" />, {
      queryData: { [CURRENT_USER_PATH]: null, [studyDocumentsPath({ exam: 'hesi', type: 'HESI' })]: documents },
    });
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(2);
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });
});

describe('studyDocumentsPath', () => {
  it('puts the filters in one order, trimmed, leaving out empty ones', () => {
    expect(studyDocumentsPath()).toBe('/api/documents');
    expect(studyDocumentsPath({ type: ' Study Guide ', school: 'walden', section: '', course: 'NURS 6521' })).toBe(
      '/api/documents?school=walden&course=NURS+6521&type=Study+Guide',
    );
  });
});
