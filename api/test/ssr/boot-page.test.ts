/**
 * @jest-environment jsdom
 */
import { withModalDialogs } from '@nurseprep/contracts/jsdom-modal-dialogs';
import { EARLY_ANSWERS_KEY, type EarlyAnswers } from '@nurseprep/contracts/server-rendering';
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

const earlyAnswers = () => (window as unknown as Record<string, EarlyAnswers>)[EARLY_ANSWERS_KEY]!;

const MENU = `<div id="root"><button id="menu-toggle" type="button" aria-expanded="false" aria-controls="menu" aria-label="Open menu"
  data-early="disclosure" data-early-label="Close menu"></button><div id="menu" data-state="closed"><a href="/about">About</a></div>
  <button id="more-toggle" type="button" aria-expanded="false" aria-controls="more" data-early="disclosure">View All</button>
  <ul id="more" hidden><li>NR 222</li></ul></div>`;

test('a disclosure is answered at once from the page, and React, which would replay the tap, never sees it', () => {
  loadPage(MENU);
  const reactSaw = jest.fn();
  document.getElementById('root')!.addEventListener('click', reactSaw, true);
  const toggle = document.getElementById('menu-toggle')!;
  toggle.click();
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  expect(toggle.getAttribute('aria-label')).toBe('Close menu');
  expect(toggle.getAttribute('data-early-label')).toBe('Open menu');
  expect(document.getElementById('menu')!.getAttribute('data-state')).toBe('open');
  const more = document.getElementById('more-toggle')!;
  more.click();
  expect(more.getAttribute('aria-expanded')).toBe('true');
  expect(document.getElementById('more')!.hidden).toBe(false);
  toggle.click();
  expect(toggle.getAttribute('aria-label')).toBe('Open menu');
  expect(document.getElementById('menu')!.getAttribute('data-state')).toBe('closed');

  expect(reactSaw).not.toHaveBeenCalled();
  expect(document.documentElement.classList.contains('np-waiting')).toBe(false);
  expect(earlyAnswers().values).toEqual({ 'menu-toggle': 'false', 'more-toggle': 'true' });
});

test('once its component has hydrated, a disclosure is its code to answer: the tap goes to React', () => {
  loadPage(MENU);
  const toggle = document.getElementById('menu-toggle')!;
  earlyAnswers().live['menu-toggle'] = true;
  const answered = jest.fn();
  hydrate(toggle, answered);
  toggle.click();
  expect(answered).toHaveBeenCalledTimes(1);
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(earlyAnswers().values).toEqual({});
});

test('a disclosure whose controlled element is missing is held for its code like any control', () => {
  loadPage('<button id="t" type="button" aria-expanded="false" aria-controls="gone" data-early="disclosure">More</button>');
  const toggle = document.getElementById('t')!;
  toggle.click();
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(document.documentElement.classList.contains('np-waiting')).toBe(true);
});

const PRESSES = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend'];

/** The press of a tap on `element`, as React's root listens for it: which of its events reached the root. */
function press(element: Element): string[] {
  const reached: string[] = [];
  const root = document.getElementById('root')!;
  const heard = (event: Event) => reached.push(event.type);
  for (const type of PRESSES) root.addEventListener(type, heard, true);
  for (const type of PRESSES) element.dispatchEvent(new Event(type, { bubbles: true, cancelable: true }));
  for (const type of PRESSES) root.removeEventListener(type, heard, true);
  return reached;
}

test('the press before a tap on a control answered from the page stops at the window, so React does not hydrate on it', () => {
  loadPage(MENU);
  const heardOnWindow = jest.fn();
  window.addEventListener('pointerdown', heardOnWindow, true);
  expect(press(document.getElementById('menu-toggle')!)).toEqual([]);
  expect(heardOnWindow).toHaveBeenCalledTimes(1);
  // Once the component answers the disclosure itself, its press is React's again.
  earlyAnswers().live['more-toggle'] = true;
  expect(press(document.getElementById('more-toggle')!)).toEqual(PRESSES);
});

test('the press before a tap on a tab answered from the page stops at the window too', () => {
  loadPage(TABS);
  expect(press(document.querySelectorAll('[role=tab]')[1]!)).toEqual([]);
});

test('the press before a tap on a control the page cannot answer reaches React, which hydrates it for the tap', () => {
  loadPage('<div id="root"><button id="t" type="button" aria-expanded="false" aria-controls="gone" data-early="disclosure">More</button><button type="button">Preview</button></div>');
  expect(press(document.getElementById('t')!)).toEqual(PRESSES);
  expect(press(document.querySelectorAll('button')[1]!)).toEqual(PRESSES);
});

const TABS = `<div id="root"><div data-early-tabs="r1">
  <select data-early="tabs"><option value="card">Card</option><option value="paypal">PayPal</option></select>
  <div role="tablist">
    <a role="tab" href="#card" data-value="card" aria-selected="true" tabindex="0" data-state="active" aria-controls="p-card">Card</a>
    <a role="tab" href="#paypal" data-value="paypal" aria-selected="false" tabindex="-1" data-state="inactive" aria-controls="p-paypal">PayPal</a>
  </div>
  <div role="tabpanel" id="p-card" data-state="active">Card form</div>
  <div role="tabpanel" id="p-paypal" data-state="inactive" hidden>PayPal</div>
</div></div>`;

const tap = (element: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
};

test('a tab is selected at once from the page: tabs, panels and the picker follow, and a tab link stays in place', () => {
  loadPage(TABS);
  const [card, paypal] = [...document.querySelectorAll('[role=tab]')];
  const event = tap(paypal!);
  expect(event.defaultPrevented).toBe(true);
  expect([card, paypal].map((tab) => [tab!.getAttribute('aria-selected'), tab!.getAttribute('tabindex'), tab!.getAttribute('data-state')])).toEqual([
    ['false', '-1', 'inactive'],
    ['true', '0', 'active'],
  ]);
  expect(document.getElementById('p-card')!.hidden).toBe(true);
  expect(document.getElementById('p-paypal')!.hidden).toBe(false);
  expect(document.getElementById('p-paypal')!.getAttribute('data-state')).toBe('active');
  expect(document.querySelector('select')!.value).toBe('paypal');
  expect(earlyAnswers().values).toEqual({ r1: 'paypal' });
});

test('a choice in a tab set\'s picker selects the tab of that value at once', () => {
  loadPage(TABS);
  const select = document.querySelector('select')!;
  const reactSaw = jest.fn();
  document.getElementById('root')!.addEventListener('change', reactSaw, true);
  select.value = 'paypal';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  expect(document.querySelectorAll('[role=tab]')[1]!.getAttribute('aria-selected')).toBe('true');
  expect(document.getElementById('p-paypal')!.hidden).toBe(false);
  expect(reactSaw).not.toHaveBeenCalled();
  expect(earlyAnswers().values).toEqual({ r1: 'paypal' });
});

test('a click on a tab link that opens a new browser tab is left to the browser', () => {
  loadPage(TABS);
  const paypal = document.querySelectorAll('[role=tab]')[1]!;
  expect(tap(paypal, { ctrlKey: true }).defaultPrevented).toBe(false);
  expect(paypal.getAttribute('aria-selected')).toBe('false');
});

test('tabs whose code has hydrated are its code to answer', () => {
  loadPage(TABS);
  earlyAnswers().live.r1 = true;
  tap(document.querySelectorAll('[role=tab]')[1]!);
  expect(document.getElementById('p-paypal')!.hidden).toBe(true);
});

test('tabs whose panels are not all in the page are left to their code', () => {
  loadPage(TABS.replace('id="p-paypal"', 'id="elsewhere"'));
  tap(document.querySelectorAll('[role=tab]')[1]!);
  expect(document.querySelectorAll('[role=tab]')[1]!.getAttribute('aria-selected')).toBe('false');
  expect(earlyAnswers().values).toEqual({});
});

const PREVIEW = `<div id="root"><button id="opener" type="button" aria-haspopup="dialog" data-early="dialog" data-early-dialog="preview">Preview</button>
  <dialog id="preview" aria-labelledby="preview-title"><h2 id="preview-title">TEAS 7 Science Review</h2><p>What the review covers.</p>
  <button type="button">Sign up to download</button><button type="button" aria-label="Close" data-early="close"></button></dialog></div>`;

let withoutModalDialogs = () => {};
afterEach(() => withoutModalDialogs());

test("a dialog the page holds opens at once from its button, and closes from its Close button and its backdrop", () => {
  withoutModalDialogs = withModalDialogs();
  loadPage(PREVIEW);
  const reactSaw = jest.fn();
  document.getElementById('root')!.addEventListener('click', reactSaw, true);
  const dialog = document.querySelector('dialog')!;
  document.getElementById('opener')!.click();
  expect(dialog.open).toBe(true);
  expect(earlyAnswers().values).toEqual({ preview: 'true' });
  tap(document.querySelector('[aria-label=Close]')!);
  expect(dialog.open).toBe(false);
  expect(earlyAnswers().values).toEqual({ preview: 'false' });

  // A click on the backdrop lands on the dialog itself, outside its box.
  document.getElementById('opener')!.click();
  jest.spyOn(dialog, 'getBoundingClientRect').mockReturnValue({ left: 20, right: 355, top: 40, bottom: 600 } as DOMRect);
  tap(dialog, { clientX: 100, clientY: 300 });
  expect(dialog.open).toBe(true);
  tap(dialog, { clientX: 5, clientY: 300 });
  expect(dialog.open).toBe(false);
  expect(reactSaw).not.toHaveBeenCalled();
  expect(document.documentElement.classList.contains('np-waiting')).toBe(false);
});

test('a dialog the page holds, closed by Escape (by the browser), is handed over closed', () => {
  withoutModalDialogs = withModalDialogs();
  loadPage(PREVIEW);
  document.getElementById('opener')!.click();
  document.querySelector('dialog')!.close();
  jest.runOnlyPendingTimers();
  expect(earlyAnswers().values).toEqual({ preview: 'false' });
});

test('the press of a tap on a dialog the page holds, or inside it, stops at the window; its other buttons are held for its code', () => {
  withoutModalDialogs = withModalDialogs();
  loadPage(PREVIEW);
  const opener = document.getElementById('opener')!;
  expect(press(opener)).toEqual([]);
  opener.click();
  const signUp = document.querySelector('dialog button')!;
  expect(press(signUp)).toEqual([]);
  signUp.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  expect(document.documentElement.classList.contains('np-waiting')).toBe(true);
  const answered = jest.fn();
  hydrate(signUp, answered);
  jest.advanceTimersByTime(50);
  expect(answered).toHaveBeenCalledTimes(1);
});

test('once the dialog has hydrated, its button and its Close are its code to answer', () => {
  withoutModalDialogs = withModalDialogs();
  loadPage(PREVIEW);
  earlyAnswers().live.preview = true;
  const opener = document.getElementById('opener')!;
  expect(press(opener)).toEqual(PRESSES);
  const answered = jest.fn();
  hydrate(opener, answered);
  opener.click();
  expect(answered).toHaveBeenCalledTimes(1);
  expect(document.querySelector('dialog')!.open).toBe(false);
  expect(earlyAnswers().values).toEqual({});
});

test('where the browser has no modal dialogs, the button is held for its code like any control', () => {
  loadPage(PREVIEW);
  document.getElementById('opener')!.click();
  expect(document.querySelector('dialog')!.open).toBe(false);
  expect(document.documentElement.classList.contains('np-waiting')).toBe(true);
});
