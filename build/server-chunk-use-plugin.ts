/**
 * A Module Federation runtime plugin of each remote's node build: every chunk the remote's code asks for (an
 * `import()`, whether its file is loaded already or not) is told to the function the shell's server renderer
 * sets under SERVER_CHUNK_USE_KEY, with the remote's name. A remote's code is loaded once per render thread, so
 * without this a page would name only the chunks no earlier page had loaded.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { SERVER_CHUNK_USE_KEY } from '@nurseprep/contracts/server-rendering';

interface WebpackRequire {
  e: (chunkId: string | number) => Promise<unknown>;
  u: (chunkId: string | number) => string;
  federation?: { initOptions?: { name?: string }; chunkMatcher?: (chunkId: string | number) => boolean };
}
declare const __webpack_require__: WebpackRequire;

type ChunkUse = (container: string, file: string) => void;

export default function serverChunkUsePlugin(): ModuleFederationRuntimePlugin {
  const runtime = __webpack_require__;
  const ensure = runtime.e;
  runtime.e = (chunkId) => {
    const report = (globalThis as Record<symbol, ChunkUse | undefined>)[Symbol.for(SERVER_CHUNK_USE_KEY)];
    const container = runtime.federation?.initOptions?.name;
    // Shared modules' chunks the runtime negotiates have no file of their own (chunkMatcher says so).
    if (report && container && (runtime.federation?.chunkMatcher?.(chunkId) ?? true)) report(container, runtime.u(chunkId));
    return ensure(chunkId);
  };
  return { name: 'server-chunk-use' };
}
