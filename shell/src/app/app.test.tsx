import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { SiteConfig } from '@nurseprep/contracts';
import { AppProviders, createQueryClient, useAccountDialogs, useToastStore } from '@nurseprep/shared-ui';
import { loadRemoteRoutes } from '../remotes/federation';
import { App } from './app';

jest.mock('../remotes/federation', () => ({
  registerRemoteList: jest.fn(),
  loadRemoteRoutes: jest.fn(),
}));

const siteConfig: SiteConfig = {
  settings: {
    brandName: 'NursePrep Academy',
    email: 'hello@nurseprep.test',
    phone: '(555) 010-0123',
    whatsappNumber: '15550100123',
    socialLinks: [{ network: 'facebook', url: 'https://facebook.test/nurseprep' }],
  },
  remotes: [
    {
      id: 'exams',
      package: 'mf-exams',
      version: '0123456789abcdef',
      url: '/remotes/mf-exams/0123456789abcdef/browser/',
      label: 'Exam preparation',
      routes: [
        { path: '/exams', render: 'server', access: 'public' },
        { path: '/exams/:slug', render: 'server', access: 'public', params: { slug: { values: ['teas', 'hesi'] } } },
      ],
    },
  ],
};

function renderApp(path: string, { seeded = true } = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['/api/auth/user'], null);
  if (seeded) queryClient.setQueryData(['/api/site-config'], siteConfig);
  else queryClient.setQueryDefaults(['/api/site-config'], { queryFn: () => new Promise<SiteConfig>(() => {}) });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders queryClient={queryClient}>
        <App />
      </AppProviders>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  window.scrollTo = jest.fn();
  document.title = 'Previous page | NursePrep Academy';
});

afterEach(() => {
  act(() => useAccountDialogs.getState().close());
  for (const shown of useToastStore.getState().toasts) useToastStore.getState().remove(shown.id);
});

describe('App', () => {
  it('shows the not-found screen inside the frame for an unknown path, and names the tab after it', () => {
    renderApp('/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.title).toBe('404 Page Not Found | NursePrep Academy');
  });

  it('names the tab after the brand while the site settings load', () => {
    renderApp('/exams/teas', { seeded: false });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(document.title).toBe('NursePrep Academy');
  });

  it('names the tab after the brand while a page’s code loads', () => {
    jest.mocked(loadRemoteRoutes).mockReturnValue(new Promise(() => {}));
    renderApp('/exams/teas');
    expect(screen.getByRole('status')).toHaveTextContent('Loading Exam preparation');
    expect(document.title).toBe('NursePrep Academy');
  });

  it('shows the not-found screen at /ui-catalogue outside development', () => {
    renderApp('/ui-catalogue');
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('shows the component catalogue at /ui-catalogue in development', async () => {
    const environment = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    try {
      renderApp('/ui-catalogue');
      // The catalogue loads lazily: its first load takes over a second while builds share the two cores.
      expect(await screen.findByRole('navigation', { name: 'Components' }, { timeout: 10_000 })).toBeInTheDocument();
    } finally {
      process.env.NODE_ENV = environment;
    }
    expect(screen.queryByRole('heading', { level: 1, name: '404 Page Not Found' })).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('opens the sign-in dialog from Sign in and the sign-up dialog from Get Started, returning focus on Escape', async () => {
    const user = userEvent.setup();
    renderApp('/no-such-page');
    const toggle = screen.getByRole('button', { name: 'Open menu' });

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // The form's code loads on first opening (the dialog shows a spinner meanwhile).
    const username = await screen.findByRole('textbox', { name: 'Username or Email' }, { timeout: 10_000 });
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toContainElement(username);
    expect(username).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    const firstName = await screen.findByRole('textbox', { name: 'First Name' }, { timeout: 10_000 });
    expect(screen.getByRole('dialog', { name: 'Create Your Account' })).toContainElement(firstName);
    expect(firstName).toHaveFocus();
  });
});
