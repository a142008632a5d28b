// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { I18nextProvider } from '../../src/i18n/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import TestimonialMarquee, { toRows } from '../../src/blocks/TestimonialMarquee';
import SuccessStories from '../../src/blocks/SuccessStories';
import { ActionLink } from '../../src/ui/ActionLink';
import { createServerI18n } from '../../src/i18n/i18n';
import { Providers, testWords } from './render-helpers';
import { clearContentCache, seedContent } from '../../src/content/load';
import { readCollection } from '../../scripts/lib/collections';
import { root } from '../../scripts/lib/paths';
import { localeWords } from '../site';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('testimonial marquee', () => {
  it('splits items 0–9 and 10–19 into two rows', () => {
    const rows = toRows(Array.from({ length: 20 }, (_, i) => i));
    expect(rows).toEqual([
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      [10, 11, 12, 13, 14, 15, 16, 17, 18, 19],
    ]);
  });

  it('shares the items evenly between the rows: no short last row leaving an empty band', () => {
    const of = (n: number) => toRows(Array.from({ length: n }, (_, i) => i)).map((r) => r.length);
    expect(of(14)).toEqual([7, 7]);
    expect(of(15)).toEqual([8, 7]);
    expect(of(10)).toEqual([10]);
    expect(of(3)).toEqual([3]);
    expect(of(0)).toEqual([]);
    for (let n = 1; n <= 45; n++) {
      const rows = toRows(Array.from({ length: n }, (_, i) => i));
      expect(rows.flat()).toEqual(Array.from({ length: n }, (_, i) => i));
      expect(rows.length).toBe(Math.ceil(n / 10));
      expect(
        Math.max(...rows.map((r) => r.length)) - Math.min(...rows.map((r) => r.length)),
      ).toBeLessThanOrEqual(1);
    }
  });

  it('renders each quote once for assistive technology and a hidden copy for the loop', () => {
    const [real] = readCollection(root, 'testimonials', 'en').items;
    const items = Array.from({ length: 20 }, (_, i) => ({
      ...real,
      id: `t-${String(i).padStart(2, '0')}`,
      testimonial: 'Quote ' + i,
    }));
    seedContent({ '/content/testimonials.json': { items } });
    const html = renderToString(
      <Providers>
        <TestimonialMarquee block={{ type: 'testimonialMarquee', from: 'testimonials' }} />
      </Providers>,
    );
    expect(html.match(/data-marquee-row/g)).toHaveLength(2);
    expect(html.match(/<figure/g)).toHaveLength(40);
    expect(html.match(/aria-hidden="true" inert=""/g)).toHaveLength(2);
    expect(html).toContain('Quote 19');
  });

  it('fetches the quotes on a client-side visit, and leaves no empty section if that fails', async () => {
    clearContentCache();
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((r) => (answer = r))),
    );
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(
        <Providers>
          <TestimonialMarquee block={{ type: 'testimonialMarquee', from: 'testimonials' }} />
        </Providers>,
      );
    });
    expect(container.querySelector('section')?.getAttribute('aria-busy')).toBe('true');
    await act(async () => answer(new Response('', { status: 404 })));
    expect(container.querySelector('section')).toBeNull();
    vi.unstubAllGlobals();
  });
});

describe('success stories', () => {
  it('replaces an image that fails to load with a same-size placeholder', async () => {
    // Still loading at mount (happy-dom never loads images), so only the error event decides.
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(
        <Providers>
          <SuccessStories
            block={{
              type: 'successStories',
              stories: [
                {
                  image: 'https://unreachable.invalid/x.jpg',
                  alt: 't:one',
                  industry: 't:two',
                  title: 't:title',
                  metric: { value: 45, kind: 'percent' },
                  metricLabel: 't:cta',
                },
              ],
            }}
          />
        </Providers>,
      );
    });
    const img = container.querySelector('img');
    expect(img?.getAttribute('alt')).toBe('One');
    await act(async () => {
      img?.dispatchEvent(new Event('error'));
    });
    const placeholder = container.querySelector('[data-image-placeholder]');
    expect(placeholder?.getAttribute('aria-label')).toBe('One');
    expect(container.querySelector('img')).toBeNull();
    vi.restoreAllMocks();
  });

  it('also catches an image that failed before hydration', async () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(
        <Providers>
          <SuccessStories
            block={{
              type: 'successStories',
              stories: [
                {
                  image: '/missing.jpg',
                  alt: 't:one',
                  industry: 't:two',
                  title: 't:title',
                  metric: { value: 45, kind: 'percent' },
                  metricLabel: 't:cta',
                },
              ],
            }}
          />
        </Providers>,
      );
    });
    expect(container.querySelector('[data-image-placeholder]')).not.toBeNull();
    vi.restoreAllMocks();
  });
});

/** What a router shows: the button on the home page, the contact page once it has gone there. */
function AtPath() {
  const { pathname } = useLocation();
  if (pathname === '/contact') return <p>contact page</p>;
  return <ActionLink action={{ label: 't:cta', href: '/contact', waitMs: 1500 }} />;
}

describe('a button with a wait (docs/site/shell.md#hero-button-wait)', () => {
  it('shows a loading state for 1.5 s, then goes to /contact', async () => {
    vi.useFakeTimers();
    const container = document.createElement('div');
    document.body.append(container);
    const i18n = createServerI18n('en', {
      ...testWords,
      common: {
        ...testWords.common,
        loading: 'Loading…',
        phrase: (localeWords('en', 'common') as { phrase: object }).phrase,
      },
    });
    await act(async () => {
      createRoot(container).render(
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <AtPath />
          </MemoryRouter>
        </I18nextProvider>,
      );
    });
    const link = container.querySelector('a') as HTMLAnchorElement;
    await act(async () => {
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    });
    expect(link.getAttribute('aria-busy')).toBe('true');
    expect(link.textContent).toContain('Loading…');
    await act(async () => {
      vi.advanceTimersByTime(1499);
    });
    expect(container.textContent).not.toContain('contact page');
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(container.textContent).toBe('contact page');
  });
});
