/**
 * The move of testimonials from one file per language (content/testimonials/testimonials.json,
 * testimonials.<lang>.json, every entry at the same position in each) to one file per entry with
 * every language side by side. Pure: the caller reads and writes the files.
 */

/** Fields that are the same in every language: kept once, as they are. */
const SHARED = new Set([
  'id',
  'date',
  'rating',
  'verified',
  'featured',
  'clientAvatar',
  'projectValue',
]);

type Json = Record<string, unknown>;

export interface TestimonialsMove {
  /** id → the entry file's content (without "$schema"). */
  entries: Map<string, Json>;
  /** language → the page's own words (hero, filters' lists, call to action), without the list. */
  pages: Map<string, Json>;
}

/**
 * `files` maps each language to its parsed testimonials file; `defaultLanguage`'s file decides
 * which entries exist and in which field order. A translation that lacks an entry leaves that
 * language out of the entry's fields, which the lint then reports as missing.
 */
export function moveTestimonials(
  files: ReadonlyMap<string, Json>,
  languages: readonly string[],
  defaultLanguage: string,
): TestimonialsMove {
  const original = files.get(defaultLanguage);
  const list = (file: Json | undefined): Json[] =>
    Array.isArray(file?.testimonials) ? (file.testimonials as Json[]) : [];
  const entries = new Map<string, Json>();
  for (const item of list(original)) {
    const id = item.id;
    if (typeof id !== 'string') continue;
    const entry: Json = {};
    for (const [key, value] of Object.entries(item)) {
      if (SHARED.has(key)) {
        entry[key] = value;
        continue;
      }
      const byLang: Json = {};
      for (const lang of languages) {
        const own = list(files.get(lang)).find((t) => t.id === id);
        if (own && key in own) byLang[lang] = own[key];
      }
      entry[key] = byLang;
    }
    entries.set(id, entry);
  }
  const pages = new Map<string, Json>();
  for (const [lang, file] of files) {
    const rest = { ...file };
    delete rest.testimonials;
    delete rest.$schema;
    pages.set(lang, rest);
  }
  return { entries, pages };
}
