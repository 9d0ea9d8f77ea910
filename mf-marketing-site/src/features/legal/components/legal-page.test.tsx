import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderPage } from '@nurseprep/shared-ui/testing';
import { LegalPage } from './legal-page';

describe('the legal pages', () => {
  it('privacy says what is stored, the one HttpOnly cookie, who sees it, how long and how to ask for deletion', async () => {
    const { container } = renderPage(<LegalPage page="privacy" />, { path: '/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    for (const fact of ['Form submissions', 'Newsletter addresses', 'Study progress', 'WhatsApp messages', 'nurseprep_session', '__Host-nurseprep_session', 'HttpOnly', 'Our staff can see form submissions', '30 days after you signed in', 'Signing out everywhere', 'one-click unsubscribe']) {
      expect(main).toHaveTextContent(fact);
    }
    expect(screen.getByRole('link', { name: 'support@example.com' })).toHaveAttribute('href', 'mailto:support@example.com');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('terms say the checkout takes no payment and tutoring cancels free up to 24 hours before', () => {
    renderPage(<LegalPage page="terms" />, { path: '/terms' });
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('It takes no payment');
    expect(main).toHaveTextContent('free of charge up to 24 hours before a session');
    expect(main).toHaveTextContent('Exam Prep Package of 4 sessions $180-$350');
  });

  it('the accessibility statement names the WCAG 2.2 AA target, how it was tested and how to report a barrier', async () => {
    const { container } = renderPage(<LegalPage page="accessibility" />, { path: '/accessibility' });
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('WCAG) 2.2 at level AA');
    expect(screen.getByRole('heading', { name: 'How we tested' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Report a barrier' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
