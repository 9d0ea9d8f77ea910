import { screen } from '@testing-library/react';
import { renderPage } from '@nurseprep/shared-ui/testing';
import { installFakePracticeServer } from '../features/practice/testing/fake-practice-server';
import { AppRoutes } from './app-routes';

jest.setTimeout(20_000);

beforeEach(() => {
  window.localStorage.clear();
  installFakePracticeServer();
});

describe('mf-study routes', () => {
  it.each([
    ['/exams/teas/practice', 'ATI TEAS 7 Practice Questions'],
    ['/exams/hesi/practice', 'HESI A2 Practice Questions'],
    ['/exams/nclex/practice', 'NCLEX-RN Practice Questions'],
    ['/exams/coursework/pharmacology/practice', 'Pharmacology Practice Questions'],
    ['/my-study', 'My Study'],
  ])('%s loads the practice page "%s"', async (path, title) => {
    renderPage(<AppRoutes />, { path });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('shows the not-found screen naming a path it has no page for', async () => {
    renderPage(<AppRoutes />, { path: '/exams/teas/practice/extra' });
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('/exams/teas/practice/extra', { selector: 'code' })).toBeInTheDocument();
  });
});
