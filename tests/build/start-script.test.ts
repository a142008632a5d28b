// @vitest-environment happy-dom
/**
 * public/start.js, run against a page of our own with its clock, paint timing and message
 * channel in the test's hands: the app's code is asked for only after the first contentful paint
 * (or at once when nothing was painted or the tab is hidden, or after 3 s at the latest), the
 * entry and the boot data first, then one module preload per task, never all in one (a long task
 * on a phone), and only once whatever arrives first. Meanwhile the blocks the first layout
 * skipped (data-later) are laid out one per task, and the entry runs only once they all are, so
 * the app starts on a page laid out whole.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { root } from '../../scripts/lib/paths';
import { contentSecurityPolicy } from '../../scripts/lib/headers';
import {
  FONTS_SCRIPT,
  FONTS_SCRIPT_URL,
  START_SCRIPT,
  START_SCRIPT_SOURCE,
} from '../../scripts/lib/startScript';

const SOURCE = fs.readFileSync(path.join(root, 'public', 'start.js'), 'utf8');
const FONTS_SOURCE = fs.readFileSync(path.join(root, 'public', 'fonts.js'), 'utf8');
/** The fonts' script start.js asks for: the file's own name in the file, the built one inline. */
const FONTS_BY_URL: Record<string, string> = {
  '/fonts.js': FONTS_SOURCE,
  [FONTS_SCRIPT_URL]: FONTS_SCRIPT,
};

interface Page {
  /** Paint entries reach the page's observer, as the browser reports them. */
  paint(name: string): void;
  /** Runs the timers due by `ms` from the start, in order. */
  advance(ms: number): void;
  /** Delivers one queued message (one task of the channel); false when none was queued. */
  deliver(): boolean;
  /** The scripts and links start.js added to the head, in order. */
  added(): string[];
  marks: string[];
  /** The blocks whose layout start.js asked for, in order, by id. */
  laidOut: string[];
  /** The ids of the blocks still marked to be laid out later. */
  later(): string[];
}

interface Options {
  modules?: string[];
  rootHtml?: string;
  hidden?: boolean;
  paintTiming?: boolean;
  /** The document's font faces (document.fonts); none: a browser without the Font Loading API. */
  fonts?: FakeFace[];
  /** The script run: the file, or the minified text pages carry inline. */
  source?: string;
  lang?: string;
}

/** A FontFace as document.fonts lists it, whose load the test finishes. */
class FakeFace {
  loads = 0;
  finish!: () => void;
  constructor(
    readonly name: string,
    readonly family: string,
    readonly weight: string,
    readonly unicodeRange: string,
  ) {}
  load() {
    this.loads++;
    return new Promise<void>((done) => (this.finish = done));
  }
}

function page({
  modules = ['/assets/index.js', '/assets/core.js', '/assets/Hero.js', '/assets/Faq.js'],
  rootHtml = '<p>prerendered</p>',
  hidden = false,
  paintTiming = true,
  fonts,
  source = SOURCE,
  lang = 'en',
}: Options = {}): Page {
  document.documentElement.lang = lang;
  document.documentElement.className = '';
  document.head.innerHTML = `<script type="application/json" id="modules" data-boot="/assets/boot/a.json">${JSON.stringify(modules)}</script>`;
  document.body.innerHTML = `<div id="root">${rootHtml}</div>`;
  // What start.js adds to the head, kept here: a real head would start fetching it.
  const head: Record<string, string>[] = [];
  let now = 0;
  const timers: { at: number; run: () => void; id: number }[] = [];
  let timerIds = 0;
  const messages: (() => void)[] = [];
  type Callback = (list: { getEntries: () => { name: string }[] }, o: FakeObserver) => void;
  const observers: FakeObserver[] = [];
  const marks: string[] = [];
  const laidOut: string[] = [];
  // Asking an element's size is what lays it out in a browser; happy-dom lays out nothing.
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    laidOut.push(this.id);
    return new DOMRect();
  };
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : [];
    constructor(readonly callback: Callback) {}
    observe() {
      observers.push(this);
    }
    disconnect() {
      observers.splice(observers.indexOf(this), 1);
    }
  }
  class FakeChannel {
    port1: { onmessage: (() => void) | null } = { onmessage: null };
    port2 = { postMessage: () => messages.push(() => this.port1.onmessage?.()) };
  }
  const fakeWindow = {
    performance: { mark: (name: string) => marks.push(name) },
    PerformanceObserver: FakeObserver,
  };
  const globals = {
    window: fakeWindow,
    // What start.js uses of the document: the real one's elements, the tab's state of ours.
    document: {
      hidden,
      getElementById: (id: string) => document.getElementById(id),
      querySelectorAll: (selector: string) => document.querySelectorAll(selector),
      createElement: (tag: string) => ({ tag }),
      createTreeWalker: (...a: Parameters<Document['createTreeWalker']>) =>
        document.createTreeWalker(...a),
      createRange: () => document.createRange(),
      addEventListener: () => undefined,
      documentElement: document.documentElement,
      body: document.body,
      ...(fonts ? { fonts: { forEach: (f: (face: FakeFace) => void) => fonts.forEach(f) } } : {}),
      head: {
        appendChild: (el: Record<string, string>) => {
          head.push(el);
          // A classic script runs in a task of its own once it has arrived: here, at once.
          if (el.tag === 'script' && !el.type) {
            const text = FONTS_BY_URL[el.src as string];
            if (text === undefined)
              throw new Error(`start.js asked for an unknown script ${el.src}`);
            timers.push({ at: now, run: () => run(text), id: ++timerIds });
          }
        },
      },
    },
    performance: fakeWindow.performance,
    PerformanceObserver: FakeObserver,
    MessageChannel: FakeChannel,
    setTimeout: (run: (...a: unknown[]) => void, ms: number, ...args: unknown[]) => {
      timers.push({ at: now + ms, run: () => run(...args), id: ++timerIds });
      return timerIds;
    },
    clearTimeout: (id: number) => {
      const at = timers.findIndex((t) => t.id === id);
      if (at >= 0) timers.splice(at, 1);
    },
    requestAnimationFrame: (run: () => void) => timers.push({ at: now + 16, run, id: ++timerIds }),
    location: { pathname: '/about', replace: () => undefined },
  };
  // The files are classic scripts: run each as one, with these as its globals.
  const run = (text: string) =>
    new Function(...Object.keys(globals), text)(...Object.values(globals));
  run(source);
  return {
    marks,
    laidOut,
    later: () => [...document.querySelectorAll('[data-later]')].map((el) => el.id),
    paint(name) {
      for (const o of [...observers]) o.callback({ getEntries: () => [{ name }] }, o);
    },
    advance(ms) {
      now = ms;
      for (;;) {
        const due = timers.filter((t) => t.at <= now).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers.splice(timers.indexOf(due), 1);
        due.run();
      }
    },
    deliver() {
      const next = messages.shift();
      next?.();
      return Boolean(next);
    },
    added: () =>
      head.map((el) =>
        el.tag === 'script'
          ? ['script', el.type, el.src].filter(Boolean).join(' ')
          : [el.rel, el.as, el.href].filter(Boolean).join(' '),
      ),
  };
}

describe('public/start.js', () => {
  it('asks for nothing before the first contentful paint, then the entry and boot data, then one preload per task', () => {
    const p = page();
    p.advance(100);
    p.paint('first-paint');
    p.advance(200);
    expect(p.added()).toEqual([]);
    p.paint('first-contentful-paint');
    expect(p.added()).toEqual([]);
    p.advance(201);
    // The web fonts' script first (what a reader sees next), then the app's.
    expect(p.added()).toEqual([
      'script /fonts.js',
      'preload fetch /assets/boot/a.json',
      'modulepreload /assets/index.js',
      'script module /assets/index.js',
    ]);
    expect(p.marks).toEqual(['app-start:first-paint']);
    for (const module of ['/assets/core.js', '/assets/Hero.js', '/assets/Faq.js']) {
      expect(p.deliver()).toBe(true);
      expect(p.added().at(-1)).toBe(`modulepreload ${module}`);
    }
    expect(p.deliver()).toBe(false);
    // The 3 s timer finds the app started: nothing is asked for twice.
    p.advance(5000);
    expect(p.added()).toHaveLength(7);
    expect(p.marks).toEqual(['app-start:first-paint']);
  });

  it('starts at once on a page with nothing prerendered, or in a tab opened in the background', () => {
    const empty = page({ rootHtml: '' });
    expect(empty.added()).toContain('script module /assets/index.js');
    expect(empty.marks).toEqual(['app-start:nothing-to-paint']);
    const background = page({ hidden: true });
    expect(background.added()).toContain('script module /assets/index.js');
    expect(background.marks).toEqual(['app-start:hidden']);
  });

  it('without paint timing, starts after the next frame; without any paint, after 3 s', () => {
    const old = page({ paintTiming: false });
    old.advance(15);
    expect(old.added()).toEqual([]);
    old.advance(17);
    expect(old.marks).toEqual(['app-start:next-frame']);
    const never = page();
    never.advance(2999);
    expect(never.added()).toEqual([]);
    never.advance(3000);
    expect(never.marks).toEqual(['app-start:timer']);
  });

  it('lays out the blocks the first layout skipped one per task after the first paint, fetching the app meanwhile, then runs it', () => {
    const p = page({
      modules: ['/assets/index.js', '/assets/core.js'],
      rootHtml:
        '<div data-block="hero" id="hero"></div><div data-later="" data-block="faq" id="faq"></div><div data-later="" data-block="ctaBand" id="cta"></div>',
    });
    p.paint('first-contentful-paint');
    p.advance(1);
    // The code is on its way at once, before any block is laid out; nothing runs yet.
    expect(p.added()).toEqual([
      'script /fonts.js',
      'preload fetch /assets/boot/a.json',
      'modulepreload /assets/index.js',
    ]);
    expect(p.marks).toEqual(['app-start:first-paint']);
    expect(p.later()).toEqual(['faq', 'cta']);
    expect(p.laidOut).toEqual([]);
    // One task each, the preloads' and the layouts' taking turns.
    expect(p.deliver()).toBe(true);
    expect(p.added().at(-1)).toBe('modulepreload /assets/core.js');
    expect(p.deliver()).toBe(true);
    expect(p.later()).toEqual(['cta']);
    expect(p.laidOut).toEqual(['faq']);
    expect(p.added().filter((a) => a.startsWith('script module'))).toEqual([]);
    expect(p.deliver()).toBe(true);
    expect(p.later()).toEqual([]);
    expect(p.laidOut).toEqual(['faq', 'cta']);
    expect(p.added().at(-1)).toBe('script module /assets/index.js');
    expect(p.deliver()).toBe(false);
    // A tab in the background draws nothing: every mark goes at once and the app starts.
    const background = page({
      hidden: true,
      rootHtml: '<div data-block="hero"></div><div data-later="" data-block="faq" id="faq"></div>',
    });
    expect(background.later()).toEqual([]);
    expect(background.marks).toEqual(['app-start:hidden']);
  });

  it('lays out the parts of a block before the block: a skipped box is never inside one being laid out', () => {
    // Chromium reported text of a part laid out inside a box just laid out as painted on the
    // screen, wherever it was (the first case study's heading, 1,392 px down on an 823 px
    // phone, became the LCP of /case-studies in 6 loads of 8, at 1.95 s in Lighthouse).
    const p = page({
      rootHtml:
        '<div data-block="hero"></div><div data-later="" data-block="stats" id="stats"></div>' +
        '<div data-later="" data-block="caseStudies" id="studies"><div data-later="" id="list"></div><button data-later="" id="more"></button></div>' +
        '<div data-later="" data-block="ctaBand" id="cta"></div>',
    });
    p.paint('first-contentful-paint');
    p.advance(1);
    while (p.deliver());
    expect(p.laidOut).toEqual(['stats', 'list', 'more', 'cta', 'studies']);
    expect(p.later()).toEqual([]);
  });

  it('whatever the number of modules and the order of paints, timers and tasks, asks for each module once, entry first', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[a-z]{1,8}$/), { minLength: 1, maxLength: 30 }),
        fc.array(fc.constantFrom('paint', 'fcp', 'tick', 'task'), { maxLength: 60 }),
        fc.nat({ max: 6 }),
        (names, steps, laterBlocks) => {
          const modules = names.map((n) => `/assets/${n}.js`);
          const later = Array.from({ length: laterBlocks }, (_, i) => `b${i}`);
          const p = page({
            modules,
            rootHtml: `<div data-block="hero"></div>${later.map((id) => `<div data-later="" data-block="faq" id="${id}"></div>`).join('')}`,
          });
          let clock = 0;
          const runs = () => p.added().filter((a) => a.startsWith('script module'));
          for (const step of steps) {
            if (step === 'paint') p.paint('first-paint');
            else if (step === 'fcp') p.paint('first-contentful-paint');
            else if (step === 'tick') p.advance((clock += 700));
            else p.deliver();
            // The app never runs on a page with a block still waiting for its layout.
            if (runs().length) expect(p.later()).toEqual([]);
          }
          p.advance(clock + 3000);
          while (p.deliver());
          expect(p.laidOut).toEqual(later);
          const preloads = p.added().filter((a) => a.startsWith('modulepreload'));
          expect(preloads).toEqual(modules.map((m) => `modulepreload ${m}`));
          expect(runs()).toEqual([`script module ${modules[0]}`]);
          expect(p.added().filter((a) => a === 'script /fonts.js')).toHaveLength(1);
          expect(p.marks).toHaveLength(1);
        },
      ),
    );
  });

  // In declaration order, as the stylesheet has them: @fontsource's whole Latin file first, the
  // site's subsets after it (preferred for what they hold), Kufi's whole file for the rest.
  const faces = () => [
    new FakeFace('inter-fontsource', '"Inter Variable"', '100 900', 'U+0000-00FF, U+2000-206F'),
    new FakeFace('inter', '"Inter Variable"', '400 700', 'U+20-7E,U+E9'),
    new FakeFace('kufi-400-full', 'Noto Kufi Arabic', '400', 'U+FE70-FEFF'),
    new FakeFace('kufi-400', 'Noto Kufi Arabic', '400', 'U+600-6FF'),
    new FakeFace('kufi-700', 'Noto Kufi Arabic', '700', 'U+6??'),
    new FakeFace('kufi-latin-400', 'Noto Kufi Arabic', '400', 'U+20-7E'),
    new FakeFace('kufi-latin-700', 'Noto Kufi Arabic', '700', 'U+20-7E'),
  ];
  const loaded = (all: FakeFace[]) => all.filter((f) => f.loads).map((f) => f.name);
  const marked = () => document.documentElement.classList.contains('fonts');

  for (const [name, source] of [
    ['the file', SOURCE],
    ['the inline text', START_SCRIPT],
  ] as const)
    it(`loads the faces the page's text needs only after the first paint, and applies them together (${name})`, async () => {
      const all = faces();
      const p = page({
        fonts: all,
        source,
        // A soft hyphen and French's narrow no-break space: drawn by no face, asking for none.
        rootHtml:
          '<p>Ca\u00adfé 1\u202f000</p><input placeholder="Name"><span lang="ar">العربية</span>',
      });
      p.advance(1000);
      expect(loaded(all)).toEqual([]);
      expect(marked()).toBe(false);
      p.paint('first-contentful-paint');
      p.advance(1001);
      // Inter's subset for the Latin (é included), Kufi at both weights for the switcher's
      // Arabic word; never a whole file the subsets cover, nor Kufi's Latin on an English page.
      expect(loaded(all)).toEqual(['inter', 'kufi-400', 'kufi-700']);
      expect(all.every((f) => f.loads <= 1)).toBe(true);
      all.find((f) => f.name === 'inter')!.finish();
      all.find((f) => f.name === 'kufi-400')!.finish();
      await Promise.resolve();
      await Promise.resolve();
      expect(marked()).toBe(false);
      all.find((f) => f.name === 'kufi-700')!.finish();
      await new Promise((r) => setTimeout(r));
      expect(marked()).toBe(true);
    });

  it('leaves Kufi to the browser for Arabic words not shown (a closed menu)', () => {
    // happy-dom shows everything; a browser hides what is under [hidden].
    HTMLElement.prototype.checkVisibility = function (this: HTMLElement) {
      return !this.closest('[hidden]');
    };
    const all = faces();
    const p = page({ fonts: all, rootHtml: '<p>Hi</p><nav hidden><a lang="ar">العربية</a></nav>' });
    p.paint('first-contentful-paint');
    p.advance(1);
    expect(loaded(all)).toEqual(['inter']);
  });

  it('sets Latin inside an Arabic page in Kufi: no Inter at all', async () => {
    const all = faces();
    const p = page({ fonts: all, lang: 'ar', rootHtml: '<p>مرحبا CRM</p>' });
    p.paint('first-contentful-paint');
    p.advance(1);
    expect(loaded(all)).toEqual(['kufi-400', 'kufi-700', 'kufi-latin-400', 'kufi-latin-700']);
    for (const f of all) f.finish?.();
    await new Promise((r) => setTimeout(r));
    expect(marked()).toBe(true);
  });

  it('without the Font Loading API, marks the page at once after the first paint', () => {
    const p = page();
    expect(marked()).toBe(false);
    p.paint('first-contentful-paint');
    p.advance(1);
    expect(marked()).toBe(true);
  });

  it('is inline under its hash: the policy allows exactly the minified file', () => {
    const scriptSrc = contentSecurityPolicy()
      .split('; ')
      .find((d) => d.startsWith('script-src '));
    expect(scriptSrc?.split(' ')).toContain(START_SCRIPT_SOURCE);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(START_SCRIPT.length).toBeLessThan(SOURCE.length / 2);
  });

  it("names the fonts' script by its content, which pages carry no copy of", () => {
    expect(FONTS_SCRIPT_URL).toMatch(/^\/assets\/fonts-[0-9a-f]{16}\.js$/);
    expect(START_SCRIPT).toContain(FONTS_SCRIPT_URL);
    expect(START_SCRIPT).not.toContain('/fonts.js');
    expect(START_SCRIPT).not.toContain('unicodeRange');
    expect(FONTS_SCRIPT.length).toBeLessThan(FONTS_SOURCE.length / 2);
  });
});

/**
 * The web faces replace the stand-ins only where nothing on the screen moves: a page laid out by
 * the test, each element's top as it is with the stand-ins and with the web faces ("fonts"),
 * height alike; text has no box of its own here.
 */
describe('public/start.js: the font swap moves nothing on the screen', () => {
  type Box = { top: number; height: number; by: number };
  function layOut(boxes: Record<string, Box>) {
    const withFonts = () => document.documentElement.classList.contains('fonts');
    HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
      const b = boxes[this.id];
      return b ? new DOMRect(0, b.top + (withFonts() ? b.by : 0), 300, b.height) : new DOMRect();
    };
    Range.prototype.getBoundingClientRect = () => new DOMRect();
  }
  const faces = () => [new FakeFace('inter', '"Inter Variable"', '400 700', 'U+20-7E')];
  const marked = () => document.documentElement.classList.contains('fonts');

  /** A page of `boxes`, painted, whose fonts have arrived. */
  async function arrived(boxes: Record<string, Box>, source = SOURCE) {
    const all = faces();
    const p = page({
      fonts: all,
      source,
      rootHtml: Object.keys(boxes)
        .map((id) => `<p id="${id}">Text</p>`)
        .join(''),
    });
    layOut(boxes);
    p.paint('first-contentful-paint');
    p.advance(1);
    for (const f of all) f.finish?.();
    await new Promise((r) => setTimeout(r));
    return p;
  }

  it('takes the web faces at once where nothing on the screen moves by 3 px', async () => {
    const p = await arrived({
      a: { top: 100, height: 40, by: 2.9 },
      // Moved, but below the screen before and after.
      b: { top: 1200, height: 40, by: 80 },
    });
    expect(marked()).toBe(true);
    expect(p.marks).not.toContain('fonts:held');
  });

  // The inline text the pages carry for one, the file for the other.
  for (const [input, source] of [
    ['click', START_SCRIPT],
    ['keydown', SOURCE],
  ] as const)
    it(`keeps the stand-ins where text on the screen would move, until a ${input}`, async () => {
      const p = await arrived({ headline: { top: 300, height: 80, by: 34 } }, source);
      expect(marked()).toBe(false);
      expect(p.marks).toContain('fonts:held');
      window.dispatchEvent(new Event('scroll'));
      p.advance(1000);
      expect(marked()).toBe(false);
      window.dispatchEvent(new Event(input));
      expect(marked()).toBe(true);
    });

  it('takes them once a scroll has taken the moving part off the screen', async () => {
    const boxes = { headline: { top: 300, height: 80, by: 34 } };
    const p = await arrived(boxes);
    boxes.headline.top = -400;
    window.dispatchEvent(new Event('scroll'));
    p.advance(100);
    // Still scrolling: checked only once the page has been still for 150 ms.
    window.dispatchEvent(new Event('scroll'));
    p.advance(200);
    expect(marked()).toBe(false);
    p.advance(251);
    expect(marked()).toBe(true);
  });

  it('holds them exactly when something on the screen would move (property)', async () => {
    const box = fc.record({
      top: fc.integer({ min: -3000, max: 3000 }),
      height: fc.integer({ min: 0, max: 500 }),
      by: fc.integer({ min: -60, max: 60 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(box, { maxLength: 12 }), async (list) => {
        const boxes = Object.fromEntries(list.map((b, i) => [`n${i}`, b]));
        await arrived(boxes);
        const seen = (top: number, height: number) => top + height > 0 && top < innerHeight;
        const moves = list.some(
          (b) => Math.abs(b.by) >= 3 && (seen(b.top, b.height) || seen(b.top + b.by, b.height)),
        );
        expect(marked()).toBe(!moves);
      }),
      { numRuns: 150 },
    );
  });
});
