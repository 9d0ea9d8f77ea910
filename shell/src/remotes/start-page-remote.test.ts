import type { SiteConfig } from '@nurseprep/contracts';
import { SITE_CONFIG_PATH } from '@nurseprep/shared-ui';
import { testSiteConfig } from '@nurseprep/shared-ui/testing';
import { loadRemoteRoutes, registerRemoteList } from './federation';

jest.mock('./federation', () => ({ loadRemoteRoutes: jest.fn(), registerRemoteList: jest.fn() }));

const siteConfig: SiteConfig = {
  ...testSiteConfig,
  remotes: [
    {
      id: 'checkout',
      package: 'mf-checkout',
      version: '0123456789abcdef',
      url: '/remotes/mf-checkout/0123456789abcdef/browser/',
      label: 'Checkout',
      routes: [{ path: '/payment', render: 'server', access: 'public' }],
    },
    {
      id: 'staffDashboard',
      package: 'mf-staff-dashboard',
      version: '0123456789abcdef',
      url: '/remotes/mf-staff-dashboard/0123456789abcdef/browser/',
      label: 'Staff dashboard',
      routes: [{ path: '/marketing', render: 'browser', access: 'staff' }],
    },
  ],
};

/** A fresh copy of the module (it reads the page's state once) on a page holding `state`. */
function pageWith(state: string | null) {
  document.body.innerHTML = state === null ? '<div id="root"></div>' : `<script id="__NP_STATE__" type="application/json">${state}</script>`;
  let module!: typeof import('./start-page-remote') & typeof import('../render-state');
  jest.isolateModules(() => {
    module = { ...jest.requireActual('./start-page-remote'), ...jest.requireActual('../render-state') };
  });
  return module;
}

const renderState = JSON.stringify({
  mutations: [],
  queries: [{ queryKey: [SITE_CONFIG_PATH], queryHash: `["${SITE_CONFIG_PATH}"]`, state: { data: siteConfig, status: 'success' } }],
});

beforeEach(() => {
  jest.mocked(loadRemoteRoutes).mockReset().mockResolvedValue({ default: () => null });
  jest.mocked(registerRemoteList).mockReset();
});

describe('startPageRemote', () => {
  it('keys the site config as the shared query does', () => {
    expect(pageWith(null).SITE_CONFIG_QUERY_KEY).toBe(SITE_CONFIG_PATH);
  });

  it("registers the live remotes the page was rendered with and starts loading the page's remote", () => {
    pageWith(renderState).startPageRemote('/payment');

    expect(registerRemoteList).toHaveBeenCalledWith(siteConfig.remotes);
    expect(loadRemoteRoutes).toHaveBeenCalledWith('checkout');
  });

  it('leaves staff pages to the staff check, and pages no remote owns to the 404 screen', () => {
    const { startPageRemote } = pageWith(renderState);
    startPageRemote('/marketing');
    startPageRemote('/no-such-page');

    expect(loadRemoteRoutes).not.toHaveBeenCalled();
  });

  it('does nothing on a page without render state or with unreadable state', () => {
    pageWith(null).startPageRemote('/payment');
    pageWith('{not json').startPageRemote('/payment');

    expect(registerRemoteList).not.toHaveBeenCalled();
    expect(loadRemoteRoutes).not.toHaveBeenCalled();
  });

  it('swallows a failed early load: the outlet shows it with Retry when it renders', async () => {
    jest.mocked(loadRemoteRoutes).mockRejectedValue(new Error('offline'));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      pageWith(renderState).startPageRemote('/payment');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('reads the state once for the early start and the hydration', () => {
    const { readRenderState } = pageWith(renderState);
    const first = readRenderState();
    document.body.innerHTML = '';

    expect(readRenderState()).toBe(first);
    expect(first?.queries[0]?.queryKey).toEqual([SITE_CONFIG_PATH]);
  });
});
