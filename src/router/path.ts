/** Where the app is: the parts of a URL the pages read, and a key that changes on every visit. */
export type Location = { pathname: string; search: string; hash: string; key: string };

/** A destination: an address, or parts of one (parts left out keep the current address's). */
export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

/**
 * Splits an address into path, query and fragment. Any string is accepted (a hostile or broken
 * address from the location bar included); the three parts always join back to the input.
 */
export function parsePath(path: string): Omit<Location, 'key'> {
  let rest = path;
  let hash = '';
  let search = '';
  const h = rest.indexOf('#');
  if (h >= 0) {
    hash = rest.slice(h);
    rest = rest.slice(0, h);
  }
  const q = rest.indexOf('?');
  if (q >= 0) {
    search = rest.slice(q);
    rest = rest.slice(0, q);
  }
  return { pathname: rest, search, hash };
}

export const createPath = ({ pathname, search, hash }: Omit<Location, 'key'>) =>
  pathname + search + hash;

/**
 * The address a destination means from here. Only site paths and parts are used (never a
 * relative path such as "contact"): the pages always link with a leading slash.
 */
export function resolveTo(to: To, from: Omit<Location, 'key'>): Omit<Location, 'key'> {
  if (typeof to === 'string') {
    const parts = parsePath(to);
    return { ...parts, pathname: parts.pathname || from.pathname };
  }
  return {
    pathname: to.pathname ?? from.pathname,
    search: to.search ?? '',
    hash: to.hash ?? '',
  };
}
