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
// 3. Some controls need no code to answer: a disclosure (a menu, 'show more'), a dialog the page holds a copy of
//    and a set of tabs whose panels are all in the page (contracts' EARLY_ATTRIBUTE says how they are marked).
//    Until the component that owns one has hydrated, a tap on it is answered here, at once, and the state it
//    leaves is kept under `earlyKey` for the component, which takes it over when it hydrates. Such a tap stops
//    here: React, which would replay it once the control is hydrated, never sees it, so it is not answered twice;
//    nor the press before it, which would make React hydrate the control's part of the page at once, in one long
//    task, before the click came.
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- a function expression: boot-script.ts calls it
(function (elementId, waitingClass, holdLimitMs, earlyKey) {
  var d = document;
  var early = window[earlyKey] = { values: {}, live: {} };
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

  // The element a disclosure shows and hides, while this script still answers it; null once its code does.
  function disclosureTarget(button) {
    var target = d.getElementById(button.getAttribute('aria-controls') || '');
    return button.id && !early.live[button.id] ? target : null;
  }
  function toggle(button) {
    var key = button.id;
    var target = disclosureTarget(button);
    if (!target) return false;
    var open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    var otherLabel = button.getAttribute('data-early-label');
    if (otherLabel !== null) {
      button.setAttribute('data-early-label', button.getAttribute('aria-label') || '');
      button.setAttribute('aria-label', otherLabel);
    }
    if (target.hasAttribute('data-state')) target.setAttribute('data-state', open ? 'open' : 'closed');
    else target.hidden = !open;
    early.values[key] = String(open);
    return true;
  }
  // The tabs and panels of a tab set while this script still answers it, if `value` is one of its tabs; null
  // otherwise.
  function tabSet(set, value) {
    var key = set && set.getAttribute('data-early-tabs');
    if (!key || early.live[key] || value === null) return null;
    var own = function (element) { return element.closest('[data-early-tabs]') === set; };
    var tabs = Array.prototype.filter.call(set.querySelectorAll('[role=tab]'), own);
    var panels = tabs.map(function (tab) { return d.getElementById(tab.getAttribute('aria-controls') || ''); });
    var values = tabs.map(function (tab) { return tab.getAttribute('data-value'); });
    // Only where each tab's own panel is in the page and the value is a tab's: otherwise the code answers.
    var distinct = panels.every(function (panel, index) { return panel !== null && panels.indexOf(panel) === index; });
    if (values.indexOf(value) === -1 || !distinct) return null;
    return { key: key, own: own, tabs: tabs, panels: panels, values: values };
  }
  function selectTab(set, value) {
    var found = tabSet(set, value);
    if (!found) return false;
    var key = found.key, own = found.own, tabs = found.tabs, panels = found.panels, values = found.values;
    tabs.forEach(function (tab, index) {
      var on = values[index] === value;
      tab.setAttribute('aria-selected', String(on));
      tab.setAttribute('data-state', on ? 'active' : 'inactive');
      if (tab.hasAttribute('tabindex')) tab.setAttribute('tabindex', on ? '0' : '-1');
      panels[index].hidden = !on;
      panels[index].setAttribute('data-state', on ? 'active' : 'inactive');
    });
    Array.prototype.filter.call(set.querySelectorAll('select[data-early=tabs]'), own).forEach(function (select) {
      select.value = value;
    });
    early.values[key] = value;
    return true;
  }
  // The page's copy of a dialog (a closed or open native <dialog>) while this script still answers it; null
  // otherwise.
  function earlyDialog(element) {
    var dialog = element && element.tagName === 'DIALOG' ? element : null;
    return dialog && dialog.id && !early.live[dialog.id] && typeof dialog.showModal === 'function' ? dialog : null;
  }
  // The dialog a control opens (`dialog`) or closes (`close`, inside it), while this script answers it.
  function dialogOf(control) {
    var kind = control.getAttribute('data-early');
    if (kind === 'dialog') return earlyDialog(d.getElementById(control.getAttribute('data-early-dialog') || ''));
    if (kind === 'close') return earlyDialog(control.closest('dialog'));
    return null;
  }
  function setDialog(dialog, open) {
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    early.values[dialog.id] = String(open);
  }
  // A click on a modal dialog's backdrop lands on the dialog itself, outside its box.
  function onBackdrop(event, dialog) {
    var box = dialog.getBoundingClientRect();
    return event.target === dialog && (event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom);
  }
  function plainClick(event) {
    return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
  }
  function answerableEarly(control) {
    if (control.getAttribute('data-early') === 'disclosure') return disclosureTarget(control) !== null;
    if (dialogOf(control)) return true;
    return control.getAttribute('role') === 'tab' && tabSet(control.closest('[data-early-tabs]'), control.getAttribute('data-value')) !== null;
  }
  function answerEarly(event, control) {
    var answered = false;
    var dialog = dialogOf(control);
    if (control.getAttribute('data-early') === 'disclosure') answered = toggle(control);
    else if (dialog) {
      setDialog(dialog, control.getAttribute('data-early') === 'dialog');
      answered = true;
    }
    else if (control.getAttribute('role') === 'tab' && plainClick(event)) answered = selectTab(control.closest('[data-early-tabs]'), control.getAttribute('data-value'));
    if (answered) {
      // A tab that is also a link is answered in place, as its code does.
      event.preventDefault();
      event.stopPropagation();
    }
    return answered;
  }

  function controlOf(event) {
    var target = event.target;
    var control = target && target.closest ? target.closest('button,[role=button],[role=tab],[role=option],[role=switch],[role=menuitem]') : null;
    return control && !control.disabled ? control : null;
  }
  // The press that comes before a click: React, seeing it land on a part of the page not yet hydrated, would
  // hydrate that whole part on the spot, in one task, and the click would wait for it. A control answered here
  // needs none of that, so the press stops here too (listeners on the window itself still hear it).
  // So does a press inside a dialog this script answers: it belongs to the page's copy, not yet to React.
  function insideEarlyDialog(event) {
    var target = event.target;
    return Boolean(target && target.closest && earlyDialog(target.closest('dialog')));
  }
  ['pointerdown', 'pointerup', 'pointercancel', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'touchcancel'].forEach(function (type) {
    window.addEventListener(type, function (event) {
      var control = controlOf(event);
      if ((control && answerableEarly(control)) || insideEarlyDialog(event)) event.stopPropagation();
    }, true);
  });
  // Escape closes an open modal dialog natively: the state it leaves is kept for its code.
  window.addEventListener('close', function (event) {
    var dialog = earlyDialog(event.target);
    if (dialog) early.values[dialog.id] = 'false';
  }, true);
  window.addEventListener('click', function (event) {
    var backdrop = earlyDialog(event.target);
    if (backdrop && onBackdrop(event, backdrop)) {
      setDialog(backdrop, false);
      event.stopPropagation();
      return;
    }
    var control = controlOf(event);
    if (!control) {
      // Nor does a click on the text of a dialog the page answers: only its controls are for its code.
      if (insideEarlyDialog(event)) event.stopPropagation();
      return;
    }
    if (answerEarly(event, control)) return;
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
    if (field.getAttribute('data-early') === 'tabs' && selectTab(field.closest('[data-early-tabs]'), field.value)) {
      event.stopPropagation();
      return;
    }
    hold(event, field, 'change', null);
  }, true);
  window.addEventListener('click', answered);
  window.addEventListener('change', answered);
  window.addEventListener('submit', answered);
})
