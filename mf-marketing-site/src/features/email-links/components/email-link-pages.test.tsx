import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderPage, fakeResponse } from '@nurseprep/shared-ui/testing';
import { useAccountDialogs } from '@nurseprep/shared-ui';
import { ConfirmEmailLinkPage } from './confirm-email-link-page';
import { ResetPasswordPage } from './reset-password-page';

jest.setTimeout(20_000);

let fetchMock: jest.Mock;
let answers: Record<string, () => Response>;

function openedFrom(path: string, hash: string) {
  window.history.replaceState(null, '', `${path}${hash}`);
}

beforeEach(() => {
  answers = {};
  fetchMock = jest.fn(async (url: string) => {
    const answer = answers[url];
    if (answer) return answer();
    if (url === '/api/auth/user') return fakeResponse(200, 'null');
    return fakeResponse(404, JSON.stringify({ message: 'Not Found' }));
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  act(() => useAccountDialogs.getState().close());
  window.history.replaceState(null, '', '/');
});

const postsTo = (url: string) => fetchMock.mock.calls.filter(([called, init]) => called === url && (init as RequestInit | undefined)?.method === 'POST');

describe('the pages emails link to', () => {
  it('confirms a newsletter subscription only when the button is pressed, then forgets the token', async () => {
    openedFrom('/newsletter/confirm', '#token=abc123');
    answers['/api/newsletter/confirm'] = () => fakeResponse(200, JSON.stringify({ email: 'ada@example.com' }));
    const { container } = renderPage(<ConfirmEmailLinkPage page="confirmNewsletter" />, { path: '/newsletter/confirm' });

    expect(screen.getByRole('heading', { level: 1, name: 'Confirm Your Subscription' })).toBeInTheDocument();
    expect(postsTo('/api/newsletter/confirm')).toHaveLength(0);
    expect(await axe(container)).toHaveNoViolations();

    await userEvent.click(screen.getByRole('button', { name: 'Confirm Subscription' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('You are subscribed');
    expect(status).toHaveTextContent('ada@example.com will receive our newsletter');
    expect(status).toHaveFocus();
    expect(JSON.parse(String((postsTo('/api/newsletter/confirm')[0]?.[1] as RequestInit).body))).toEqual({ token: 'abc123' });
    expect(window.location.hash).toBe('');
    expect(screen.getByRole('link', { name: 'Read the blog' })).toHaveAttribute('href', '/resources/blog');
  });

  it.each([
    ['verifyEmail', '/account/verify-email', '/api/auth/email-verification', 'Verify My Email', { email: 'ada@example.com' }, 'ada@example.com is verified'],
    ['unsubscribeNewsletter', '/newsletter/unsubscribe', '/api/newsletter/unsubscribe', 'Unsubscribe', { email: 'ada@example.com' }, 'will not receive our newsletter'],
    ['confirmWhatsappUpdates', '/whatsapp/confirm', '/api/whatsapp-consent/confirm', 'Yes, Send Me WhatsApp Updates', { whatsappNumber: '12025550188' }, 'We will send updates to +12025550188'],
  ] as const)('%s posts the token to %s', async (page, path, endpoint, button, result, confirmation) => {
    openedFrom(path, '#token=t0k3n');
    answers[endpoint] = () => fakeResponse(200, JSON.stringify(result));
    renderPage(<ConfirmEmailLinkPage page={page} />, { path });
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByRole('status')).toHaveTextContent(confirmation);
    expect(postsTo(endpoint)).toHaveLength(1);
  });

  it('says a number that wrote STOP gets nothing until it writes START', async () => {
    openedFrom('/whatsapp/confirm', '#token=t0k3n');
    answers['/api/whatsapp-consent/confirm'] = () => fakeResponse(200, JSON.stringify({ whatsappNumber: '12025550170', stoppedOnWhatsapp: true }));
    renderPage(<ConfirmEmailLinkPage page="confirmWhatsappUpdates" />, { path: '/whatsapp/confirm' });
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Send Me WhatsApp Updates' }));
    expect(await screen.findByRole('status')).toHaveTextContent('+12025550170 wrote STOP to us on WhatsApp, so we will send nothing until that phone writes START');
  });

  it("shows the server's reason when a link has expired, and where to go next", async () => {
    openedFrom('/newsletter/confirm', '#token=old');
    answers['/api/newsletter/confirm'] = () => fakeResponse(400, JSON.stringify({ message: 'This link has expired or was already used.' }));
    renderPage(<ConfirmEmailLinkPage page="confirmNewsletter" />, { path: '/newsletter/confirm' });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Subscription' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link does not work');
    expect(alert).toHaveTextContent('This link has expired or was already used.');
    expect(screen.getByRole('link', { name: 'Read the blog' })).toBeInTheDocument();
  });

  it('says how to recover a link that lost its token, and offers no button that cannot work', async () => {
    openedFrom('/account/verify-email', '');
    renderPage(<ConfirmEmailLinkPage page="verifyEmail" />, { path: '/account/verify-email' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete');
    expect(screen.queryByRole('button', { name: 'Verify My Email' })).not.toBeInTheDocument();
  });
});

describe('the reset password page', () => {
  it('sets the new password with the token and says this device is signed in', async () => {
    openedFrom('/account/reset-password', '#token=reset-me');
    answers['/api/auth/password-reset'] = () => fakeResponse(200, JSON.stringify({ id: 1, firstName: 'Ada' }));
    const { container } = renderPage(<ResetPasswordPage />, { path: '/account/reset-password' });
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a New Password' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await userEvent.type(screen.getByLabelText(/^New Password/), 'a brand new passphrase');
    await userEvent.type(screen.getByLabelText(/^Confirm New Password/), 'a brand new passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));

    expect(await screen.findByRole('status')).toHaveTextContent('every other device was signed out');
    const [, init] = postsTo('/api/auth/password-reset')[0] ?? [];
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ token: 'reset-me', password: 'a brand new passphrase', confirmPassword: 'a brand new passphrase' });
    expect(window.location.hash).toBe('');
    expect(screen.getByRole('link', { name: 'Go to My Study' })).toBeInTheDocument();
  });

  it('checks the two passwords before sending anything', async () => {
    openedFrom('/account/reset-password', '#token=reset-me');
    renderPage(<ResetPasswordPage />, { path: '/account/reset-password' });
    await userEvent.type(screen.getByLabelText(/^New Password/), 'a brand new passphrase');
    await userEvent.type(screen.getByLabelText(/^Confirm New Password/), 'another passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    await waitFor(() => expect(screen.getByLabelText(/^Confirm New Password/)).toHaveAccessibleDescription(/match/i));
    expect(postsTo('/api/auth/password-reset')).toHaveLength(0);
  });

  it('offers a new link when the token has expired', async () => {
    openedFrom('/account/reset-password', '#token=old');
    answers['/api/auth/password-reset'] = () => fakeResponse(400, JSON.stringify({ message: 'This link has expired or was already used. Ask for a new one.' }));
    renderPage(<ResetPasswordPage />, { path: '/account/reset-password' });
    await userEvent.type(screen.getByLabelText(/^New Password/), 'a brand new passphrase');
    await userEvent.type(screen.getByLabelText(/^Confirm New Password/), 'a brand new passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or was already used.');
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    expect(useAccountDialogs.getState().dialog).toBe('forgot-password');
  });
});
