/**
 * Where a content file lives, in every language. English keeps the spec's address
 * (/content/blog/articles/<id>.json); each other language sits beside it with its code before
 * ".json" (<id>.fr.json), so an editor sees an article's translations side by side.
 */
export function contentUrl(path: string, lang: string, defaultLanguage = 'en'): string {
  return lang === defaultLanguage ? `/content/${path}.json` : `/content/${path}.${lang}.json`;
}

/** "ai-transformation-morocco.fr.json" → { base: "ai-transformation-morocco", lang: "fr" }. */
export function splitContentFile(fileName: string): { base: string; lang: string | null } {
  const m = /^([^.]+)(?:\.([a-z]{2}))?\.json$/.exec(fileName);
  return m ? { base: m[1] ?? fileName, lang: m[2] ?? null } : { base: fileName, lang: null };
}
