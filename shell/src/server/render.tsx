/**
 * The shell's server renderer (node build only: `shell/dist-server/render.cjs`). It renders a page from the same
 * components the browser hydrates: the shell, and the remote that owns the route, loaded through Module
 * Federation from that remote's node build as deployed now. Nothing here runs in a browser.
 */
import { Writable } from 'node:stream';
import { StrictMode, type ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import type { RemoteEntry } from '@nurseprep/contracts';
import { RENDER_ORIGIN, serverEntryPath } from '@nurseprep/contracts/server-rendering';
import { isPageFormId, PAGE_FORM_QUERY_KEY, SENT_PARAM, type PageFormState } from '@nurseprep/contracts/page-forms';
import {
  AppProviders,
  createQueryClient,
  pageHeadHtml,
  observeLazyParts,
  PageHeadCollectorContext,
  type PageHead,
  type PageHeadCollector,
} from '@nurseprep/shared-ui';
import { App } from '../app/app';
import { setRemoteEntryResolver } from '../remotes/federation';
import { collectFilesUsed, lazyPartFiles, setRemoteFolder } from './files-used';

// Each live remote is rendered from its version's node build. The render thread's fetch hands out its files
// (api/src/ssr), read from wherever the version is published and checked against its release's integrity.
setRemoteEntryResolver((remote: RemoteEntry) => {
  const entry = `${RENDER_ORIGIN}${serverEntryPath(remote.package, remote.version)}`;
  setRemoteFolder(remote.id, entry);
  return entry;
});
// Which remote files each page uses, also the code of lazy parts an earlier render loaded.
observeLazyParts(lazyPartFiles);

export interface RenderInput {
  /** Path and query of the page. */
  url: string;
  /** The site's origin, for canonical URLs when SITE_URL is not set. */
  origin: string;
  timeoutMs?: number;
  /** The server's answer to a form sent to this page without JavaScript. */
  form?: PageFormState;
}

export interface RenderOutput {
  /** The markup of #root. */
  html: string;
  /** styled-components' style tags, for the head. */
  styles: string;
  /** Title, meta, canonical and JSON-LD tags. */
  head: string;
  /** The query cache (site settings, the user, the page's content), for the browser to hydrate. */
  state: DehydratedState;
  /** Errors met while rendering: an area that failed is left to the browser; such a page is not cached. */
  errors: string[];
  /** The page rendered is the not-found screen (its head is marked noindex): the answer is a 404. */
  notFound: boolean;
  passes: number;
  /** The remote files the page uses, also those an earlier render loaded. */
  files: string[];
}

const MAX_PASSES = 5;

function renderOnce(element: ReactElement, timeoutMs: number): Promise<{ html: string; errors: string[] }> {
  return new Promise((resolve, reject) => {
    const errors: string[] = [];
    let html = '';
    const timer = setTimeout(() => stream.abort(new Error(`render timed out after ${timeoutMs} ms`)), timeoutMs);
    const stream = renderToPipeableStream(element, {
      // A boundary bigger than this would be streamed behind an inline script, which the CSP forbids.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const sink = new Writable({
          write(chunk: Buffer, _encoding, done) {
            html += chunk.toString();
            done();
          },
          final(done) {
            clearTimeout(timer);
            resolve({ html, errors });
            done();
          },
        });
        stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        errors.push(error instanceof Error ? error.message : String(error));
      },
    });
  });
}

/** Renders the page at `input.url`, with the remote files it uses. */
export async function render(input: RenderInput): Promise<RenderOutput> {
  const { result, files } = await collectFilesUsed(() => renderPasses(input));
  return { ...result, files };
}

/**
 * Renders until the page asks for no more data: each pass may ask for queries (the site config, then the
 * page's content); they are fetched and the page rendered again with them.
 */
async function renderPasses({ url, origin, timeoutMs = 5000, form }: RenderInput): Promise<Omit<RenderOutput, 'files'>> {
  const queryClient = createQueryClient();
  // A form's outcome is data of the page like any other: the form reads it as it first renders, and the
  // browser hydrates with it. `?sent=<form>` is where a stored form redirects to.
  const sent = new URL(url, RENDER_ORIGIN).searchParams.get(SENT_PARAM);
  const answered: PageFormState | undefined = form ?? (isPageFormId(sent) ? { id: sent, outcome: 'sent' } : undefined);
  if (answered) queryClient.setQueryData([PAGE_FORM_QUERY_KEY, answered.id], answered);
  for (let pass = 1; ; pass++) {
    const sheet = new ServerStyleSheet();
    let head: PageHead | null = null;
    const collector: PageHeadCollector = {
      origin,
      // The page's own head wins over a loading screen's (which has no title); among titled ones, the last.
      report(next) {
        if (next.titled || !head || !head.titled) head = next;
      },
    };
    try {
      const element = sheet.collectStyles(
        <StrictMode>
          <PageHeadCollectorContext.Provider value={collector}>
            <MemoryRouter initialEntries={[url]}>
              <AppProviders queryClient={queryClient}>
                <App />
              </AppProviders>
            </MemoryRouter>
          </PageHeadCollectorContext.Provider>
        </StrictMode>,
      );
      const { html, errors } = await renderOnce(element, timeoutMs);
      const pending = queryClient
        .getQueryCache()
        .findAll()
        // No observer subscribes on a server, so a query counts as wanted unless its options turn it off.
        .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && (query.options as { enabled?: unknown }).enabled !== false);
      if (pending.length === 0 || pass === MAX_PASSES) {
        const finalHead = head as PageHead | null;
        // React puts the resources it hoists (the preload of a high-priority image) before the markup: they
        // belong in the head, where the browser finds them first and hydration does not meet them.
        const hoisted = /^(?:<link [^>]*>)+/.exec(html)?.[0] ?? '';
        return {
          html: html.slice(hoisted.length),
          styles: sheet.getStyleTags(),
          head: (finalHead ? pageHeadHtml(finalHead) : '') + hoisted,
          state: dehydrate(queryClient),
          errors,
          notFound: finalHead?.meta.some(([, key, content]) => key === 'robots' && content === 'noindex') ?? false,
          passes: pass,
        };
      }
      await Promise.all(pending.map((query) => query.fetch().catch(() => undefined)));
    } finally {
      sheet.seal();
    }
  }
}
