import fs from 'node:fs';
import path from 'node:path';
import { splitContentFile } from '../../src/content/paths.ts';
import { collectionFiles } from './articles.ts';

/** Where a dynamic page takes its address values from (page schema "paramsFrom"). */
export interface ParamsFrom {
  content: string;
  list?: string;
}

/**
 * The ids a "paramsFrom" names: the English file names in a content folder
 * ({ content: "blog/articles" }), or the "id"s of a list inside one content file
 * ({ content: "testimonials/testimonials", list: "testimonials" }). Null when the source is
 * missing or unreadable, so the lint can say so.
 */
export function contentIds(root: string, from: ParamsFrom): string[] | null {
  const base = path.join(root, 'content', from.content);
  const collection = from.list ? null : contentLanguages(root, from);
  if (collection) return [...collection.keys()].sort();
  if (!from.list) {
    if (!fs.existsSync(base) || !fs.statSync(base).isDirectory()) return null;
    return fs
      .readdirSync(base)
      .map(splitContentFile)
      .filter((f) => f.lang === null && f.base && !f.base.endsWith('.json'))
      .map((f) => f.base)
      .sort();
  }
  try {
    const data = JSON.parse(fs.readFileSync(`${base}.json`, 'utf8')) as Record<string, unknown>;
    const list = data[from.list];
    if (!Array.isArray(list)) return null;
    return list
      .map((item) => (item as { id?: unknown }).id)
      .filter((id): id is string => typeof id === 'string');
  } catch {
    return null;
  }
}

/**
 * For an article collection (content/<folder>/<id>/<lang>.md), each id with the languages it is
 * written in: its page exists in those only. Null for any other source.
 */
export function contentLanguages(root: string, from: ParamsFrom): Map<string, string[]> | null {
  if (from.list) return null;
  const files = collectionFiles(root, from.content);
  if (!files.size) return null;
  return new Map([...files].map(([id, byLang]) => [id, [...byLang.keys()].sort()]));
}
