import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { createPath, parsePath, resolveTo, type Location, type To } from './path';

export type { Location, To } from './path';

/**
 * The site's router: the address as state, links that change it without a reload, and the
 * browser's back and forward. Written here rather than taken from react-router because the site
 * routes by its own file-system table (engine/resolve) and uses seven of react-router's
 * exports, which cost 14.8 KB gzip on every page (12% of the JS budget); this costs under 1 KB.
 * The names and behaviour are react-router's, so a reader who knows it knows this.
 */
type NavigateOptions = { replace?: boolean };
type NavigateFn = (to: To, options?: NavigateOptions) => void;
type Router = { location: Location; navigate: NavigateFn };

const RouterContext = createContext<Router | null>(null);

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useLocation and links need a router above them (BrowserRouter)');
  return router;
}

export const useLocation = (): Location => useRouter().location;
export const useNavigate = (): NavigateFn => useRouter().navigate;

let keys = 0;
const newKey = () => `${Date.now().toString(36)}-${(keys++).toString(36)}`;

/**
 * Keeps the address in state and moves it on navigation. The change is a transition, as in
 * react-router: while the next page's code loads, the current page stays on screen.
 */
function useAddress(
  initial: () => Location,
  write?: (path: string, key: string, replace: boolean) => void,
) {
  const [location, setLocation] = useState(initial);
  // Read by navigate() between renders: a second navigation before the first has rendered
  // resolves from the first's address.
  const current = useRef(location);
  const move = useCallback((next: Location) => {
    current.current = next;
    startTransition(() => setLocation(next));
  }, []);
  const navigate = useCallback<NavigateFn>(
    (to, options) => {
      const next = { ...resolveTo(to, current.current), key: newKey() };
      write?.(createPath(next), next.key, options?.replace ?? false);
      move(next);
    },
    // `write` is a module-level function or undefined: it never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return { location, move, navigate };
}

const fromWindow = (): Location => ({
  ...parsePath(location.pathname + location.search + location.hash),
  key: (history.state as { key?: string } | null)?.key ?? 'default',
});

const writeHistory = (path: string, key: string, replace: boolean) =>
  replace ? history.replaceState({ key }, '', path) : history.pushState({ key }, '', path);

/** The address bar's router: links push history entries, back and forward move between them. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const { location, move, navigate } = useAddress(fromWindow, writeHistory);
  useEffect(() => {
    const onPop = () => move(fromWindow());
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, [move]);
  return <RouterContext.Provider value={{ location, navigate }}>{children}</RouterContext.Provider>;
}

/** One fixed address, for the prerender: there is nowhere to go while a page is being written. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value: Router = {
    location: { ...parsePath(location), key: 'default' },
    navigate: () => {},
  };
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** An address in memory only, for tests: navigation works, the document's URL is untouched. */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const { location, navigate } = useAddress(() => ({
    ...parsePath(initialEntries.at(-1) ?? '/'),
    key: 'default',
  }));
  return <RouterContext.Provider value={{ location, navigate }}>{children}</RouterContext.Provider>;
}

/** Goes to `to` as soon as it renders (a redirect). */
export function Navigate({ to, replace }: { to: To; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace: replace ?? false }), [navigate, to, replace]);
  return null;
}

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: To; replace?: boolean };

/**
 * A real link (it works before the app starts, in a new tab, with modifier keys) that moves
 * within the app on a plain click. A link to the address already shown replaces it, as in
 * react-router, so clicking it twice leaves one history entry.
 */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const { location, navigate } = useRouter();
  const next = resolveTo(to, location);
  const href = createPath(next);
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(e) => {
        onClick?.(e);
        if (e.defaultPrevented || e.button !== 0 || (target && target !== '_self')) return;
        if (e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
        e.preventDefault();
        navigate(next, { replace: replace ?? href === createPath(location) });
      }}
    />
  );
}
