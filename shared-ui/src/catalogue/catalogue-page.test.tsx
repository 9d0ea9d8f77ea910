import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { MemoryRouter } from 'react-router-dom';
import * as icons from '../icons';
import { useToastStore } from '@nurseprep/shared-ui';
import { AppProviders, BRAND_NAME, createQueryClient, SITE_CONFIG_PATH, Toaster } from '@nurseprep/shared-ui';
import { CataloguePage } from './catalogue-page';

function renderCatalogue() {
  const user = userEvent.setup();
  // As in the shell: the site settings (here the defaults' brand) are already loaded.
  const queryClient = createQueryClient();
  queryClient.setQueryData([SITE_CONFIG_PATH], { settings: { brandName: BRAND_NAME, email: '', phone: '', whatsappNumber: '', socialLinks: [] }, remotes: [] });
  const view = render(
    <MemoryRouter>
      <AppProviders queryClient={queryClient}>
        <main>
          <CataloguePage />
        </main>
        <Toaster />
      </AppProviders>
    </MemoryRouter>,
  );
  return { user, ...view };
}

afterEach(() => {
  for (const shown of useToastStore.getState().toasts) useToastStore.getState().remove(shown.id);
});

const componentHeadings = [
  'Button and ButtonLink',
  'TextField, TextArea, SelectField and Select',
  'Dialog, Tooltip and Toast',
  'Tabs',
  'LetterFilter',
  'Card',
  'Badge',
  'Skeleton and Spinner',
  'Container, Section and VisuallyHidden',
  'Icons',
];

test('has one h1, an h2 region per component and a contents list linking to each', () => {
  renderCatalogue();
  expect(screen.getByRole('heading', { level: 1, name: 'Component catalogue' })).toBeInTheDocument();
  expect(document.title).toBe('Component catalogue | NursePrep Academy');
  const contents = screen.getByRole('navigation', { name: 'Components' });
  for (const name of componentHeadings) {
    const heading = screen.getByRole('heading', { level: 2, name });
    expect(screen.getByRole('region', { name })).toContainElement(heading);
    expect(within(contents).getByRole('link', { name })).toHaveAttribute('href', `#${heading.id}`);
  }
});

test('shows every icon under its export name', () => {
  renderCatalogue();
  const section = screen.getByRole('region', { name: 'Icons' });
  const names = within(section)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(names).toEqual(Object.keys(icons).sort((a, b) => a.localeCompare(b)));
});

test('its samples work: tabs follow the arrow keys and the letter filter has disabled letters', async () => {
  const { user } = renderCatalogue();
  const tabs = within(screen.getByRole('region', { name: 'Tabs' }));
  await user.click(tabs.getByRole('tab', { name: 'Math' }));
  await user.keyboard('{ArrowRight}');
  expect(tabs.getByRole('tab', { name: 'Science' })).toHaveAttribute('aria-selected', 'true');

  const letters = within(screen.getByRole('group', { name: 'Filter sample schools by first letter' }));
  expect(letters.getByRole('link', { name: 'B' })).toHaveAttribute('aria-disabled', 'true');
  await user.click(letters.getByRole('link', { name: 'W' }));
  expect(screen.getByText('Selected letter: W')).toBeInTheDocument();
});

test('shows fields with their errors and disabled states', () => {
  renderCatalogue();
  const fields = within(screen.getByRole('region', { name: 'TextField, TextArea, SelectField and Select' }));
  expect(fields.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Please enter a valid email address');
  expect(fields.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  expect(fields.getByRole('textbox', { name: 'Disabled' })).toBeDisabled();
  expect(fields.getByRole('combobox', { name: 'Blog category' })).toBeInTheDocument();
});

test('a button opens the sample dialog, which Escape closes, returning focus', async () => {
  const { user } = renderCatalogue();
  const opener = screen.getByRole('button', { name: 'Open dialog' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Preview: HESI A2 Study Guide' });
  expect(within(dialog).getByRole('textbox', { name: 'Your email' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('a tooltip describes its trigger on focus', async () => {
  const { user } = renderCatalogue();
  const overlays = within(screen.getByRole('region', { name: 'Dialog, Tooltip and Toast' }));
  const trigger = overlays.getByRole('button', { name: 'Copy (top)' });
  act(() => trigger.focus());
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Copy the wallet address');
  expect(trigger).toHaveAccessibleDescription('Copy the wallet address');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});

test('the toast buttons show a default and a destructive toast', async () => {
  const { user } = renderCatalogue();
  const notifications = within(screen.getByRole('region', { name: 'Notifications (F8)' }));
  await user.click(screen.getByRole('button', { name: 'Show a toast' }));
  const status = notifications.getByRole('status');
  expect(status).toHaveTextContent('Request sent');
  expect(status).toHaveTextContent('We will reply within 24 hours.');
  await user.click(screen.getByRole('button', { name: 'Show a destructive toast' }));
  expect(notifications.getByRole('alert')).toHaveTextContent('Something went wrong');
});

test('has no axe violations', async () => {
  const { container } = renderCatalogue();
  expect(await axe(container)).toHaveNoViolations();
});
