import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useToastStore } from '@nurseprep/shared-ui';
import { installFakeApi, renderPage, type FakeHandler } from '@nurseprep/shared-ui/testing';
import { NewsletterBox } from './newsletter-box';

jest.setTimeout(30_000);

const thanks = 'Almost done: check your inbox to confirm your subscription.';
let fetchMock: ReturnType<typeof installFakeApi>['fetchMock'];

/** Installs the fake API, whose POST /api/newsletter-subscriptions answers `subscribe` (201 with the thanks by default). */
function installNewsletterApi(subscribe: FakeHandler<'POST /api/newsletter-subscriptions'> = () => ({ status: 201, body: { message: thanks } })) {
  ({ fetchMock } = installFakeApi({ 'POST /api/newsletter-subscriptions': subscribe }));
}

beforeEach(() => {
  installNewsletterApi();
  for (const shown of useToastStore.getState().toasts) useToastStore.getState().remove(shown.id);
});

const emailBox = () => screen.getByRole('textbox', { name: 'Email address' });
const toasts = () => useToastStore.getState().toasts.map(({ title, description, variant }) => ({ title, description, variant }));

describe('the newsletter box', () => {
  it('sends the address, asks the person to confirm it from their inbox with a toast, and empties the box', async () => {
    const user = userEvent.setup();
    renderPage(<NewsletterBox />);
    expect(screen.getByRole('heading', { name: 'Subscribe to Our Newsletter' })).toBeInTheDocument();
    expect(emailBox()).toHaveAttribute('type', 'email');
    await user.type(emailBox(), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(toasts()).toEqual([{ title: 'One more step', description: thanks, variant: 'default' }]));
    expect(fetchMock).toHaveBeenCalledWith('/api/newsletter-subscriptions', expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'reader@example.com' }) }));
    expect(emailBox()).toHaveValue('');
  });

  it('shows the busy label and a disabled button while the subscription is on its way', async () => {
    let answer: () => void = () => undefined;
    installNewsletterApi(() => new Promise((resolve) => (answer = () => resolve({ status: 201, body: { message: thanks } }))));
    const user = userEvent.setup();
    renderPage(<NewsletterBox />);
    await user.type(emailBox(), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    answer();
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('refuses an invalid address under the field, sending nothing', async () => {
    const user = userEvent.setup();
    renderPage(<NewsletterBox />);
    await user.type(emailBox(), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(emailBox()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });

  it('keeps the address and says so when the subscription fails', async () => {
    installNewsletterApi(() => ({ status: 500, body: { message: 'Internal Server Error' } }));
    const user = userEvent.setup();
    renderPage(<NewsletterBox />);
    await user.type(emailBox(), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Subscription failed');
    expect(emailBox()).toHaveValue('reader@example.com');
    expect(toasts()).toEqual([]);
  });

  it('asks the person to wait when the rate limit answers 429', async () => {
    installNewsletterApi(() => ({ status: 429, body: { message: 'Too many requests.' } }));
    const user = userEvent.setup();
    renderPage(<NewsletterBox />);
    await user.type(emailBox(), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/minute/);
  });

  it('has no axe violations', async () => {
    const { container } = renderPage(<NewsletterBox />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
