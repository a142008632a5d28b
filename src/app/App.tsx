import { lazy, Suspense, useEffect, useRef } from 'react';
import {
  Outlet,
  replace,
  ScrollRestoration,
  useLocation,
  useNavigate,
  type RouteObject,
} from 'react-router-dom';
import { shellHydrated } from '../engine/hydration';
import { PageLoadError, type ResolvedPage, type Resolution } from '../engine/resolve';
import { homeFor, localizePath, splitLanguage } from '../engine/routing';
import { defaultLanguage, isLanguage } from '../i18n/languages';
import { PageHost, PageLoadFailed } from './PageHost';
import { LoadingScreen } from './shell/LoadingScreen';
import { PREFERRED_LANGUAGE_KEY } from './shell/languageLinks';

// Cookie consent shows nothing until a second after load (docs/site/consent.md#banner-delay): its
// code need not be in the first load of every page. It renders nothing on the server either, so
// hydration never waits.
const Consent = lazy(() => import('../consent').then((m) => ({ default: m.Consent })));

/** The id of the route that shows a page: its loader's data is what the boot data hydrates. */
export const PAGE_ROUTE = 'page';

/** What an address resolves to: engine/resolve in the browser, the given page when prerendering. */
export type LoadPage = (pathname: string) => Promise<Resolution>;

/**
 * The app's routes. Every address is one route: the page files, not this table, decide what it
 * shows (engine/resolve). Its loader runs on every navigation and brings the page, its block code
 * and its words; the router keeps the current page on screen meanwhile, follows redirects, shows
 * the error screen when a load fails, and restores the scroll position.
 */
export function appRoutes(load: LoadPage): RouteObject[] {
  return [
    {
      id: 'app',
      Component: App,
      children: [
        {
          id: PAGE_ROUTE,
          path: '*',
          loader: async ({ request }): Promise<ResolvedPage> => {
            const resolution = await load(new URL(request.url).pathname);
            if (resolution.kind === 'redirect') throw replace(resolution.to);
            if (resolution.kind === 'unknown') throw replace(homeFor(resolution.lang));
            if (resolution.kind === 'error') throw new PageLoadError(resolution.reason);
            return resolution;
          },
          // A page is its path: a new query (a job's "Apply" link) or a fragment keeps it, and
          // loads nothing. Try again (a revalidation of the same address) loads it again.
          shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
            currentUrl.pathname !== nextUrl.pathname ||
            (currentUrl.search === nextUrl.search && defaultShouldRevalidate),
          Component: PageHost,
          ErrorBoundary: PageLoadFailed,
          // Only an address without prerendered HTML (the not-found page) loads before it shows.
          HydrateFallback: LoadingScreen,
        },
      ],
    },
  ];
}

/** The frame of the app under the router: the page, the scroll, the consent banner. */
function App() {
  useEffect(shellHydrated, []);
  usePreferredLanguage();
  return (
    <>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
      <Suspense fallback={null}>
        <Consent />
      </Suspense>
    </>
  );
}

/** A visitor landing on an unprefixed address with another stored language gets that language. */
function usePreferredLanguage() {
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    let preferred: string | null;
    try {
      preferred = localStorage.getItem(PREFERRED_LANGUAGE_KEY);
    } catch {
      return;
    }
    const { lang, path } = splitLanguage(pathname);
    if (
      lang === defaultLanguage &&
      isLanguage(preferred ?? undefined) &&
      preferred !== defaultLanguage
    ) {
      void navigate(localizePath(path, preferred as string) + hash, { replace: true });
    }
  }, [pathname, hash, navigate]);
}
