import { remotePreloads, type BrowserManifest } from '../../src/ssr/page-html';

const manifest: BrowserManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './routes',
      assets: { js: { sync: ['__federation_expose_routes.1a2b3c4d5e.js'], async: ['src_home-page_tsx.0a1b2c3d4e.js', 'deferred-home-lower-sections.5f6e7d8c9b.js'] } },
    },
  ],
};

test("a page's preloads are its remote's manifest, its entry, and as chunks to run its routes and the chunks its render read, but not a deferred chunk", () => {
  const base = '/remotes/mf-marketing-site/0123456789abcdef/browser/';
  expect(remotePreloads(manifest, base, ['remoteEntry.js', 'src_home-page_tsx.cjs', 'deferred-home-lower-sections.cjs'])).toEqual([
    { href: `${base}mf-manifest.json`, as: 'fetch' },
    { href: `${base}remoteEntry.js`, as: 'script' },
    { href: `${base}__federation_expose_routes.1a2b3c4d5e.js`, as: 'chunk' },
    { href: `${base}src_home-page_tsx.0a1b2c3d4e.js`, as: 'chunk' },
  ]);
});
