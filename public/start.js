// Starts the app once the page has been painted. The prerendered HTML is complete without
// JavaScript, so nothing of the app's code is needed for the first paint; fetched earlier, its
// ~110 KB would share a slow mobile link with the stylesheet and the font and hold the first
// paint back (measured: Lighthouse mobile FCP 2.3 s with the modules in the head, 1.1 s after).
// The page lists its modules in #modules: the entry first, then what it imports and the code of
// the page's own blocks, fetched together as modulepreloads. Inline at the end of the body, allowed
// by its hash (scripts/lib/startScript.ts): it runs once the page is parsed, and never blocks it.
(function () {
  var list = document.getElementById('modules');
  if (!list) return;
  // The web fonts' script: the build names it by its content (scripts/lib/startScript.ts).
  var FONTS_SCRIPT = '/fonts.js';
  // A form sent before the app has taken the page over would go out as the browser's default:
  // a GET to this address, with every answer (a contact message too) in the URL, the server's log
  // and the history, and the page reloaded empty. On a slow phone the form shows for seconds
  // before the app arrives. So it is held, marked, and sent by the app once it has hydrated,
  // with what the visitor typed meanwhile, which is noted here field by field: React may empty
  // a field it hydrated before the app can hand its text to the block (src/engine/earlyInput.ts,
  // loaded only by a page that has such input).
  var html = document.documentElement;
  function early(event) {
    if (html.hasAttribute('data-hydrated')) return;
    var target = event.target;
    // A tap on a button that opens something (the phone menu, the language switcher) is noted:
    // the app answers it once it has hydrated (src/engine/hydration.ts), the last one only.
    if (event.type === 'click') {
      var opener = target.closest && target.closest('button[aria-haspopup], button[aria-expanded]');
      if (opener) window.earlyTap = opener;
      return;
    }
    if (event.type === 'submit') {
      event.preventDefault();
      target.setAttribute('data-held-submit', '');
    } else if ('value' in target) {
      (window.earlyInput = window.earlyInput || new Map()).set(target, target.value);
    }
  }
  ['input', 'change', 'submit', 'click'].forEach(function (type) {
    document.addEventListener(type, early, true);
  });
  var started = false;
  // The later blocks (and their parts) that the first layout skipped (scripts/lib/laterBlocks.ts)
  // are laid out now, one per task, before the app starts: laying out a long Arabic page whole
  // (font lookups for each size and weight, then shaping) was one task of 40-75 ms here, four
  // times that on Lighthouse's phone, most of the page's blocking time. An element unmarked in a
  // task is laid out there (its size is asked), not in the next frame with all the others. The app
  // starts on a page laid out whole, as checkers (axe reads the places of things) and the app's
  // own measurements expect. Its code is on its way meanwhile: asked for only once those tasks
  // were done, it reached a slow phone later (npm run bench: time to the app).
  function start(reason) {
    if (started) return;
    started = true;
    // The web fonts' script (public/fonts.js), first: a font change is what a reader sees next.
    // It runs in a task of its own once it has arrived (reading the page's text is not to
    // lengthen the one that asks for the app).
    var fonts = document.createElement('script');
    fonts.src = FONTS_SCRIPT;
    document.head.appendChild(fonts);
    var run = fetchApp(reason);
    // Parts before the block that holds them (scripts/lib/laterBlocks.ts marks both): a part laid
    // out inside a block just laid out had its text reported by Chromium as painted on the screen
    // wherever it was (/case-studies: a heading 1,392 px down became the page's LCP, 1.95 s).
    var marked = [].slice.call(document.querySelectorAll('[data-later]'));
    var later = marked
      .filter(function (element) {
        return !element.querySelector('[data-later]');
      })
      .concat(
        marked.filter(function (element) {
          return element.querySelector('[data-later]');
        }),
      );
    if (!later.length || document.hidden) {
      // Nothing is drawn in a tab in the background: no frame to keep short.
      later.forEach(function (element) {
        element.removeAttribute('data-later');
      });
      return run();
    }
    var channel = new MessageChannel();
    channel.port1.onmessage = function () {
      var element = later.shift();
      element.removeAttribute('data-later');
      element.getBoundingClientRect();
      if (later.length) channel.port2.postMessage(0);
      else run();
    };
    channel.port2.postMessage(0);
  }
  function preload(module) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = module;
    link.crossOrigin = '';
    document.head.appendChild(link);
  }
  // Asks for the app's code and boot data, and returns what runs it. The reason is left as a
  // performance mark (app-start:first-paint, :timer, ...): field data and tests can tell why the
  // app started when it did.
  function fetchApp(reason) {
    if (window.performance && performance.mark) performance.mark('app-start:' + reason);
    var modules = JSON.parse(list.textContent);
    // The page's boot data (src/main.tsx reads it) travels with the code, not in the HTML.
    var boot = list.getAttribute('data-boot');
    if (boot) {
      var data = document.createElement('link');
      data.rel = 'preload';
      data.as = 'fetch';
      data.href = boot;
      // The credentials mode of fetch()'s default, so that src/main.tsx's fetch takes this one.
      data.crossOrigin = 'anonymous';
      document.head.appendChild(data);
    }
    // The entry at once; the rest one preload per task: all of them in this one made a long task
    // on a phone (Lighthouse, 4x slower CPU: 100-160 ms on the home pages, most of their blocking
    // time), since each starts a fetch. A message, unlike a timer, is not delayed by 4 ms.
    preload(modules[0]);
    var rest = modules.slice(1);
    var channel = new MessageChannel();
    channel.port1.onmessage = function () {
      preload(rest.shift());
      if (rest.length) channel.port2.postMessage(0);
    };
    if (rest.length) channel.port2.postMessage(0);
    // The entry runs from its preload once the page is laid out whole.
    return function run() {
      var entry = document.createElement('script');
      entry.type = 'module';
      entry.src = modules[0];
      entry.crossOrigin = '';
      document.head.appendChild(entry);
    };
  }
  // A page with nothing prerendered (the 404 page, which the app itself fills when its own script,
  // public/not-found.js, has not sent the visitor home) has no first paint
  // to wait for, and neither has a tab opened in the background: start at once. Otherwise wait for the first
  // contentful paint itself (an earlier animation frame may paint only the background), with
  // the next frame as the fallback where paint timing is unknown and a timer as the last resort.
  var root = document.getElementById('root');
  if (!root || !root.firstElementChild) return start('nothing-to-paint');
  if (document.hidden) return start('hidden');
  setTimeout(start, 3000, 'timer');
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') < 0)
    return requestAnimationFrame(function () {
      setTimeout(start, 0, 'next-frame');
    });
  new PerformanceObserver(function (entries, observer) {
    var list = entries.getEntries();
    for (var i = 0; i < list.length; i++)
      if (list[i].name === 'first-contentful-paint') {
        observer.disconnect();
        setTimeout(start, 0, 'first-paint');
      }
  }).observe({ type: 'paint', buffered: true });
})();
