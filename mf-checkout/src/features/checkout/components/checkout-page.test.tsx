import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { axe } from 'jest-axe';
import type { SiteConfig } from '@nurseprep/contracts';
import { AppProviders, createQueryClient, SITE_CONFIG_PATH } from '@nurseprep/shared-ui';
import { installFakeApi } from '@nurseprep/shared-ui/testing';
import { AppRoutes } from '../../../app/app-routes';

// Typing, tab switches and axe take about 1 s a test when idle, but over 5 s while builds share the two cores.
jest.setTimeout(15_000);

const DEMO_ALERT = 'This is a demo checkout: no payment has been processed and nothing was charged.';

const siteConfig: SiteConfig = {
  settings: {
    brandName: 'NursePrep Academy',
    email: 'payments@nurseprep.example',
    phone: '(555) 010-0123',
    whatsappNumber: '15550100123',
    socialLinks: [],
  },
  remotes: [],
};

let fetchMock: jest.Mock;
let alertSpy: jest.SpyInstance;

beforeEach(() => {
  ({ fetchMock } = installFakeApi({ 'GET /api/site-config': () => ({ status: 200, body: siteConfig }) }));
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});

afterEach(() => {
  alertSpy.mockRestore();
});

/** Renders the remote's routes at `path`; the site settings are already cached, as the shell leaves them. */
function renderCheckout(path = '/payment', { cachedSiteConfig = true } = {}) {
  const user = userEvent.setup();
  const queryClient = createQueryClient();
  if (cachedSiteConfig) queryClient.setQueryData([SITE_CONFIG_PATH], siteConfig);
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders queryClient={queryClient}>
        <AppRoutes />
      </AppProviders>
    </MemoryRouter>,
  );
  return { user, ...view };
}

function orderSummary() {
  return screen.getByRole('region', { name: 'Order Summary' });
}

describe('checkout page', () => {
  it('shows the premium package at $700 when no package is chosen', () => {
    renderCheckout('/payment');
    expect(screen.getByRole('heading', { level: 1, name: 'Complete Your Purchase' })).toBeInTheDocument();
    expect(document.title).toBe('Payment | NursePrep Academy');
    expect(within(orderSummary()).getByText('Premium Exam Prep Package')).toBeInTheDocument();
    expect(within(orderSummary()).getAllByText('$700').length).toBeGreaterThan(0);
    expect(within(orderSummary()).getByText('4 one-on-one tutoring sessions')).toBeInTheDocument();
  });

  it('shows the premium package at $700 for an unknown package', () => {
    renderCheckout('/payment?package=no-such-package');
    expect(within(orderSummary()).getByText('Premium Exam Prep Package')).toBeInTheDocument();
    expect(within(orderSummary()).getAllByText('$700').length).toBeGreaterThan(0);
  });

  it('shows the package the visitor chose: GRE premium at $499', () => {
    renderCheckout('/payment?package=gre-premium');
    expect(within(orderSummary()).getByText('GRE Premium Package')).toBeInTheDocument();
    expect(within(orderSummary()).getAllByText('$499').length).toBeGreaterThan(0);
    expect(within(orderSummary()).queryByText('$700')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $499' })).toBeInTheDocument();
  });

  it('prices an hourly offer for one hour', () => {
    renderCheckout('/payment?package=ati-tutoring');
    expect(within(orderSummary()).getByText('ATI Tutoring')).toBeInTheDocument();
    expect(within(orderSummary()).getByText('$65/hour')).toBeInTheDocument();
    expect(within(orderSummary()).getByText('Priced for one hour of tutoring.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $65' })).toBeInTheDocument();
  });

  it('has a back link to the home page', () => {
    renderCheckout();
    expect(screen.getByRole('link', { name: /back to home/i })).toHaveAttribute('href', '/');
  });

  it('reaches every payment method tab by keyboard', async () => {
    const { user } = renderCheckout();
    const tabNames = ['Card', 'PayPal', 'Cash App', 'Zelle', 'Crypto'];
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(tabNames);

    // Tab from the top of the page: the back link, then the selected tab.
    await user.tab();
    expect(screen.getByRole('link', { name: /back to home/i })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Card' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Card' })).toHaveAttribute('aria-selected', 'true');

    for (const name of tabNames.slice(1)) {
      await user.keyboard('{ArrowRight}');
      const tab = screen.getByRole('tab', { name });
      expect(tab).toHaveFocus();
      expect(tab).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tabpanel', { name })).toBeVisible();
    }
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Card' })).toHaveFocus();
  });

  it('reaches the fields and the pay button of a tab with Tab', async () => {
    const { user } = renderCheckout();
    await user.click(screen.getByRole('tab', { name: 'PayPal' }));
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'PayPal' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pay with PayPal' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(alertSpy).toHaveBeenCalledWith(DEMO_ALERT);
    expect(screen.getByRole('heading', { name: 'Demo order complete' })).toHaveFocus();
  });

  it('shows the fixed crypto amounts for $700 and 3 network confirmations', async () => {
    const { user } = renderCheckout();
    await user.click(screen.getByRole('tab', { name: 'Crypto' }));
    const panel = screen.getByRole('tabpanel', { name: 'Crypto' });
    expect(within(panel).getByText('0.00725 BTC')).toBeInTheDocument();
    expect(within(panel).getByText('3 network confirmations required.')).toBeInTheDocument();
    expect(within(panel).getByText(/demo wallet address/i)).toBeInTheDocument();

    await user.click(within(panel).getByRole('radio', { name: /ethereum/i }));
    expect(within(panel).getByText('0.125 ETH')).toBeInTheDocument();
    await user.click(within(panel).getByRole('radio', { name: /usdc/i }));
    expect(within(panel).getByText('714.00 USDC')).toBeInTheDocument();
    await user.click(within(panel).getByRole('radio', { name: /usdt/i }));
    expect(within(panel).getByText('714.00 USDT')).toBeInTheDocument();
  });

  it('scales crypto amounts with the price of the chosen package', async () => {
    const { user } = renderCheckout('/payment?package=gre-premium');
    await user.click(screen.getByRole('tab', { name: 'Crypto' }));
    const panel = screen.getByRole('tabpanel', { name: 'Crypto' });
    expect(within(panel).getByText('0.00516821 BTC')).toBeInTheDocument();
    await user.click(within(panel).getByRole('radio', { name: /ethereum/i }));
    expect(within(panel).getByText('0.089107 ETH')).toBeInTheDocument();
    await user.click(within(panel).getByRole('radio', { name: /usdt/i }));
    expect(within(panel).getByText('508.98 USDT')).toBeInTheDocument();
  });

  it('shows the Zelle email and phone from the site settings', async () => {
    const { user } = renderCheckout('/payment', { cachedSiteConfig: false });
    await user.click(screen.getByRole('tab', { name: 'Zelle' }));
    const panel = screen.getByRole('tabpanel', { name: 'Zelle' });
    expect(await within(panel).findByText('payments@nurseprep.example')).toBeInTheDocument();
    expect(within(panel).getByText('(555) 010-0123')).toBeInTheDocument();
  });

  it('says the Zelle details are unavailable when the site settings cannot be loaded', async () => {
    installFakeApi({ 'GET /api/site-config': () => ({ status: 500, body: { message: 'Internal Server Error' } }) });
    const { user } = renderCheckout('/payment', { cachedSiteConfig: false });
    await user.click(screen.getByRole('tab', { name: 'Zelle' }));
    expect(await within(screen.getByRole('tabpanel', { name: 'Zelle' })).findByText('Zelle details are unavailable right now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify Zelle Payment' })).toBeEnabled();
  });

  it('shows the demo cashtag for Cash App', async () => {
    const { user } = renderCheckout();
    await user.click(screen.getByRole('tab', { name: 'Cash App' }));
    expect(within(screen.getByRole('tabpanel', { name: 'Cash App' })).getByText('$NursePrepDemo')).toBeInTheDocument();
  });

  it.each([
    { method: 'Card', field: 'Card number', action: 'Pay $700' },
    { method: 'PayPal', field: undefined, action: 'Pay with PayPal' },
    { method: 'Cash App', field: 'Cash App confirmation code', action: 'Verify Cash App Payment' },
    { method: 'Zelle', field: 'Zelle confirmation or transaction ID', action: 'Verify Zelle Payment' },
    { method: 'Crypto', field: 'Transaction ID / hash', action: 'Verify Crypto Payment' },
  ])('$method: "$action" says it is a demo, then shows the success view', async ({ method, field, action }) => {
    const { user } = renderCheckout();
    await user.click(screen.getByRole('tab', { name: method }));
    const panel = screen.getByRole('tabpanel', { name: method });
    if (field) await user.type(within(panel).getByLabelText(field), '4242 4242');
    await user.click(within(panel).getByRole('button', { name: action }));

    expect(alertSpy).toHaveBeenCalledTimes(1);
    expect(alertSpy).toHaveBeenCalledWith(DEMO_ALERT);
    expect(screen.getByRole('heading', { name: 'Demo order complete' })).toBeInTheDocument();
    expect(within(orderSummary()).getByText('Premium Exam Prep Package')).toBeInTheDocument();
    expect(within(orderSummary()).getAllByText('$700').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('sends no payment field anywhere: no form, and no request but the site settings', async () => {
    const { user, container } = renderCheckout('/payment', { cachedSiteConfig: false });
    expect(container.querySelector('form')).toBeNull();
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/30');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.type(screen.getByLabelText('Name on card'), 'Ada Lovelace');
    await user.click(screen.getByRole('tab', { name: 'Zelle' }));
    await within(screen.getByRole('tabpanel', { name: 'Zelle' })).findByText('payments@nurseprep.example');
    await user.type(screen.getByLabelText('Zelle confirmation or transaction ID'), 'ZELLE-123');
    await user.click(screen.getByRole('button', { name: 'Verify Zelle Payment' }));

    expect(screen.getByRole('heading', { name: 'Demo order complete' })).toBeInTheDocument();
    const requestedUrls = fetchMock.mock.calls.map(([url]: [string]) => url);
    expect(requestedUrls).toEqual([SITE_CONFIG_PATH]);
  });

  it('has no axe violations on the payment form', async () => {
    const { container } = renderCheckout();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no axe violations on the crypto tab', async () => {
    const { user, container } = renderCheckout();
    await user.click(screen.getByRole('tab', { name: 'Crypto' }));
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no axe violations on the success view', async () => {
    const { user, container } = renderCheckout();
    await user.click(screen.getByRole('button', { name: 'Pay $700' }));
    expect(await axe(container)).toHaveNoViolations();
  });
});
