// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageLoadError, type Resolution } from '../../src/engine/resolve';
import { splitLanguage } from '../../src/engine/routing';
import { WordsContext, type Words } from '../../src/app/WordsContext';
import { createServerI18n } from '../../src/i18n/i18n';
import { mount } from './dom-mount';

/*
 * The app's routes under react-router: the loader per navigation, the screens while it runs and
 * when it fails, redirects, the scroll, and a first render from the prerendered page's data.
 */

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
vi.mock('../../src/consent', () => ({ Consent: () => null }));
vi.mock('../../src/seo/sync', () => ({ syncHead: () => undefined }));

const { appRoutes, PAGE_ROUTE } = await import('../../src/app/App');

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

/** The app at `first`, hydrated from that page's data as a prerendered page is. */
function start(first: string, load: (pathname: string) => Promise<Resolution>) {
  const router = createMemoryRouter(appRoutes(load), {
    initialEntries: [first],
    hydrationData: { loaderData: { [PAGE_ROUTE]: pageAt(first) } },
  });
  const c = mount(
    <WordsContext.Provider value={words}>
      <RouterProvider router={router} />
    </WordsContext.Provider>,
  );
  return { router, c, shown: () => c.querySelector('h1')?.firstChild?.textContent };
}

afterEach(() => vi.restoreAllMocks());

describe('the page route', () => {
  it('shows the prerendered page without loading it, then loads each page it moves to while the current one stays', async () => {
    const next = deferred();
    const load = vi.fn(() => next.promise);
    const { router, c, shown } = start('/about', load);
    expect(shown()).toBe('en/about');
    expect(load).not.toHaveBeenCalled();

    let moved!: Promise<void>;
    act(() => void (moved = router.navigate('/contact')));
    expect(load).toHaveBeenCalledWith('/contact');
    expect(shown()).toBe('en/about');
    expect(c.querySelector('[data-loading]')).toBeNull();

    await act(async () => {
      next.resolve(pageAt('/contact'));
      await moved;
    });
    expect(shown()).toBe('en/contact');

    // A new query on the same page (a job's "Apply" link) keeps the page and loads nothing.
    await act(async () => {
      await router.navigate('/contact?position=devops#apply');
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(shown()).toBe('en/contact');
  });

  it('covers the page with the loading screen only while a new language loads', async () => {
    const next = deferred();
    const { router, c, shown } = start('/about', () => next.promise);
    let moved!: Promise<void>;
    act(() => void (moved = router.navigate('/ar/about')));
    expect(c.querySelector('[data-loading]')).not.toBeNull();
    expect(shown()).toBe('en/about');
    await act(async () => {
      next.resolve(pageAt('/ar/about'));
      await moved;
    });
    expect(shown()).toBe('ar/about');
    expect(c.querySelector('[data-loading]')).toBeNull();
  });

  it('sends an unknown address home in its language, and a redirect on, replacing the entry', async () => {
    const { router, shown } = start('/fr/about', async (pathname) =>
      pathname === '/fr/app'
        ? { kind: 'redirect', lang: 'fr', to: '/fr/contact' }
        : pathname === '/fr/nowhere'
          ? { kind: 'unknown', lang: 'fr' }
          : pageAt(pathname),
    );
    await act(async () => {
      await router.navigate('/fr/nowhere');
    });
    expect(router.state.location.pathname).toBe('/fr');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(shown()).toBe('fr/');
    await act(async () => {
      await router.navigate('/fr/app');
    });
    expect(router.state.location.pathname).toBe('/fr/contact');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says so when a page fails to load, and Try again loads it again', async () => {
    let attempt = deferred();
    const { router, c, shown } = start('/about', () => attempt.promise);
    let moved!: Promise<void>;
    act(() => void (moved = router.navigate('/careers')));
    await act(async () => {
      attempt.reject(new PageLoadError('timeout'));
      await moved;
    });
    const retry = c.querySelector('button');
    expect(retry?.textContent).toBe('timeout');

    attempt = deferred();
    act(() => retry?.click());
    await act(async () => {
      attempt.resolve(pageAt('/careers'));
      await attempt.promise;
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(shown()).toBe('en/careers');
  });

  it('scrolls to the top on a new page, and to the section a fragment names', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const intoView = vi.fn();
    Element.prototype.scrollIntoView = intoView;
    const { router } = start('/about', async (pathname) => pageAt(pathname));
    await act(async () => {
      await router.navigate('/contact');
    });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await act(async () => {
      await router.navigate('/solutions#atlas-web');
    });
    expect(intoView).toHaveBeenCalled();
    expect((intoView.mock.contexts.at(-1) as Element).id).toBe('atlas-web');
  });
});
