import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { NgnCatalog, NgnSession } from '@nurseprep/contracts/ngn';
import { useAccountDialogs } from '@nurseprep/shared-ui';
import { fakeResponse, renderPage, signedInUser } from '@nurseprep/shared-ui/testing';
import NgnPage from './ngn-page';

jest.setTimeout(20_000);

const catalog: NgnCatalog = {
  caseStudies: [
    { id: 'case-sepsis-pneumonia', title: 'Sepsis from pneumonia', category: 'physiological-adaptation', scenario: 'A 78-year-old client in the emergency department.' },
    { id: 'case-alcohol-withdrawal', title: 'Alcohol withdrawal', category: 'psychosocial-integrity', scenario: 'A client on a surgical unit.' },
  ],
  standalone: { items: 0, bowtie: 0, trend: 0 },
  byType: { 'select-all': 2 },
  adaptivePool: 180,
};

function session(mode: NgnSession['mode']): NgnSession {
  return {
    id: '3f1b7a52-7f55-4a32-9d2a-0d0f7d1c2b10',
    mode,
    title: mode === 'adaptive' ? 'Adaptive NCLEX-RN practice exam' : 'Sepsis from pneumonia',
    status: 'in-progress',
    startedAt: '2026-11-27T09:00:00.000Z',
    items: [
      {
        position: 0,
        item: { id: 'ngn-x-1', type: 'multiple-choice', stem: 'Which finding needs follow-up first?', topic: 'Sepsis', options: [{ id: 'a', text: 'Heart rate 124' }, { id: 'b', text: 'Pain 2 of 10' }, { id: 'c', text: 'Temperature 98.6 °F' }] },
        category: 'physiological-adaptation',
        step: 'recognize-cues',
        trend: false,
        scenario: 'The nurse is caring for a client.',
        chart: [{ title: "Nurses' Notes", kind: 'notes', entries: [{ time: '0800', text: 'Client is restless.' }] }],
      },
    ],
    answers: {},
    total: 6,
  };
}

function installFetch({ signedIn }: { signedIn: boolean }) {
  const requests: { method: string; url: string; body?: unknown }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    requests.push({ method, url: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url.pathname === '/api/auth/user') return fakeResponse(200, JSON.stringify(signedIn ? signedInUser : null));
    if (url.pathname === '/api/ngn/catalog') return fakeResponse(200, JSON.stringify(catalog));
    if (url.pathname === '/api/ngn/sessions' && method === 'POST') return fakeResponse(201, JSON.stringify(session('case-study')));
    if (url.pathname.startsWith('/api/ngn/sessions/')) return fakeResponse(200, JSON.stringify(session('case-study')));
    return fakeResponse(404, JSON.stringify({ message: 'Not found' }));
  }) as unknown as typeof fetch;
  return requests;
}

beforeEach(() => useAccountDialogs.setState({ dialog: null }));

describe('/exams/nclex/next-generation', () => {
  it('shows a visitor the case studies and how items are scored, and asks them to sign in to practise', async () => {
    installFetch({ signedIn: false });
    const user = userEvent.setup();
    const { container } = renderPage(<NgnPage />, { path: '/exams/nclex/next-generation' });
    expect(screen.getByRole('heading', { level: 1, name: 'NCLEX-RN Next Generation Practice' })).toBeInTheDocument();
    const signIn = await screen.findByRole('region', { name: 'Sign in to practise' });
    await user.click(within(signIn).getByRole('button', { name: 'Create a free account' }));
    expect(useAccountDialogs.getState().dialog).toBe('sign-up');
    const cases = screen.getByRole('region', { name: 'Unfolding case studies (2)' });
    expect(within(cases).getByRole('heading', { name: 'Sepsis from pneumonia' })).toBeInTheDocument();
    expect(within(cases).queryByRole('button', { name: /Start case study/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'How items are scored' })).toHaveTextContent('never below zero');
    expect(screen.getByText(/Stand-alone items are being checked/)).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lets a student filter the case studies and start one, which opens it from the address', async () => {
    const requests = installFetch({ signedIn: true });
    const user = userEvent.setup();
    renderPage(<NgnPage />, { path: '/exams/nclex/next-generation' });
    const cases = await screen.findByRole('region', { name: 'Unfolding case studies (2)' });
    await user.selectOptions(within(cases).getByLabelText('Client needs category'), 'psychosocial-integrity');
    expect(within(cases).queryByRole('heading', { name: 'Sepsis from pneumonia' })).not.toBeInTheDocument();
    await user.selectOptions(within(cases).getByLabelText('Client needs category'), '');
    await user.click(await within(cases).findByRole('button', { name: 'Start case study: Sepsis from pneumonia' }));
    expect(await screen.findByText('Which finding needs follow-up first?')).toBeInTheDocument();
    expect(requests).toContainEqual({ method: 'POST', url: '/api/ngn/sessions', body: { mode: 'case-study', caseId: 'case-sepsis-pneumonia' } });
    expect(screen.getByText('Client is restless.')).toBeInTheDocument();
  });
});
