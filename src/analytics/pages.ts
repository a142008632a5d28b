/**
 * The pages a visitor is shown, told to whoever listens (the analytics beacon, once the visitor
 * allowed analytics; nothing before). Kept tiny and free of imports: the app's page host calls
 * it on every page, and it must cost nothing to a visitor who never consents.
 */
type Listener = (path: string) => void;

let listener: Listener | null = null;
let last: string | null = null;

/** Called by the page host each time a page is shown (the first one included). */
export function pageShown(path: string): void {
  if (path === last) return;
  last = path;
  listener?.(path);
}

/** Listens from now on, and hears the page on screen at once. */
export function onPageShown(next: Listener): void {
  listener = next;
  if (last !== null) next(last);
}
