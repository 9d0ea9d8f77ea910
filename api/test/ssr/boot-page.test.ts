/**
 * @jest-environment jsdom
 */
import { BOOT_ELEMENT_ID, BOOT_SCRIPT } from '../../src/ssr/boot-script';

const fetchMock = jest.fn(() => Promise.resolve({ ok: true }));

/** A page as the server sends it: the boot data, then the boot script, then the markup React has not hydrated yet. */
function loadPage(markup: string, preload: Array<{ href: string; as: string }> = [], scripts: string[] = [], chunks: string[] = []) {
  document.head.innerHTML = `<script id="${BOOT_ELEMENT_ID}" type="application/json">${JSON.stringify({ scripts, chunks, preload })}</script>`;
  document.body.innerHTML = markup;
  document.documentElement.className = '';
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  // The tests share one window: each removes the listeners its page added (afterEach).
  window.eval(BOOT_SCRIPT);
}

/** What React does when it hydrates an element: it keeps the element's props under a `__reactProps$` key. */
function hydrate(element: Element, onClick?: () => void) {
  Object.assign(element, { [`__reactProps$test${Math.random().toString(36).slice(2)}`]: {} });
  if (onClick) element.addEventListener('click', onClick);
}

const listeners: Array<[string, EventListenerOrEventListenerObject, boolean | undefined]> = [];
const addEventListener = window.addEventListener.bind(window);
beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockClear();
  window.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject, options?: boolean) => {
    listeners.push([type, listener, options]);
    addEventListener(type, listener, options);
  }) as typeof window.addEventListener;
});
afterEach(() => {
  for (const [type, listener, options] of listeners.splice(0)) window.removeEventListener(type, listener, options);
  window.addEventListener = addEventListener;
  jest.clearAllTimers();
  jest.useRealTimers();
});

test('as the head is read, the route remote files are asked for at low priority: the manifest as a fetch preload, the scripts into the HTTP cache', () => {
  loadPage('<main></main>', [
    { href: '/remotes/mf-x/0123456789abcdef/browser/mf-manifest.json', as: 'fetch' },
    { href: '/remotes/mf-x/0123456789abcdef/browser/remoteEntry.js', as: 'script' },
  ]);
  const link = document.head.querySelector<HTMLLinkElement>('link[rel=preload]');
  expect(link?.getAttribute('href')).toBe('/remotes/mf-x/0123456789abcdef/browser/mf-manifest.json');
  expect(link?.as).toBe('fetch');
  expect(link?.crossOrigin).toBe('anonymous');
  expect(fetchMock).toHaveBeenCalledWith('/remotes/mf-x/0123456789abcdef/browser/remoteEntry.js', { credentials: 'same-origin', priority: 'low' });
});

test("the remote's code chunks run as soon as they arrive, by their full address, and are removed once run or failed", () => {
  loadPage('<main></main>', [
    { href: '/remotes/mf-x/0123456789abcdef/browser/remoteEntry.js', as: 'script' },
    { href: '/remotes/mf-x/0123456789abcdef/browser/__federation_expose_routes.1a2b3c4d5e.js', as: 'chunk' },
    { href: '/remotes/mf-x/0123456789abcdef/browser/src_home-page_tsx.0a1b2c3d4e.js', as: 'chunk' },
  ]);
  const chunks = [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')];
  expect(chunks.map((script) => [script.getAttribute('src'), script.async])).toEqual([
    ['http://localhost/remotes/mf-x/0123456789abcdef/browser/__federation_expose_routes.1a2b3c4d5e.js', true],
    ['http://localhost/remotes/mf-x/0123456789abcdef/browser/src_home-page_tsx.0a1b2c3d4e.js', true],
  ]);
  expect(fetchMock).toHaveBeenCalledTimes(1);

  chunks[1]!.dispatchEvent(new Event('error'));
  expect([...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'))).toEqual([
    'http://localhost/remotes/mf-x/0123456789abcdef/browser/__federation_expose_routes.1a2b3c4d5e.js',
  ]);
  chunks[0]!.dispatchEvent(new Event('load'));
  expect(document.head.querySelectorAll('script[src]')).toHaveLength(0);
});

test("the shell's entry and its chunks are preloaded at low priority at once; the entry runs once, the page parsed", () => {
  loadPage('<main></main>', [], ['/main.0123456789.js'], ['/172.21c26a5278.js']);
  const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')];
  expect(preloads.map((link) => [link.getAttribute('href'), link.as, link.getAttribute('fetchpriority')])).toEqual([
    ['/main.0123456789.js', 'script', 'low'],
    ['/172.21c26a5278.js', 'script', 'low'],
  ]);
  const scripts = [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')];
  expect(scripts.map((script) => script.getAttribute('src'))).toEqual(['/main.0123456789.js']);
  expect(scripts[0]!.async).toBe(false);
  jest.advanceTimersByTime(5000);
  document.dispatchEvent(new Event('DOMContentLoaded'));
  expect(document.head.querySelectorAll('script[src]')).toHaveLength(1);
});

test("a page still being parsed gets its code asked for at once, and the shell's entry run only once it is parsed", () => {
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  try {
    loadPage('<main></main>', [], ['/main.0123456789.js']);
    expect(document.head.querySelector('link[rel=preload]')?.getAttribute('href')).toBe('/main.0123456789.js');
    jest.advanceTimersByTime(5000);
    expect(document.head.querySelector('script[src]')).toBeNull();
  } finally {
    delete (document as { readyState?: unknown }).readyState;
  }
  document.dispatchEvent(new Event('DOMContentLoaded'));
  expect(document.head.querySelectorAll('script[src]')).toHaveLength(1);
});

test('a tap on a tab before the page has hydrated is held, shown as busy, and given to the tab once React owns it', () => {
  loadPage('<div role="tablist"><button role="tab" type="button">TEAS</button><button role="tab" type="button">HESI A2</button></div>');
  const tab = document.querySelectorAll('button')[1]!;
  tab.click();
  tab.click();
  expect(document.documentElement.classList.contains('np-waiting')).toBe(true);

  const answered = jest.fn();
  jest.advanceTimersByTime(200);
  expect(answered).not.toHaveBeenCalled();
  hydrate(tab, answered);
  jest.advanceTimersByTime(60);
  // Once, however many times it was tapped while waiting: a toggle tapped twice would otherwise undo itself.
  expect(answered).toHaveBeenCalledTimes(1);
  expect(document.documentElement.classList.contains('np-waiting')).toBe(false);
  jest.advanceTimersByTime(500);
  expect(answered).toHaveBeenCalledTimes(1);
});

test('a tap on a control React has hydrated goes straight to it and is never given again', () => {
  loadPage('<button type="button">Menu</button>');
  const button = document.querySelector('button')!;
  const answered = jest.fn();
  hydrate(button, answered);
  button.click();
  jest.advanceTimersByTime(500);
  expect(answered).toHaveBeenCalledTimes(1);
  expect(document.documentElement.classList.contains('np-waiting')).toBe(false);
});

test('a tap React answers itself (it hydrates the control on the spot) is not given again', () => {
  loadPage('<div id="root"><button type="button">View all courses</button></div>');
  const button = document.querySelector('button')!;
  const answered = jest.fn();
  // React's listener on the root hydrates the control when the click reaches it, then runs its handler.
  document.getElementById('root')!.addEventListener(
    'click',
    () => {
      hydrate(button);
      answered();
    },
    true,
  );
  button.click();
  jest.advanceTimersByTime(500);
  expect(answered).toHaveBeenCalledTimes(1);
});

test('a toggle tapped before hydration and again after it is answered once, not opened and closed', () => {
  loadPage('<button type="button" aria-expanded="false">View All Courses</button>');
  const button = document.querySelector('button')!;
  button.click();
  const answered = jest.fn();
  hydrate(button, answered);
  // The second tap reaches React before the held one is given.
  button.click();
  jest.advanceTimersByTime(500);
  expect(answered).toHaveBeenCalledTimes(1);
  expect(document.documentElement.classList.contains('np-waiting')).toBe(false);
});

test('links and native controls are left to the browser', () => {
  loadPage('<a href="#top">Top</a><input type="checkbox" aria-label="Remember me">');
  document.querySelector('a')!.click();
  document.querySelector('input')!.click();
  expect(document.documentElement.classList.contains('np-waiting')).toBe(false);
});

test('a form without a method is never sent by the browser before its code runs; it is sent once React owns it', () => {
  loadPage('<form><input name="email" value="a@b.co"><button type="submit">Send</button></form>');
  const form = document.querySelector('form')!;
  const submit = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(submit);
  expect(submit.defaultPrevented).toBe(true);

  const sent = jest.fn((event: Event) => event.preventDefault());
  hydrate(form);
  form.addEventListener('submit', sent);
  jest.advanceTimersByTime(60);
  expect(sent).toHaveBeenCalledTimes(1);
});

test('a choice in a select that drives the page, made before it hydrated, is given again with the value chosen', () => {
  loadPage('<label>Choose an exam <select><option value="hesi">HESI A2</option><option value="teas">TEAS</option></select></label>');
  const select = document.querySelector('select')!;
  select.value = 'teas';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  // Hydration puts the value the page rendered back; the choice is given again on top of it.
  select.value = 'hesi';
  const chosen: string[] = [];
  hydrate(select);
  select.addEventListener('change', () => chosen.push(select.value));
  jest.advanceTimersByTime(60);
  expect(chosen).toEqual(['teas']);
  expect(select.value).toBe('teas');
});

test('a form with a method is sent by the browser as it is (it works without script)', () => {
  loadPage('<form method="post" action="/contact"><button type="submit">Send</button></form>');
  const form = document.querySelector('form')!;
  const submit = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(submit);
  expect(submit.defaultPrevented).toBe(false);
  expect(document.documentElement.classList.contains('np-waiting')).toBe(false);
});

test('a held tap whose control is gone (its area failed and was replaced) is dropped', () => {
  loadPage('<button type="button">Card</button>');
  const button = document.querySelector('button')!;
  button.click();
  button.remove();
  jest.advanceTimersByTime(60);
  expect(document.documentElement.classList.contains('np-waiting')).toBe(false);
});
