import fs from 'node:fs';
import path from 'node:path';
import {
  collectionView,
  COLLECTIONS,
  isCollection,
  type CollectionName,
} from '../../src/content/collections.ts';
import { writeFigureIn } from '../../src/i18n/writeFigure.ts';
import { factsOf } from './factsFile.ts';
import { servedContent } from './servedContent.ts';

export { COLLECTIONS, isCollection };

const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/**
 * The facts an entry names, put in here for the language served: a figure named by fact
 * ({ "fact": "clients" }) becomes the fact's figure, and a sentence's {{name}} the fact as the
 * language writes it. The browser then needs none of these facts (its first script carries only
 * those that locale sentences name), and the prerendered words equal the hydrated ones. A name
 * that is no fact stays as written (the lint names it).
 */
function withFacts(value: unknown, lang: string, root: string): unknown {
  const figureOf = factsOf(root);
  const factText = (name: string) => {
    const figure = figureOf(name);
    return figure && writeFigureIn(figure, lang);
  };
  const sentences = (v: unknown): unknown =>
    typeof v === 'string'
      ? v.replace(PLACEHOLDER, (all, name: string) => factText(name) ?? all)
      : Array.isArray(v)
        ? v.map(sentences)
        : v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, sentences(x)]))
          : v;
  return sentences(servedContent(value, root));
}

/** The entry files of a collection folder (content/<name>/<id>.json), sorted. */
export function entryFiles(root: string, name: CollectionName): string[] {
  const dir = path.join(root, 'content', name);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => /^[^.]+\.json$/.test(f))
    .sort()
    .map((f) => path.join(dir, f));
}

/**
 * Entries that never leave the repository: a client who has not allowed the agency to show its
 * name and logo (content/clients, "permission") is neither shown nor published.
 */
const published = (name: CollectionName, entry: Record<string, unknown>) =>
  name !== 'clients' || entry.permission === true;

/**
 * A collection as the browser gets it in one language. An entry file that does not parse is
 * left out: the lint, which runs before every build, reports it with its place.
 */
export function readCollection(root: string, name: CollectionName, lang: string) {
  const entries: Record<string, unknown>[] = [];
  for (const file of entryFiles(root, name)) {
    try {
      const value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        const entry = value as Record<string, unknown>;
        if (published(name, entry)) entries.push(entry);
      }
    } catch {
      // Reported by the lint.
    }
  }
  const view = collectionView(entries, lang);
  return {
    items: view.items.map((item) => withFacts(item, lang, root) as Record<string, unknown>),
  };
}

/**
 * The collection a content address names ("/content/testimonials.fr.json" → testimonials in
 * French), or null when the address is an ordinary content file.
 */
export function collectionOfUrl(
  url: string,
  languages: readonly string[],
  defaultLanguage: string,
): { name: CollectionName; lang: string } | null {
  const m = /^\/content\/([a-z-]+)(?:\.([a-z]{2}))?\.json$/.exec(url);
  if (!m || !isCollection(m[1] ?? '')) return null;
  const lang = m[2] ?? defaultLanguage;
  if (!languages.includes(lang)) return null;
  return { name: m[1] as CollectionName, lang };
}
