/**
 * Numbers and dates as the prerender wrote them, handed to hydration.
 *
 * The first Intl formatter a page creates starts ICU's number or date service: 18-32 ms in
 * Chromium on a fast machine (measured on a blank page), four times that on Lighthouse's phone,
 * and it ran inside hydration as one task that cannot yield (most of the home page's blocking
 * time). The prerender records every text it formats on a page; the page's boot file carries
 * them, and hydration reads them instead of starting Intl. A text is found only under the exact
 * inputs that made it (the key), so a figure an editor changes is simply formatted again.
 */

const seeded = new Map<string, string>();
let recording: Map<string, string> | null = null;

/** `make()`'s text for these inputs: the prerender's own, when the page was seeded with it. */
export function formatted(key: string, make: () => string): string {
  const text = seeded.get(key) ?? make();
  recording?.set(key, text);
  return text;
}

/** Hydration: the texts the page's HTML was made with (boot data; anything not text is skipped). */
export function seedFormatted(entries: Record<string, unknown>): void {
  for (const [key, text] of Object.entries(entries))
    if (typeof text === 'string') seeded.set(key, text);
}

/**
 * The prerender: records what `formatted` writes until the returned function is called, which
 * returns the record. Renders of one process run one after another, so one record at a time.
 */
export function recordFormatted(): () => Record<string, string> {
  const record = new Map<string, string>();
  recording = record;
  return () => {
    if (recording === record) recording = null;
    // fromEntries defines own properties: a key such as "__proto__" stays a key.
    return Object.fromEntries(record);
  };
}
