// The one inline script of a server-rendered page (api/src/ssr/boot-script.ts sends this text as it is), run
// from the head before anything paints. Plain browser JavaScript: nothing compiles it.
//
// 1. As the head is read, it asks for the page's code, all of it at once and at low priority so the HTML and its
//    first paint come first: the shell's entry, which hydrates the page, and the chunks the entry would otherwise
//    ask for one step later (preloaded), and the route's remote files: the manifest as a fetch preload, the entry
//    fetched into the HTTP cache rather than preloaded, because Chromium keeps a failed script preload and fails
//    the later <script> of the same URL with it, so a remote that was down could never be retried, and the code
//    chunks of the remote's routes and page run as they arrive (a chunk only hands its modules to the remote's
//    runtime, which takes the chunks that came before it). The entry runs once the document is parsed (it
//    hydrates the whole page and reads the state after #root).
// 2. Until the page has hydrated, a tap on a control only script can answer (a tab, a toggle, a button) would
//    do nothing. Such a click is held and given to the control again once React owns it (React marks the
//    elements it hydrates with `__reactProps$` keys). A click React answered itself (it hydrates a control on
//    the spot when its code is there) reaches the window's bubble phase with the control hydrated and is let
//    go; one React dropped (its code still loading) never gets there. A form without an explicit method is never
//    sent by the browser before its code runs (it would put its fields in the address): its submission is held
//    the same way, and so is a choice in a select that drives the page (given again with the value chosen).
//    Links, forms with a method and other native controls work without script and are left alone.
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- a function expression: boot-script.ts calls it
(function (elementId, waitingClass, holdLimitMs) {
  var d = document;
  var source = d.getElementById(elementId);
  var data = JSON.parse((source && source.textContent) || '{"scripts":[],"preload":[]}');
  function preloadRemoteFiles() {
    (data.preload || []).forEach(function (file) {
      if (file.as === 'fetch') {
        var link = d.createElement('link');
        link.rel = 'preload';
        link.as = 'fetch';
        link.crossOrigin = 'anonymous';
        link.href = file.href;
        d.head.appendChild(link);
      } else if (file.as === 'chunk') {
        // Its full address, as the remote's runtime names it, so a chunk still arriving is waited for, not asked
        // for again. Once it has run or failed it is removed: a chunk that handed its modules over is not asked
        // for again anyway, and one that failed or threw is then asked for by the runtime itself, which reports
        // the failure (and Retry can succeed).
        var script = d.createElement('script');
        script.async = true;
        script.src = new URL(file.href, d.baseURI).href;
        script.onload = script.onerror = function () {
          script.remove();
        };
        d.head.appendChild(script);
      } else {
        fetch(file.href, { credentials: 'same-origin', priority: 'low' }).catch(function () {});
      }
    });
  }
  function preloadShell() {
    (data.scripts || []).concat(data.chunks || []).forEach(function (href) {
      var link = d.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.setAttribute('fetchpriority', 'low');
      link.href = href;
      d.head.appendChild(link);
    });
  }
  function runShell() {
    (data.scripts || []).forEach(function (src) {
      var script = d.createElement('script');
      script.src = src;
      script.async = false;
      d.head.appendChild(script);
    });
  }
  preloadShell();
  preloadRemoteFiles();
  if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', runShell);
  else runShell();

  var held = [];
  var timer = null;
  function hydrated(element) {
    return Object.keys(element).some(function (key) {
      return key.indexOf('__reactProps$') === 0;
    });
  }
  function release() {
    var now = Date.now();
    held = held.filter(function (entry) {
      if (!entry.element.isConnected || now - entry.since > holdLimitMs) return false;
      if (!hydrated(entry.element)) return true;
      if (entry.kind === 'change') {
        entry.element.value = entry.value;
        entry.element.dispatchEvent(new Event('change', { bubbles: true }));
      } else if (entry.kind === 'submit' && entry.submitter && entry.submitter.isConnected) entry.element.requestSubmit(entry.submitter);
      else if (entry.kind === 'submit') entry.element.requestSubmit();
      else entry.element.click();
      return false;
    });
    if (held.length === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
      d.documentElement.classList.remove(waitingClass);
    }
  }
  function hold(event, element, kind, submitter) {
    if (hydrated(element)) {
      // React answers this one: an earlier tap held for the same control is superseded, not given as well (a
      // toggle tapped before and after hydration would otherwise open and close).
      drop(element);
      return;
    }
    event.npHeld = element;
    var value = kind === 'change' ? element.value : null;
    var earlier = held.filter(function (entry) { return entry.element === element; })[0];
    if (earlier) {
      earlier.value = value;
      return;
    }
    held.push({ element: element, kind: kind, value: value, submitter: submitter, since: Date.now() });
    d.documentElement.classList.add(waitingClass);
    if (timer === null) timer = setInterval(release, 50);
  }
  function drop(element) {
    held = held.filter(function (entry) { return entry.element !== element; });
  }
  function answered(event) {
    var element = event.npHeld;
    if (element && hydrated(element)) drop(element);
  }

  window.addEventListener('click', function (event) {
    var target = event.target;
    var control = target && target.closest ? target.closest('button,[role=button],[role=tab],[role=option],[role=switch],[role=menuitem]') : null;
    if (!control || control.disabled) return;
    // A submit button: its form is sent by the browser (it has a method) or held as a submission below.
    if (control.form && control.type === 'submit') return;
    hold(event, control, 'click', null);
  }, true);
  window.addEventListener('submit', function (event) {
    var form = event.target;
    if (form.hasAttribute('method') || hydrated(form)) return;
    event.preventDefault();
    hold(event, form, 'submit', event.submitter || null);
  }, true);
  window.addEventListener('change', function (event) {
    var field = event.target;
    if (!field || field.tagName !== 'SELECT' || (field.form && field.form.hasAttribute('method'))) return;
    hold(event, field, 'change', null);
  }, true);
  window.addEventListener('click', answered);
  window.addEventListener('change', answered);
  window.addEventListener('submit', answered);
})
