import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useAccountDialogs } from '@nurseprep/shared-ui';
import { renderPage } from '@nurseprep/shared-ui/testing';
import { installFakeNgnServer, type FakeNgnCaseStudy } from '../testing/fake-ngn-server';
import NgnPage from './ngn-page';

jest.setTimeout(20_000);

/** The page's bank: two case studies (the first served with one multiple-choice item) and no stand-alone items. */
const sepsis: FakeNgnCaseStudy = {
  id: 'case-sepsis-pneumonia',
  title: 'Sepsis from pneumonia',
  category: 'physiological-adaptation',
  scenario: 'A 78-year-old client in the emergency department.',
  items: [
    {
      item: {
        id: 'ngn-x-1',
        type: 'multiple-choice',
        stem: 'Which finding needs follow-up first?',
        topic: 'Sepsis',
        options: [
          { id: 'a', text: 'Heart rate 124' },
          { id: 'b', text: 'Pain 2 of 10' },
          { id: 'c', text: 'Temperature 98.6 °F' },
        ],
      },
      category: 'physiological-adaptation',
      step: 'recognize-cues',
      trend: false,
      scenario: 'The nurse is caring for a client.',
      chart: [{ title: "Nurses' Notes", kind: 'notes', entries: [{ time: '0800', text: 'Client is restless.' }] }],
      key: ['a'],
      rationale: { explanation: 'A heart rate of 124 is a sign of sepsis.', parts: {} },
    },
  ],
};
const withdrawal: FakeNgnCaseStudy = {
  id: 'case-alcohol-withdrawal',
  title: 'Alcohol withdrawal',
  category: 'psychosocial-integrity',
  scenario: 'A client on a surgical unit.',
  items: [],
};

function installServer({ signedIn }: { signedIn: boolean }) {
  return installFakeNgnServer({ signedIn, caseStudies: [sepsis, withdrawal], standalone: [] });
}

beforeEach(() => useAccountDialogs.setState({ dialog: null }));

describe('/exams/nclex/next-generation', () => {
  it('shows a visitor the case studies and how items are scored, and asks them to sign in to practise', async () => {
    installServer({ signedIn: false });
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
    const { received } = installServer({ signedIn: true });
    const user = userEvent.setup();
    renderPage(<NgnPage />, { path: '/exams/nclex/next-generation' });
    const cases = await screen.findByRole('region', { name: 'Unfolding case studies (2)' });
    await user.selectOptions(within(cases).getByLabelText('Client needs category'), 'psychosocial-integrity');
    expect(within(cases).queryByRole('heading', { name: 'Sepsis from pneumonia' })).not.toBeInTheDocument();
    await user.selectOptions(within(cases).getByLabelText('Client needs category'), '');
    await user.click(await within(cases).findByRole('button', { name: 'Start case study: Sepsis from pneumonia' }));
    expect(await screen.findByText('Which finding needs follow-up first?')).toBeInTheDocument();
    expect(received).toContainEqual({ name: 'POST /api/ngn/sessions', request: expect.objectContaining({ body: { mode: 'case-study', caseId: 'case-sepsis-pneumonia' } }) });
    expect(screen.getByText('Client is restless.')).toBeInTheDocument();
  });
});
