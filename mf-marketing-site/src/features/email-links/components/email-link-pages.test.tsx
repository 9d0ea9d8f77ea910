import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { installFakeApi, renderPage, signedInUser, type FakeHandlers } from '@nurseprep/shared-ui/testing';
import { useAccountDialogs } from '@nurseprep/shared-ui';
import { ConfirmEmailLinkPage } from './confirm-email-link-page';
import { ResetPasswordPage } from './reset-password-page';

jest.setTimeout(20_000);

// Tokens as the site's emails carry them (32 to 128 letters, digits, - and _).
const newsletterToken = 'newsletter-token-0123456789abcdef';
const linkToken = 'link-token-0123456789abcdefghijkl';
const resetToken = 'reset-token-0123456789abcdefghijk';
const expiredToken = 'expired-token-0123456789abcdefghi';

let fetchMock: ReturnType<typeof installFakeApi>['fetchMock'];

/** The fake API: the current user is a visitor, and the confirmations answer as `handlers` say. */
function installEmailLinkApi(handlers: FakeHandlers) {
  ({ fetchMock } = installFakeApi({ 'GET /api/auth/user': () => ({ status: 200, body: null }), ...handlers }));
}

function openedFrom(path: string, hash: string) {
  window.history.replaceState(null, '', `${path}${hash}`);
}

beforeEach(() => installEmailLinkApi({}));

afterEach(() => {
  act(() => useAccountDialogs.getState().close());
  window.history.replaceState(null, '', '/');
});

const postsTo = (url: string) => fetchMock.mock.calls.filter(([called, init]) => called === url && (init as RequestInit | undefined)?.method === 'POST');

describe('the pages emails link to', () => {
  it('confirms a newsletter subscription only when the button is pressed, then forgets the token', async () => {
    openedFrom('/newsletter/confirm', `#token=${newsletterToken}`);
    installEmailLinkApi({ 'POST /api/newsletter/confirm': () => ({ status: 200, body: { email: 'ada@example.com' } }) });
    const { container } = renderPage(<ConfirmEmailLinkPage page="confirmNewsletter" />, { path: '/newsletter/confirm' });

    expect(screen.getByRole('heading', { level: 1, name: 'Confirm Your Subscription' })).toBeInTheDocument();
    expect(postsTo('/api/newsletter/confirm')).toHaveLength(0);
    expect(await axe(container)).toHaveNoViolations();

    await userEvent.click(screen.getByRole('button', { name: 'Confirm Subscription' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('You are subscribed');
    expect(status).toHaveTextContent('ada@example.com will receive our newsletter');
    expect(status).toHaveFocus();
    expect(JSON.parse(String((postsTo('/api/newsletter/confirm')[0]?.[1] as RequestInit).body))).toEqual({ token: newsletterToken });
    expect(window.location.hash).toBe('');
    expect(screen.getByRole('link', { name: 'Read the blog' })).toHaveAttribute('href', '/resources/blog');
  });

  it.each([
    ['verifyEmail', '/account/verify-email', '/api/auth/email-verification', 'Verify My Email', 'ada@example.com is verified'],
    ['unsubscribeNewsletter', '/newsletter/unsubscribe', '/api/newsletter/unsubscribe', 'Unsubscribe', 'will not receive our newsletter'],
    ['confirmWhatsappUpdates', '/whatsapp/confirm', '/api/whatsapp-consent/confirm', 'Yes, Send Me WhatsApp Updates', 'We will send updates to +12025550188'],
  ] as const)('%s posts the token to %s', async (page, path, endpoint, button, confirmation) => {
    openedFrom(path, `#token=${linkToken}`);
    installEmailLinkApi({
      'POST /api/auth/email-verification': () => ({ status: 200, body: { email: 'ada@example.com' } }),
      'POST /api/newsletter/unsubscribe': () => ({ status: 200, body: { email: 'ada@example.com' } }),
      'POST /api/whatsapp-consent/confirm': () => ({ status: 200, body: { whatsappNumber: '12025550188', stoppedOnWhatsapp: false } }),
    });
    renderPage(<ConfirmEmailLinkPage page={page} />, { path });
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByRole('status')).toHaveTextContent(confirmation);
    expect(postsTo(endpoint)).toHaveLength(1);
  });

  it('says a number that wrote STOP gets nothing until it writes START', async () => {
    openedFrom('/whatsapp/confirm', `#token=${linkToken}`);
    installEmailLinkApi({ 'POST /api/whatsapp-consent/confirm': () => ({ status: 200, body: { whatsappNumber: '12025550170', stoppedOnWhatsapp: true } }) });
    renderPage(<ConfirmEmailLinkPage page="confirmWhatsappUpdates" />, { path: '/whatsapp/confirm' });
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Send Me WhatsApp Updates' }));
    expect(await screen.findByRole('status')).toHaveTextContent('+12025550170 wrote STOP to us on WhatsApp, so we will send nothing until that phone writes START');
  });

  it("shows the server's reason when a link has expired, and where to go next", async () => {
    openedFrom('/newsletter/confirm', `#token=${expiredToken}`);
    installEmailLinkApi({ 'POST /api/newsletter/confirm': () => ({ status: 400, body: { message: 'This link has expired or was already used.' } }) });
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
    openedFrom('/account/reset-password', `#token=${resetToken}`);
    installEmailLinkApi({ 'POST /api/auth/password-reset': () => ({ status: 200, body: signedInUser }) });
    const { container } = renderPage(<ResetPasswordPage />, { path: '/account/reset-password' });
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a New Password' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await userEvent.type(screen.getByLabelText(/^New Password/), 'a brand new passphrase');
    await userEvent.type(screen.getByLabelText(/^Confirm New Password/), 'a brand new passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));

    expect(await screen.findByRole('status')).toHaveTextContent('every other device was signed out');
    const [, init] = postsTo('/api/auth/password-reset')[0] ?? [];
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ token: resetToken, password: 'a brand new passphrase', confirmPassword: 'a brand new passphrase' });
    expect(window.location.hash).toBe('');
    expect(screen.getByRole('link', { name: 'Go to My Study' })).toBeInTheDocument();
  });

  it('checks the two passwords before sending anything', async () => {
    openedFrom('/account/reset-password', `#token=${resetToken}`);
    renderPage(<ResetPasswordPage />, { path: '/account/reset-password' });
    await userEvent.type(screen.getByLabelText(/^New Password/), 'a brand new passphrase');
    await userEvent.type(screen.getByLabelText(/^Confirm New Password/), 'another passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    await waitFor(() => expect(screen.getByLabelText(/^Confirm New Password/)).toHaveAccessibleDescription(/match/i));
    expect(postsTo('/api/auth/password-reset')).toHaveLength(0);
  });

  it('offers a new link when the token has expired', async () => {
    openedFrom('/account/reset-password', `#token=${expiredToken}`);
    installEmailLinkApi({ 'POST /api/auth/password-reset': () => ({ status: 400, body: { message: 'This link has expired or was already used. Ask for a new one.' } }) });
    renderPage(<ResetPasswordPage />, { path: '/account/reset-password' });
    await userEvent.type(screen.getByLabelText(/^New Password/), 'a brand new passphrase');
    await userEvent.type(screen.getByLabelText(/^Confirm New Password/), 'a brand new passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or was already used.');
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    expect(useAccountDialogs.getState().dialog).toBe('forgot-password');
  });
});
