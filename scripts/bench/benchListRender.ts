/**
 * The filters' budget in the browser, rendering included: the testimonials page is served with a
 * file of 500 testimonials (the real ones, repeated under new names), a query is typed into its
 * search box one character at a time, and each keystroke is timed from the input event until
 * React has committed and the browser has laid the page out. Reports the slowest keystroke.
 */
import { readCollection } from '../lib/collections.ts';
import { servedSite } from './benchBrowser.ts';

type Testimonial = Record<string, unknown> & { id: string; clientName: string };

/** The testimonials collection as the build serves it in English, with `count` entries. */
function fileWith(count: number, root: string): string {
  const real = readCollection(root, 'testimonials', 'en').items as Testimonial[];
  const items = Array.from({ length: count }, (_, i) => {
    const t = real[i % real.length]!;
    return {
      ...t,
      id: `${t.id}-${i}`,
      clientName: `${t.clientName || 'Client'} ${i}`,
      featured: false,
    };
  });
  return JSON.stringify({ items });
}

export async function listRenderBench(
  dist: string,
  root: string,
  count = 500,
  query = 'automation',
) {
  const { port, browser, close } = await servedSite(dist);
  try {
    const page = await browser.newPage({ viewport: { width: 1350, height: 900 } });
    await page.route(/^https?:\/\/(?!localhost)/, (r) => r.abort());
    const body = fileWith(count, root);
    await page.route('**/content/testimonials.json', (r) =>
      r.fulfill({ contentType: 'application/json', body }),
    );
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'rejected'));
    // tsx keeps function names with a helper the page lacks; the timing code below needs it.
    await page.addInitScript({ content: 'window.__name = (f) => f;' });
    // The prerendered /testimonials carries the real stories in its HTML; the 500 arrive when the
    // list is reached inside the site, from a page that does not show testimonials already (the
    // home page's marquee holds the same collection).
    await page.goto(`http://localhost:${port}/about`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.evaluate(() => {
      history.pushState({}, '', '/testimonials');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page
      .locator(`[data-testimonial-card]`)
      .nth(count - 1)
      .waitFor({ state: 'attached' });
    const cards = await page.locator('[data-results] [data-testimonial-card]').count();
    const timing = await page.evaluate(async (q) => {
      const input = document.querySelector<HTMLInputElement>(
        '[role="search"] input[type="search"]',
      )!;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      // Frames keep being drawn while typing: the longest gap between two is the worst stall.
      const frames: number[] = [];
      let drawing = true;
      const tick = (t: number) => {
        frames.push(t);
        if (drawing) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      const keystrokes: number[] = [];
      for (let i = 1; i <= q.length; i++) {
        const start = performance.now();
        setValue.call(input, q.slice(0, i));
        input.dispatchEvent(new Event('input', { bubbles: true }));
        document.body.getBoundingClientRect(); // the layout the next frame needs
        keystrokes.push(performance.now() - start);
        await new Promise((r) => setTimeout(r, 120)); // a brisk typist: about 8 keys a second
      }
      drawing = false;
      const gaps = frames.slice(1).map((t, i) => t - frames[i]!);
      return { keystrokes, worstFrame: Math.max(...gaps) };
    }, query);
    const shown = await page.locator('[data-results] [data-testimonial-card]').count();
    return {
      cards,
      shown,
      worstKeystrokeMs: Math.max(...timing.keystrokes),
      worstFrameMs: timing.worstFrame,
    };
  } finally {
    await close();
  }
}
