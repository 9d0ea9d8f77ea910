import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { ButtonLink } from './button-link';

function withThemeAndRouter({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/']}>{children}</MemoryRouter>
    </ThemeProvider>
  );
}

describe('ButtonLink', () => {
  it('navigates inside the site without a page load for paths starting with /', async () => {
    const user = userEvent.setup();
    render(
      <Routes>
        <Route path="/" element={<ButtonLink href="/contact">Contact us</ButtonLink>} />
        <Route path="/contact" element={<h1>Contact page</h1>} />
      </Routes>,
      { wrapper: withThemeAndRouter },
    );
    const link = screen.getByRole('link', { name: 'Contact us' });
    expect(link).toHaveAttribute('href', '/contact');
    await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Contact page' })).toBeInTheDocument();
  });

  it('renders external, mailto and tel targets as plain links with target and rel passed through', () => {
    render(
      <>
        <ButtonLink href="https://wa.me/15550100123" target="_blank">
          Chat
        </ButtonLink>
        <ButtonLink href="https://example.test" target="_blank" rel="external">
          Partner
        </ButtonLink>
        <ButtonLink href="mailto:hello@nurseprep.test" variant="outline">
          Email
        </ButtonLink>
        <ButtonLink href="tel:+15550100123" variant="ghost">
          Call
        </ButtonLink>
      </>,
      { wrapper: withThemeAndRouter },
    );
    const chat = screen.getByRole('link', { name: 'Chat' });
    expect(chat).toHaveAttribute('href', 'https://wa.me/15550100123');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Partner' })).toHaveAttribute('rel', 'external');
    expect(screen.getByRole('link', { name: 'Email' })).toHaveAttribute('href', 'mailto:hello@nurseprep.test');
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+15550100123');
  });

  it('looks like the Button of the same variant', () => {
    render(
      <ButtonLink href="/payment" variant="secondary">
        Pay now
      </ButtonLink>,
      { wrapper: withThemeAndRouter },
    );
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveStyle({ backgroundColor: theme.colors.secondary, color: theme.colors.secondaryText });
  });

  it('composes the consumer click handler with navigation', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Routes>
        <Route path="/" element={<ButtonLink href="/exams" onClick={onClick}>Exams</ButtonLink>} />
        <Route path="/exams" element={<h1>Exams page</h1>} />
      </Routes>,
      { wrapper: withThemeAndRouter },
    );
    await user.click(screen.getByRole('link', { name: 'Exams' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Exams page' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <nav aria-label="Actions">
        <ButtonLink href="/services">Services</ButtonLink>
        <ButtonLink href="https://example.test" size="lg" $fullWidth>
          Elsewhere
        </ButtonLink>
      </nav>,
      { wrapper: withThemeAndRouter },
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
