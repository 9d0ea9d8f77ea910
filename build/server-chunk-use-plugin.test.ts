import { SERVER_CHUNK_USE_KEY } from '@nurseprep/contracts/server-rendering';
import serverChunkUsePlugin from './server-chunk-use-plugin';

type Runtime = { e: jest.Mock; u: (id: string) => string; federation: { initOptions: { name: string }; chunkMatcher: (id: string) => boolean } };

describe('the node build runtime plugin that reports chunk use', () => {
  const globals = globalThis as unknown as Record<string | symbol, unknown>;
  let runtime: Runtime;
  const reported: Array<[string, string]> = [];

  beforeEach(() => {
    reported.length = 0;
    runtime = {
      e: jest.fn(() => Promise.resolve()),
      u: (id) => `${id}.cjs`,
      federation: { initOptions: { name: 'exams' }, chunkMatcher: (id) => !id.startsWith('webpack_sharing_') },
    };
    globals.__webpack_require__ = runtime;
    globals[Symbol.for(SERVER_CHUNK_USE_KEY)] = (container: string, file: string) => reported.push([container, file]);
  });
  afterEach(() => {
    delete globals.__webpack_require__;
    delete globals[Symbol.for(SERVER_CHUNK_USE_KEY)];
  });

  it('tells of every chunk with a file the remote asks for, each time, and still loads it', async () => {
    const ensure = runtime.e;
    expect(serverChunkUsePlugin().name).toBe('server-chunk-use');
    await runtime.e('page');
    await runtime.e('page');
    await runtime.e('webpack_sharing_consume_default_react');
    expect(reported).toEqual([
      ['exams', 'page.cjs'],
      ['exams', 'page.cjs'],
    ]);
    expect(ensure).toHaveBeenCalledTimes(3);
  });

  it('loads as before when no server render listens', async () => {
    delete globals[Symbol.for(SERVER_CHUNK_USE_KEY)];
    const ensure = runtime.e;
    serverChunkUsePlugin();
    await runtime.e('page');
    expect(ensure).toHaveBeenCalledWith('page');
    expect(reported).toEqual([]);
  });
});
