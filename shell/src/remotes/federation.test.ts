import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteEntry } from '@nurseprep/contracts';
import { loadRemoteRoutes, registerRemoteList } from './federation';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const remote = (version: string): RemoteEntry => ({
  id: 'checkout',
  package: 'mf-checkout',
  version,
  url: `/remotes/mf-checkout/${version}/browser/`,
  label: 'Checkout',
  routes: [{ path: '/payment', render: 'server', access: 'public' }],
});
const routes = { default: () => null };

// Each test starts from a list of its own: registering a new list forgets the loads of the previous one.
let tests = 0;
beforeEach(() => {
  jest.mocked(loadRemote).mockReset();
  tests += 1;
  registerRemoteList([remote(`00000000000000${String(tests).padStart(2, '0')}`)]);
});

describe('loadRemoteRoutes', () => {
  it('loads a remote once: the early start and the page that renders it share the load', async () => {
    jest.mocked(loadRemote).mockResolvedValue(routes);

    const early = loadRemoteRoutes('checkout');
    const render = loadRemoteRoutes('checkout');

    expect(render).toBe(early);
    await expect(render).resolves.toBe(routes);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('checkout/routes');
  });

  it('forgets a failed load, so Retry loads the remote again', async () => {
    jest.mocked(loadRemote).mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(routes);

    await expect(loadRemoteRoutes('checkout')).rejects.toThrow('offline');
    await expect(loadRemoteRoutes('checkout')).resolves.toBe(routes);
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('refuses a remote that exposes no routes component', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: 'not a component' });

    await expect(loadRemoteRoutes('checkout')).rejects.toThrow('Remote "checkout" did not expose a routes component');
  });

  it('loads the new version after a promotion changes the live list', async () => {
    jest.mocked(loadRemote).mockResolvedValue(routes);
    await loadRemoteRoutes('checkout');

    registerRemoteList([remote('00000000000000ff')]);
    await loadRemoteRoutes('checkout');

    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'checkout', entry: 'http://localhost/remotes/mf-checkout/00000000000000ff/browser/mf-manifest.json' }],
      { force: true },
    );
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });
});
