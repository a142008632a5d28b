// @vitest-environment happy-dom
import { act, useEffect, type ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type NavigateFunction,
} from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ResolveModule from '../../src/engine/resolve';
import { PageLoadError, type Resolution } from '../../src/engine/resolve';
import { splitLanguage } from '../../src/engine/routing';
import { WordsContext, type Words } from '../../src/i18n/WordsContext';
import { createServerI18n } from '../../src/i18n/i18n';
import { mount } from '../dom-mount';

/*
 * The page host under react-router's declarative router: each address is resolved from the page
 * files, the current page stays while the next loads, a language change shows the loading screen,
 * redirects and unknown addresses replace the entry, a failed load offers Try again, and the
 * scroll follows the page and its fragment.
 */

const control = vi.hoisted(() => ({
  load: (pathname: string): Promise<unknown> =>
    Promise.reject(new Error(`no loader set for ${pathname}`)),
}));

vi.mock('../../src/engine/resolve', async (original) => {
  const real = await original<typeof ResolveModule>();
  const { createCache: cache } = await import('../../src/engine/cache');
  const entries = cache<Resolution>();
  return {
    ...real,
    resolutionEntry: (pathname: string) =>
      entries.get(pathname, () => control.load(pathname) as Promise<Resolution>),
    seedResolution: (pathname: string, r: Resolution) => entries.seed(pathname, r),
    forgetResolution: (pathname: string) => entries.delete(pathname),
  };
});
vi.mock('../../src/app/Layout', () => ({
  Layout: ({ children }: { children: ReactNode }) => <div>{children}</div>,
}));
vi.mock('../../src/engine/PageRenderer', () => ({
  PageRenderer: ({ blocks }: { blocks: { id: string }[] }) => (
    <h1>
      {blocks[0]?.id}
      <section id="atlas-web">the section a fragment points at</section>
    </h1>
  ),
}));
vi.mock('../../src/app/shell/LoadingScreen', () => ({
  LoadingScreen: () => <p data-loading>Loading</p>,
}));
vi.mock('../../src/app/shell/LoadError', () => ({
  LoadError: ({ reason, onRetry }: { reason: string; onRetry: () => void }) => (
    <button onClick={onRetry}>{reason}</button>
  ),
}));
vi.mock('../../src/seo/sync', () => ({ syncHead: () => undefined }));

const { PageHost } = await import('../../src/app/PageHost');
const { seedResolution } = await import('../../src/engine/resolve');

const pageAt = (pathname: string): Resolution => {
  const { lang, path } = splitLanguage(pathname);
  return {
    kind: 'page',
    lang,
    path,
    file: '/pages/x.json',
    params: {},
    page: { blocks: [{ type: 'hero', id: `${lang}${path}` }] },
    namespaces: [],
  } as unknown as Resolution;
};

function deferred() {
  let resolve!: (r: Resolution) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<Resolution>((a, b) => ((resolve = a), (reject = b)));
  return { promise, resolve, reject };
}

const words: Words = {
  forLanguage: () => createServerI18n('en', { common: {} }),
  ensure: async () => undefined,
};

const seen = { navigate: null as unknown as NavigateFunction, pathname: '', type: '' };

/** Hands the test the router's navigate, and the address and kind of the last move. */
function Probe() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    Object.assign(seen, { navigate, pathname, type });
  }, [navigate, pathname, type]);
  return null;
}

let addresses = 0;
/** A fresh address per test: the resolutions are cached per address, as in the app. */
const fresh = (path: string) => `${path}-${++addresses}`;

/** The host at `first`, seeded with that page as a prerendered page is. */
function start(first: string, load: (pathname: string) => Promise<Resolution>) {
  control.load = vi.fn(load);
  seedResolution(first, pageAt(first));
  const c = mount(
    <MemoryRouter initialEntries={[first]}>
      <WordsContext.Provider value={words}>
        <PageHost />
        <Probe />
      </WordsContext.Provider>
    </MemoryRouter>,
  );
  return { c, load: control.load, shown: () => c.querySelector('h1')?.firstChild?.textContent };
}

const go = (to: string) => act(() => void seen.navigate(to));

afterEach(() => vi.restoreAllMocks());

describe('the page host under react-router', () => {
  it('shows the prerendered page without loading it, then keeps it on screen while the next one loads', async () => {
    const next = deferred();
    const first = fresh('/about');
    const to = fresh('/contact');
    const { c, load, shown } = start(first, () => next.promise);
    expect(shown()).toBe(`en${first}`);
    expect(load).not.toHaveBeenCalled();

    go(to);
    expect(load).toHaveBeenCalledWith(to);
    expect(shown()).toBe(`en${first}`);
    expect(c.querySelector('[data-loading]')).toBeNull();

    await act(async () => {
      next.resolve(pageAt(to));
      await next.promise;
    });
    expect(shown()).toBe(`en${to}`);
  });

  it('covers the page with the loading screen only while a new language loads', async () => {
    const next = deferred();
    const first = fresh('/about');
    const { c, shown } = start(first, () => next.promise);
    go(`/ar${first}`);
    expect(c.querySelector('[data-loading]')).not.toBeNull();
    expect(shown()).toBe(`en${first}`);
    await act(async () => {
      next.resolve(pageAt(`/ar${first}`));
      await next.promise;
    });
    expect(shown()).toBe(`ar${first}`);
    expect(c.querySelector('[data-loading]')).toBeNull();
  });

  it('sends an unknown address home in its language, and a redirect on, replacing the entry', async () => {
    const first = fresh('/fr/about');
    const app = fresh('/fr/app');
    const nowhere = fresh('/fr/nowhere');
    const { shown } = start(first, async (pathname) =>
      pathname === app
        ? { kind: 'redirect', lang: 'fr', to: '/fr/contact' }
        : pathname === nowhere
          ? { kind: 'unknown', lang: 'fr' }
          : pageAt(pathname),
    );
    await act(async () => {
      await seen.navigate(nowhere);
    });
    await act(async () => undefined);
    expect(seen.pathname).toBe('/fr');
    expect(seen.type).toBe('REPLACE');
    expect(shown()).toBe('fr/');
    await act(async () => {
      await seen.navigate(app);
    });
    await act(async () => undefined);
    expect(seen.pathname).toBe('/fr/contact');
    expect(seen.type).toBe('REPLACE');
  });

  it('says so when a page fails to load, and Try again loads it again', async () => {
    let attempt = deferred();
    const first = fresh('/about');
    const to = fresh('/careers');
    const { c, load, shown } = start(first, () => attempt.promise);
    go(to);
    await act(async () => {
      attempt.reject(new PageLoadError('timeout'));
      await attempt.promise.catch(() => undefined);
    });
    const retry = c.querySelector('button');
    expect(retry?.textContent).toBe('timeout');

    attempt = deferred();
    act(() => retry?.click());
    await act(async () => {
      attempt.resolve(pageAt(to));
      await attempt.promise;
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(shown()).toBe(`en${to}`);
  });

  it('scrolls to the top on a new page, and to the section a fragment names', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const intoView = vi.fn();
    Element.prototype.scrollIntoView = intoView;
    const first = fresh('/about');
    start(first, async (pathname) => pageAt(pathname));
    await act(async () => {
      await seen.navigate(fresh('/contact'));
    });
    await act(async () => undefined);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await act(async () => {
      await seen.navigate(`${fresh('/solutions')}#atlas-web`);
    });
    await act(async () => undefined);
    expect(intoView).toHaveBeenCalled();
    expect((intoView.mock.contexts.at(-1) as Element).id).toBe('atlas-web');
  });
});
