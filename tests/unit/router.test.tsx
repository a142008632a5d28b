// @vitest-environment happy-dom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  StaticRouter,
  useLocation,
  type Location,
} from '../../src/router';
import { createPath, parsePath, resolveTo } from '../../src/router/path';
import { mount } from './dom-mount';

let seen: Location[] = [];
function Where() {
  const location = useLocation();
  seen.push(location);
  return <output>{createPath(location)}</output>;
}
afterEach(() => {
  seen = [];
});
/** Clicks `el` and tells whether the app took the click (prevented the browser's navigation). */
const click = (el: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  let taken = false;
  // Read after the app's own handler (React listens on its root, below the document), then stop
  // the test DOM from really following a link the app left to the browser.
  const settle = (e: Event) => {
    taken = e.defaultPrevented;
    e.preventDefault();
  };
  document.addEventListener('click', settle, { once: true });
  act(() => void el.dispatchEvent(event));
  return { defaultPrevented: taken };
};
const shown = (c: HTMLElement) => c.querySelector('output')?.textContent;

describe('addresses', () => {
  it('split into path, query and fragment that join back to any input (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (s) => {
        const parts = parsePath(s);
        expect(createPath(parts)).toBe(s);
        expect(parts.pathname).not.toMatch(/[?#]/);
        expect(parts.search === '' || parts.search.startsWith('?')).toBe(true);
        expect(parts.search).not.toContain('#');
        expect(parts.hash === '' || parts.hash.startsWith('#')).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('resolve query-and-fragment destinations against the current path', () => {
    const from = parsePath('/careers?x=1#top');
    expect(createPath(resolveTo({ search: '?position=a', hash: '#apply' }, from))).toBe(
      '/careers?position=a#apply',
    );
    expect(createPath(resolveTo('#faq', from))).toBe('/careers#faq');
    expect(createPath(resolveTo('/fr/about', from))).toBe('/fr/about');
  });
});

describe('Link', () => {
  it('is a real link whose plain click moves the app without a reload', () => {
    const c = mount(
      <MemoryRouter initialEntries={['/']}>
        <Link to="/contact#form">Contact</Link>
        <Where />
      </MemoryRouter>,
    );
    const a = c.querySelector('a') as HTMLAnchorElement;
    expect(a.getAttribute('href')).toBe('/contact#form');
    const event = click(a);
    expect(event.defaultPrevented).toBe(true);
    expect(shown(c)).toBe('/contact#form');
    expect(seen.at(-1)?.hash).toBe('#form');
  });

  it('leaves modified, middle and new-tab clicks to the browser', () => {
    const c = mount(
      <MemoryRouter>
        <Link to="/a">A</Link>
        <Link to="/b" target="_blank">
          B
        </Link>
        <Where />
      </MemoryRouter>,
    );
    const [a, b] = [...c.querySelectorAll('a')] as HTMLAnchorElement[];
    for (const init of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ]) {
      expect(click(a as HTMLAnchorElement, init).defaultPrevented).toBe(false);
    }
    expect(click(b as HTMLAnchorElement).defaultPrevented).toBe(false);
    expect(shown(c)).toBe('/');
  });

  it("runs the caller's onClick first, and stays put when it prevents the default", () => {
    const c = mount(
      <MemoryRouter>
        <Link to="/a" onClick={(e) => e.preventDefault()}>
          A
        </Link>
        <Where />
      </MemoryRouter>,
    );
    click(c.querySelector('a') as HTMLAnchorElement);
    expect(shown(c)).toBe('/');
  });

  it('gives every visit a new key, a second click on the same address too', () => {
    const c = mount(
      <MemoryRouter initialEntries={['/careers']}>
        <Link to={{ search: '?position=devops', hash: '#apply' }}>Apply</Link>
        <Where />
      </MemoryRouter>,
    );
    const a = c.querySelector('a') as HTMLAnchorElement;
    expect(a.getAttribute('href')).toBe('/careers?position=devops#apply');
    click(a);
    const first = seen.at(-1)?.key;
    click(a);
    expect(seen.at(-1)?.key).not.toBe(first);
    expect(shown(c)).toBe('/careers?position=devops#apply');
  });
});

describe('BrowserRouter', () => {
  it('pushes history entries, replaces on the same address, and follows back and forward', () => {
    history.replaceState(null, '', '/start');
    const c = mount(
      <BrowserRouter>
        <Link to="/next">Next</Link>
        <Where />
      </BrowserRouter>,
    );
    expect(shown(c)).toBe('/start');
    const length = history.length;
    const a = c.querySelector('a') as HTMLAnchorElement;
    click(a);
    expect(location.pathname).toBe('/next');
    expect(history.length).toBe(length + 1);
    click(a);
    expect(history.length).toBe(length + 1);
    // Another script (or the back button) moves the address: the app follows.
    act(() => {
      history.pushState({ key: 'elsewhere' }, '', '/fr/about?x=1#team');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(shown(c)).toBe('/fr/about?x=1#team');
    expect(seen.at(-1)?.key).toBe('elsewhere');
  });

  it('redirects with Navigate, replacing the address it came from', () => {
    history.replaceState(null, '', '/old');
    const length = history.length;
    const c = mount(
      <BrowserRouter>
        <Redirecting />
        <Where />
      </BrowserRouter>,
    );
    expect(shown(c)).toBe('/new');
    expect(location.pathname).toBe('/new');
    expect(history.length).toBe(length);
  });
});

function Redirecting() {
  return useLocation().pathname === '/old' ? <Navigate to="/new" replace /> : null;
}

describe('StaticRouter', () => {
  it('renders one fixed address for the prerender', () => {
    const html = renderToString(
      <StaticRouter location="/ar/careers?position=a#apply">
        <Link to={{ hash: '#top' }}>Top</Link>
        <Where />
      </StaticRouter>,
    );
    expect(html).toContain('href="/ar/careers#top"');
    expect(html).toContain('<output>/ar/careers?position=a#apply</output>');
  });
});
