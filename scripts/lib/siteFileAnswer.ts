import fs from 'node:fs';
import path from 'node:path';
import { collectionContent } from './articles.ts';
import { collectionOfUrl, readCollection } from './collections.ts';
import { resolveInside } from './insideRepository.ts';
import { servedContent } from './servedContent.ts';
import { specAnswer } from './specFiles.ts';

/** Folders the site fetches as plain JSON files at the site root. */
export const SITE_FILE_FOLDERS = ['locales', 'content'] as const;

interface SiteLanguages {
  languages: string[];
  defaultLanguage: string;
}

const siteLanguages = (root: string): SiteLanguages =>
  JSON.parse(fs.readFileSync(path.join(root, 'site.json'), 'utf8')) as SiteLanguages;

/** An article collection's file the browser asks for, compiled now, so an edit shows on reload. */
function collectionAnswer(root: string, url: string, site: SiteLanguages): unknown {
  const m = /^\/content\/(.+)\/([a-z0-9-]+)(?:\.([a-z]{2,3}))?\.json$/.exec(url);
  if (!m?.[1] || !m[2]) return undefined;
  const lang = m[3] ?? site.defaultLanguage;
  if (!site.languages.includes(lang)) return undefined;
  return collectionContent(root, `${m[1]}/${m[2]}`, lang);
}

/**
 * What the site's address `url` (decoded, without its query: "/content/testimonials.fr.json")
 * answers from the files under `root`, as the built site would ship it: a collection compiled
 * from its entries, a content file with its figures named by fact put in, a locale file as it is.
 * `null` when the address is not a JSON file of locales/ or content/ (someone else's to answer);
 * `{ status: 404 }` when it is but no such file exists. One function for the dev server
 * (scripts/vite/siteFiles.ts) and the content API (scripts/lib/edit/contentApi.ts). A path
 * leading outside the root throws PathRefused (scripts/lib/insideRepository.ts).
 */
export function siteFileAnswer(
  root: string,
  url: string,
): { status: 200; json: string } | { status: 404 } | null {
  const folder = SITE_FILE_FOLDERS.find((f) => url.startsWith(`/${f}/`));
  if (!folder || !url.endsWith('.json')) return null;
  const site = siteLanguages(root);
  const collection = collectionOfUrl(url, site.languages, site.defaultLanguage);
  const compiled = collection
    ? readCollection(root, collection.name, collection.lang)
    : folder === 'content'
      ? (specAnswer(root, url) ?? collectionAnswer(root, url, site))
      : undefined;
  if (compiled !== undefined) return { status: 200, json: JSON.stringify(compiled) };
  const file = resolveInside(root, `.${url}`);
  const within = resolveInside(root, folder) + path.sep;
  if (!file.startsWith(within) || !fs.statSync(file, { throwIfNoEntry: false })?.isFile())
    return { status: 404 };
  const text = fs.readFileSync(file, 'utf8');
  if (folder !== 'content') return { status: 200, json: text };
  // Figures named by fact, as the build serves them; a file mid-edit goes as it is.
  try {
    return { status: 200, json: JSON.stringify(servedContent(JSON.parse(text) as unknown, root)) };
  } catch {
    return { status: 200, json: text };
  }
}
