/**
 * Decodes one part of a URL (a path segment, a fragment, a query value) the way a visitor would
 * read it, and never throws. Addresses come from outside: `/about#%` or `/fr/contact#%E0` are
 * typed, pasted and shared, and `decodeURIComponent` throws URIError on them, which blanked the
 * whole page. Well-formed escapes decode; a malformed run stays as it was typed.
 */
export function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}
