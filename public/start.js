// Starts the app once the page has been painted. The prerendered HTML is complete without
// JavaScript, so nothing of the app's code is needed for the first paint; fetched earlier, its
// ~110 KB would share a slow mobile link with the stylesheet and the font and hold the first
// paint back (measured: Lighthouse mobile FCP 2.3 s with the modules in the head, 1.1 s after).
// The page lists its modules in #modules: the entry first, then what it imports and the code of
// the page's own blocks, fetched together as modulepreloads. An external file, because a strict
// Content Security Policy forbids inline scripts; `defer`, so it never blocks the parser.
(function () {
  var list = document.getElementById('modules');
  if (!list) return;
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
  // The page's web fonts, fetched only now that it has been painted: until the page is marked
  // "fonts", styles.css sets it in the metric-matched stand-ins, so layout asks for no font file
  // before the first frame (each one was a request Lighthouse's phone counted before the
  // LCP). The faces its text needs are loaded first and then applied together: one change of face
  // in one frame, and no text invisible meanwhile. A face is chosen as the browser chooses it: of
  // the family's faces for the weight, the last declared whose unicode-range holds the character
  // (CSS Fonts 4, 4.5), so a subset is taken over the whole file declared before it.
  // A face as [face, low weight, high weight, ranges], its unicode-range read once.
  function described(face) {
    var w = face.weight.split(/\s+/).map(Number);
    var ranges = face.unicodeRange.split(',').map(function (part) {
      var ends = part.trim().replace(/^U\+/i, '').split('-');
      var low = ends[0].replace(/\?/g, '0');
      return [parseInt(low, 16), parseInt(ends[1] || ends[0].replace(/\?/g, 'F'), 16)];
    });
    return [face, w[0], w[1] || w[0], ranges];
  }
  // Spaces and default-ignorable characters (a soft hyphen, a direction mark, French's narrow
  // no-break space in figures): no face is fetched to draw them, and the subsets may lack them,
  // so asking for them fetched @fontsource's whole Latin file (48 KB) on French pages.
  var UNDRAWN = [
    [0, 0x20],
    [0x7f, 0xa0],
    [0xad, 0xad],
    [0x34f, 0x34f],
    [0x61c, 0x61c],
    [0x115f, 0x1160],
    [0x1680, 0x1680],
    [0x17b4, 0x17b5],
    [0x180b, 0x180f],
    [0x2000, 0x200f],
    [0x2028, 0x202f],
    [0x205f, 0x206f],
    [0x3000, 0x3000],
    [0x3164, 0x3164],
    [0xfe00, 0xfe0f],
    [0xfeff, 0xfeff],
    [0xffa0, 0xffa0],
  ];
  function holds(ranges, point) {
    return ranges.some(function (r) {
      return r[0] <= point && point <= r[1];
    });
  }
  function facesFor(family, text, out) {
    var own = [];
    document.fonts.forEach(function (face) {
      if (face.family.replace(/["']/g, '') === family) own.push(described(face));
    });
    var seen = {};
    for (var i = 0; i < text.length; i++) {
      var point = text.codePointAt(i);
      if (point > 0xffff) i++;
      if (seen[point]) continue;
      seen[point] = true;
      if (holds(UNDRAWN, point)) continue;
      [400, 700].forEach(function (weight) {
        for (var j = own.length - 1; j >= 0; j--) {
          var f = own[j];
          if (f[1] <= weight && weight <= f[2] && holds(f[3], point))
            return out.indexOf(f[0]) < 0 && out.push(f[0]);
        }
      });
    }
    return out;
  }
  // How far down each element and text near the screen starts, with the page marked "fonts" or
  // not, and whether it is on the screen: [nodes, places]. A screen above and one below are read
  // too: what the swap would bring into view. Only the height: across, a centred line moves by half its change in width
  // at every swap, which Chromium does not count as a layout shift (nor do visitors see it as one).
  // Reading them lays the page out, but nothing is drawn between two readings in one task.
  function tops(nodes) {
    var range = document.createRange();
    var low = -innerHeight;
    var high = 2 * innerHeight;
    if (!nodes) {
      nodes = [];
      var walker = document.createTreeWalker(document.body, 5, {
        acceptNode: function (node) {
          if (node.nodeType === 3) return node.data.trim() ? 1 : 3;
          var r = node.getBoundingClientRect();
          // Far from the screen, and its children with it (a child placed elsewhere is rare).
          return r.height && (r.bottom < low || r.top > high) ? 2 : 1;
        },
      });
      for (var node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node);
    }
    var places = nodes.map(function (node) {
      var r = node.nodeType === 3 ? (range.selectNodeContents(node), range) : node;
      r = r.getBoundingClientRect();
      // On the screen: a shift out of sight is none (Layout Instability counts what is in view).
      return [r.top, r.bottom > 0 && r.top < innerHeight];
    });
    return [nodes, places];
  }
  // The web faces take over from the stand-ins only where nothing near the screen moves by 3 px
  // or more (Chromium's own threshold for a layout shift). A stand-in matched on average still
  // breaks a line differently where a text sits within a pixel of its box's edge: a headline that
  // took two lines, then three, moved a whole hero (Lighthouse: a layout shift of 0.046 on
  // /ar/services/ai-solutions). Such a page keeps its stand-ins until the visitor's first tap or
  // key (a shift right after input is theirs, not the page's), or a scroll that takes the moving
  // part off the screen. Either way the text never changes face under the reader's eyes. A tap is
  // answered at its click, not its pointerdown: the faces' new layout must not move the button
  // from under a finger still on the glass.
  function applyFonts() {
    if (html.classList.contains('fonts')) return;
    var before = tops();
    html.classList.add('fonts');
    var after = tops(before[0]);
    var moved = before[1].some(function (b, i) {
      var a = after[1][i];
      return (b[1] || a[1]) && Math.abs(a[0] - b[0]) >= 3;
    });
    if (!moved) return done();
    html.classList.remove('fonts');
    if (window.performance && performance.mark) performance.mark('fonts:held');
    var waiting = true;
    var settle;
    function now() {
      if (!waiting) return;
      waiting = false;
      html.classList.add('fonts');
      done();
    }
    function scrolled() {
      clearTimeout(settle);
      settle = setTimeout(function () {
        if (!waiting) return;
        waiting = false;
        done();
        applyFonts();
      }, 150);
    }
    function done() {
      removeEventListener('click', now, true);
      removeEventListener('keydown', now, true);
      removeEventListener('scroll', scrolled);
    }
    addEventListener('click', now, true);
    addEventListener('keydown', now, true);
    addEventListener('scroll', scrolled, { passive: true });
  }
  function loadFonts() {
    var apply = applyFonts;
    if (!document.fonts || !document.fonts.forEach) return html.classList.add('fonts');
    var faces = [];
    var page = document.getElementById('root') || document.body;
    var text = page.textContent;
    [].forEach.call(page.querySelectorAll('[placeholder]'), function (field) {
      text += field.placeholder;
    });
    if (html.lang === 'ar') facesFor('Noto Kufi Arabic', text, faces);
    else {
      facesFor('Inter Variable', text, faces);
      // The Arabic words on any page (the language switcher's "العربية") are set in Kufi: if
      // shown. In a closed menu they fetch Kufi when it opens, as the browser does for them.
      [].forEach.call(document.querySelectorAll('body [lang="ar"]'), function (element) {
        if (!element.checkVisibility || element.checkVisibility())
          facesFor('Noto Kufi Arabic', element.textContent, faces);
      });
    }
    Promise.all(
      faces.map(function (face) {
        return face.load();
      }),
    ).then(apply, apply);
  }
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
    var run = fetchApp(reason);
    // A task of its own: reading the page's text is not to lengthen the one that asks for the app.
    setTimeout(loadFonts, 0);
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
  // A page with nothing prerendered (the 404 page, which the app itself fills) has no first paint
  // to wait for, and neither has a tab opened in the background: start at once. Otherwise wait for the first
  // contentful paint itself (an earlier animation frame may paint only the background), with
  // the next frame as the fallback where paint timing is unknown and a timer as the last resort.
  var root = document.getElementById('root');
  // The 404 page: an address no page has goes to its language's home page now (spec: unknown
  // paths redirect to /), not after the app's ~100 KB arrive, which on a slow phone left a blank
  // page for seconds. Addresses the app answers itself (an unknown article id) start the app.
  var unknown = document.getElementById('unknown-address');
  if (unknown) {
    var known = JSON.parse(unknown.textContent);
    var parts = location.pathname.split('/').filter(Boolean);
    var lang = known.defaultLanguage;
    if (parts.length && parts[0] !== lang && known.languages.indexOf(parts[0]) >= 0)
      lang = parts.shift();
    var rest = parts.join('/');
    var answered = known.appAnswers.some(function (prefix) {
      return rest.indexOf(prefix + '/') === 0 && rest.length > prefix.length + 1;
    });
    if (!answered) {
      if (window.performance && performance.mark) performance.mark('unknown-address:home');
      return location.replace(lang === known.defaultLanguage ? '/' : '/' + lang);
    }
  }
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
