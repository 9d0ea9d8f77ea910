/** @jest-environment node */
import { SERVER_CHUNK_USE_KEY } from '@nurseprep/contracts/server-rendering';
import { collectFilesUsed, lazyPartFiles, setRemoteFolder } from './files-used';

/** What a remote's node build does for each chunk its code asks for. */
const chunkAsked = (container: string, file: string) =>
  (globalThis as unknown as Record<symbol, (container: string, file: string) => void>)[Symbol.for(SERVER_CHUNK_USE_KEY)]!(container, file);
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the remote files a server render uses', () => {
  beforeAll(() => setRemoteFolder('exams', 'http://ssr.internal/remotes/mf-exams/0123456789abcdef/server/remoteEntry.js'));

  it("names every chunk the render's code asks for, in its remote's folder, and only for that render", async () => {
    const first = await collectFilesUsed(async () => {
      chunkAsked('exams', 'page.cjs');
      await tick();
      chunkAsked('exams', 'data.cjs');
      chunkAsked('exams', 'page.cjs');
      return 'html';
    });
    expect(first).toEqual({ result: 'html', files: ['/remotes/mf-exams/0123456789abcdef/server/page.cjs', '/remotes/mf-exams/0123456789abcdef/server/data.cjs'] });
    expect((await collectFilesUsed(async () => 'html')).files).toEqual([]);
  });

  it('keeps the files of renders running at the same time apart, and ignores a remote it was not told of', async () => {
    const render = (file: string) =>
      collectFilesUsed(async () => {
        await tick();
        chunkAsked('exams', file);
        chunkAsked('schools', 'other.cjs');
        await tick();
      });
    const [a, b] = await Promise.all([render('a.cjs'), render('b.cjs')]);
    expect(a.files).toEqual(['/remotes/mf-exams/0123456789abcdef/server/a.cjs']);
    expect(b.files).toEqual(['/remotes/mf-exams/0123456789abcdef/server/b.cjs']);
  });

  it("adds a lazy part's chunks to every later page that renders it, though its code is loaded by then", async () => {
    let record: unknown;
    const first = await collectFilesUsed(async () => {
      const loading = lazyPartFiles.loading(async () => {
        chunkAsked('exams', 'stats-page.cjs');
        await tick();
        chunkAsked('exams', 'teas-data.cjs');
      });
      record = loading.record;
      await loading.loaded;
      chunkAsked('exams', 'page-of-its-own.cjs');
    });
    expect(first.files).toHaveLength(3);
    const later = await collectFilesUsed(async () => lazyPartFiles.rendered(record));
    expect(later.files).toEqual(['/remotes/mf-exams/0123456789abcdef/server/stats-page.cjs', '/remotes/mf-exams/0123456789abcdef/server/teas-data.cjs']);
  });
});
