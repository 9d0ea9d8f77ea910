import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { MemoryRouter } from 'react-router-dom';
import type { SiteConfig } from '@nurseprep/contracts';
import { AppProviders, createQueryClient, useAccountDialogs, useDocumentTitle } from '@nurseprep/shared-ui';
import { Layout } from './layout';

const siteConfig: SiteConfig = {
  settings: {
    brandName: 'NursePrep Academy',
    email: 'hello@nurseprep.test',
    phone: '(555) 010-0123',
    whatsappNumber: '15550100123',
    socialLinks: [
      { network: 'facebook', url: 'https://facebook.test/nurseprep' },
      { network: 'instagram', url: 'https://instagram.test/nurseprep' },
      { network: 'x', url: 'https://x.test/nurseprep' },
      { network: 'linkedin', url: 'https://linkedin.test/nurseprep' },
      { network: 'youtube', url: 'https://youtube.test/nurseprep' },
    ],
  },
  remotes: [],
};

/** A visitor's page: the site settings and the current user (none) are already known. */
function renderLayout(path: string, config: SiteConfig = siteConfig) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['/api/site-config'], config);
  queryClient.setQueryData(['/api/auth/user'], null);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders queryClient={queryClient}>
        <Layout>
          <h1>Page content</h1>
        </Layout>
      </AppProviders>
    </MemoryRouter>,
  );
}

function hrefsIn(container: HTMLElement): (string | null)[] {
  return within(container)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
}

beforeEach(() => {
  window.scrollTo = jest.fn();
  Element.prototype.scrollIntoView = jest.fn();
});

afterEach(() => {
  jest.useRealTimers();
  act(() => useAccountDialogs.getState().close());
});

// jsdom applies no media queries: it shows the narrow layout, where the navigation sits in the toggle menu.
async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
}

describe('Layout header', () => {
  it('shows the eight navigation items with their targets, in order', async () => {
    const user = userEvent.setup();
    renderLayout('/');
    await openMenu(user);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Services', '/services'],
      ['Exam Prep', '/exams'],
      ['Nursing Schools', '/schools'],
      ['Resources', '/resources'],
      ['Tutoring', '/tutoring'],
      ['Book Service', '/booking'],
    ]);
  });

  it('marks Home as the current page on /', async () => {
    const user = userEvent.setup();
    renderLayout('/');
    await openMenu(user);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('marks Exam Prep on an exam page under /exams', async () => {
    const user = userEvent.setup();
    renderLayout('/exams/teas');
    await openMenu(user);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Exam Prep' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('marks Nursing Schools on /schools', async () => {
    const user = userEvent.setup();
    renderLayout('/schools');
    await openMenu(user);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Nursing Schools' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks About on /about and not Home', async () => {
    const user = userEvent.setup();
    renderLayout('/about');
    await openMenu(user);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('links the brand to the home page', () => {
    renderLayout('/about');
    expect(screen.getByRole('link', { name: 'NursePrep Academy' })).toHaveAttribute('href', '/');
  });

  it('opens and closes the menu with the toggle button', async () => {
    const user = userEvent.setup();
    renderLayout('/about');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).toContainElement(screen.getByRole('navigation', { name: 'Main' }));
    expect(menu).toContainElement(screen.getByRole('button', { name: 'Sign in' }));

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Open menu');
  });

  it('closes the menu when a link in it is chosen', async () => {
    const user = userEvent.setup();
    renderLayout('/about');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Tutoring' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await user.click(toggle);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Tutoring' })).toHaveAttribute('aria-current', 'page');
  });

  it('closes the menu when the link to the page already shown is chosen', async () => {
    const user = userEvent.setup();
    renderLayout('/about');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    renderLayout('/about');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    await user.tab();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('offers Sign in and Get Started as buttons that open the account dialogs and close the menu', async () => {
    const user = userEvent.setup();
    renderLayout('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await openMenu(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(useAccountDialogs.getState().dialog).toBe('sign-in');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The chosen button is hidden with the menu, so focus waits on the toggle for the dialog to return it there.
    expect(toggle).toHaveFocus();

    await openMenu(user);
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(useAccountDialogs.getState().dialog).toBe('sign-up');
    expect(toggle).toHaveFocus();
  });
});

describe('Layout skip link', () => {
  it('is the first stop for the keyboard and moves focus to the main content', async () => {
    const user = userEvent.setup();
    renderLayout('/');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');

    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });
});

describe('Layout footer', () => {
  it('lists the Exam Prep group with its exact targets', () => {
    renderLayout('/');
    expect(hrefsIn(screen.getByRole('navigation', { name: 'Exam Prep' }))).toEqual([
      '/exams/teas',
      '/exams/hesi',
      '/exams/gre',
      '/exams/kaplan',
      '/exams/ged',
      '/exams/cna',
      '/exams/ati',
    ]);
  });

  it('lists the Nursing Schools group with its exact targets', () => {
    renderLayout('/');
    expect(hrefsIn(screen.getByRole('navigation', { name: 'Nursing Schools' }))).toEqual([
      '/schools/chamberlain',
      '/schools/walden',
      '/schools/grand-canyon',
      '/schools/phoenix',
      '/schools/chatham',
      '/schools/umgc',
      '/schools',
    ]);
  });

  it('lists the Company group with its exact targets', () => {
    renderLayout('/');
    const company = screen.getByRole('navigation', { name: 'Company' });
    expect(hrefsIn(company)).toEqual(['/about', '/services', '/tutors', '/#testimonials', '/resources/blog', '/contact']);
    expect(within(company).getByRole('link', { name: 'Testimonials' })).toHaveAttribute('href', '/#testimonials');
  });

  it('has the legal row', () => {
    renderLayout('/');
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(legal).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(legal).getByRole('link', { name: 'Accessibility' })).toHaveAttribute('href', '/accessibility');
  });

  it('links the five social networks from the site settings, each in a new tab', () => {
    renderLayout('/');
    const expected = [
      ['NursePrep Academy on Facebook', 'https://facebook.test/nurseprep'],
      ['NursePrep Academy on Instagram', 'https://instagram.test/nurseprep'],
      ['NursePrep Academy on X', 'https://x.test/nurseprep'],
      ['NursePrep Academy on LinkedIn', 'https://linkedin.test/nurseprep'],
      ['NursePrep Academy on YouTube', 'https://youtube.test/nurseprep'],
    ];
    for (const [name, url] of expected) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('gives the email, phone and WhatsApp contact from the site settings', () => {
    renderLayout('/');
    expect(screen.getByRole('link', { name: 'hello@nurseprep.test' })).toHaveAttribute('href', 'mailto:hello@nurseprep.test');
    expect(screen.getByRole('link', { name: '(555) 010-0123' })).toHaveAttribute('href', 'tel:5550100123');
    const whatsapp = screen.getByRole('link', { name: 'Message us on WhatsApp' });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/15550100123');
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the copyright line with the current year', () => {
    jest.useFakeTimers({ now: new Date('2031-06-15T12:00:00Z') });
    renderLayout('/');
    expect(screen.getByText('© 2031 NursePrep Academy. All rights reserved.')).toBeInTheDocument();
  });
});

describe('Layout with another brand name (SITE_BRAND_NAME)', () => {
  const renamed: SiteConfig = { ...siteConfig, settings: { ...siteConfig.settings, brandName: 'Nurse Coach Co' } };

  it('names the brand in the header, the copyright, the chat greeting and the page titles', () => {
    function TitledPage() {
      useDocumentTitle('Contact Us');
      return <h1>Contact Us</h1>;
    }
    const queryClient = createQueryClient();
    queryClient.setQueryData(['/api/site-config'], renamed);
    queryClient.setQueryData(['/api/auth/user'], null);
    render(
      <MemoryRouter initialEntries={['/contact']}>
        <AppProviders queryClient={queryClient}>
          <Layout>
            <TitledPage />
          </Layout>
        </AppProviders>
      </MemoryRouter>,
    );

    expect(document.title).toBe('Contact Us | Nurse Coach Co');
    expect(screen.getByText(/© \d{4} Nurse Coach Co\. All rights reserved\./)).toBeInTheDocument();
    const chat = screen.getByRole('link', { name: 'Chat with us on WhatsApp' });
    expect(new URL(chat.getAttribute('href') ?? '').searchParams.get('text')).toBe(
      "Hello Nurse Coach Co! I'd like to know more about your exam preparation services.",
    );
    expect(screen.queryByText(/NursePrep Academy/)).not.toBeInTheDocument();
  });
});

describe('Layout chat button', () => {
  it('opens a WhatsApp chat with the greeting prefilled, in a new tab', () => {
    renderLayout('/');
    const chat = screen.getByRole('link', { name: 'Chat with us on WhatsApp' });
    const url = new URL(chat.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://wa.me/15550100123');
    expect(url.searchParams.get('text')).toBe(
      "Hello NursePrep Academy! I'd like to know more about your exam preparation services.",
    );
    expect(chat.getAttribute('href')).toContain('?text=Hello%20NursePrep%20Academy!%20I');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows its tooltip while hovered', async () => {
    const user = userEvent.setup();
    renderLayout('/');
    const chat = screen.getByRole('link', { name: 'Chat with us on WhatsApp' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.hover(chat);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Questions about exam prep? Chat with us on WhatsApp');

    await user.unhover(chat);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows its tooltip when focused with the keyboard, and is described by it', async () => {
    const user = userEvent.setup();
    const { container } = renderLayout('/');
    const chat = screen.getByRole('link', { name: 'Chat with us on WhatsApp' });

    // Reaching it with Tab through the whole page is the e2e suite's job; here the focus itself matters.
    act(() => chat.focus());
    expect(chat).toHaveFocus();
    const tooltip = screen.getByRole('tooltip');
    expect(chat).toHaveAccessibleDescription('Questions about exam prep? Chat with us on WhatsApp');
    expect(chat).toHaveAttribute('aria-describedby', tooltip.id);
    expect(await axe(container)).toHaveNoViolations();

    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

describe('Layout while the site settings load', () => {
  it('shows the frame without the settings-based links', async () => {
    const queryClient = createQueryClient();
    const never = new Promise<SiteConfig>(() => {});
    queryClient.setQueryDefaults(['/api/site-config'], { queryFn: () => never });
    render(
      <MemoryRouter initialEntries={['/']}>
        <AppProviders queryClient={queryClient}>
          <Layout>
            <h1>Page content</h1>
          </Layout>
        </AppProviders>
      </MemoryRouter>,
    );
    await act(async () => {});
    expect(screen.getByRole('navigation', { name: 'Main', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'NursePrep Academy' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Exam Prep' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Chat with us on WhatsApp' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /on Facebook/ })).not.toBeInTheDocument();
  });
});

describe('Layout accessibility', () => {
  it('has no axe violations', async () => {
    const { container } = renderLayout('/exams/teas');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no axe violations with the menu open', async () => {
    const user = userEvent.setup();
    const { container } = renderLayout('/exams/teas');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await axe(container)).toHaveNoViolations();
  });
});
