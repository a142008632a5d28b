// The page's web fonts, loaded and applied once the page has been painted. public/start.js asks
// for this file then (scripts/lib/startScript.ts names it by its content, under /assets/, cached
// for good): inline in every page, its 2.5 KB made the HTML of the longest pages (/solutions,
// /careers, /privacy-policy) outgrow the first round trip of a slow link (14.6 KB with the
// headers), and Lighthouse's phone painted them 150 ms later (FCP 0.90 s instead of 0.75 s).
// Nothing here is needed for the first paint, which the stand-in faces set.
(function () {
  var html = document.documentElement;
  // Fetched only now that the page has been painted: until the page is marked
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
  loadFonts();
})();
