declare global {
  interface Window {
    /** Each field typed into before the app hydrated, with its last value (public/start.js). */
    earlyInput?: Map<EventTarget, string>;
    /** The last menu or switcher button tapped before the app hydrated (public/start.js). */
    earlyTap?: Element;
  }
}

/**
 * When the app became interactive (performance.now()), for what the spec times from "load": the
 * consent banner's second is counted from here even though its code arrives a moment later.
 *
 * React hydrates the app's shell first and every <Suspense> boundary (the page with its frame,
 * then each block) in passes of its own, later. The shell's own effect therefore fired while the
 * footer's form and the blocks were still plain HTML (measured under a 6× slower CPU: on 3 of 4
 * pages), and a test, or a tool, that took `data-hydrated` at its word typed into a form React
 * had not taken over yet. The page counts as interactive once the shell, the page (or the screen
 * shown instead of one) and every block of it have hydrated, in whatever order they report.
 */
let at: number | undefined;
let shell = false;
let expected: number | undefined;
const blocks = new Set<number>();

function check() {
  if (at !== undefined || !shell || expected === undefined || blocks.size < expected) return;
  at = performance.now();
  // A marker for tests and tooling: the page is interactive once this is set. public/start.js
  // holds forms sent until then, and notes what the visitor typed before the page hydrated: that
  // input is handed to the blocks first (src/engine/earlyInput.ts, loaded by such pages only).
  const mark = () => {
    document.documentElement.dataset.hydrated = 'true';
    // start.js notes nothing more from now on; what it noted (a password too) is let go.
    delete window.earlyInput;
    replayEarlyTap();
  };
  const typed = window.earlyInput;
  if (!typed?.size && !document.querySelector('form[data-held-submit]')) return mark();
  import('./earlyInput').then(
    ({ takeOverEarlyInput }) => {
      mark();
      takeOverEarlyInput(typed ?? new Map());
    },
    // Without that code the page is still interactive; what was typed stays on screen.
    mark,
  );
}

/**
 * A tap on the menu (or the language switcher, a navigation dropdown) before the app arrived did
 * nothing then: its button is React's. On a slow phone that is seconds after the page is readable,
 * and the visitor should not have to guess that a second tap is needed: the app answers the tap
 * now, as if it had been made this moment. React kept the prerendered button (hydration reuses
 * its element), so the same element is clicked.
 */
function replayEarlyTap() {
  const tapped = window.earlyTap;
  delete window.earlyTap;
  if (!(tapped instanceof HTMLElement) || !tapped.isConnected) return;
  // A tap React already answered (its code had arrived, the page not yet wholly hydrated) opened
  // it: a second click would close it again.
  if (tapped.getAttribute('aria-expanded') === 'true' || document.querySelector('dialog[open]'))
    return;
  tapped.click();
}

export const shellHydrated = () => {
  shell = true;
  check();
};

/** The first page shown has hydrated, with this many blocks to wait for (0: an error screen). */
export const pageHydrated = (blockCount: number) => {
  expected ??= blockCount;
  check();
};

/** The block at this position of the first page has hydrated (or shows its error). */
export const blockHydrated = (index: number) => {
  blocks.add(index);
  check();
};

/** Milliseconds since the app became interactive (0 before it has). */
export const sinceHydrated = () => (at === undefined ? 0 : performance.now() - at);
