import fs from 'node:fs';
import path from 'node:path';
import { applyEdits, modify } from 'jsonc-parser';
import { filesUnder } from '../files.ts';
import { toPointer } from '../../lint/source.ts';
import { fileToPattern, isDynamic, patternToPath } from '../../../src/engine/patterns.ts';
import { isInclude, isSectionFile } from '../../../src/engine/sections.ts';
import { formatText } from './files.ts';

/**
 * Where the pages show a collection: every object in pages/ (shared sections included) with a
 * `from` naming the collection and a `select`. Found in the page files alone, so a new
 * collection or block type needs no code here. A `select` that lists ids shows only those, so a
 * new entry is added to it on creation (when the editor leaves it ticked) and taken out of it
 * on a delete that asks for it; "all" and "newest" show every entry by themselves.
 */
export interface Place {
  /** "pages/_sections/team.json#/blocks/0/select": what the editor sends back to choose it. */
  key: string;
  file: string;
  /** The page's English address; null for a shared section or a page with a [part]. */
  route: string | null;
  /** The shared section's name, for a file of pages/_sections/. */
  section: string | null;
  /** The pages' addresses (or files) that include the shared section. */
  usedOn: string[];
  /** The block's type, for the editor to name it as it names blocks. */
  type: string;
  /** The block's title in the default language, when it has one. */
  title: string | null;
  /** The ids listed, in order, or "all" / "newest". */
  select: string[] | string;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const rel = (root: string, abs: string) => path.relative(root, abs).split(path.sep).join('/');
const addressOf = (file: string) => {
  const pattern = fileToPattern(file);
  return isDynamic(pattern) ? null : patternToPath(pattern);
};

/** "team:leadership.title" in the default language's words, or null. */
function wordsOf(root: string, lang: string, key: unknown): string | null {
  if (typeof key !== 'string') return null;
  const m = /^([a-z0-9-]+):([\w.-]+)$/.exec(key);
  if (!m) return key.trim() || null;
  const file = path.join(root, 'locales', lang, `${m[1]}.json`);
  try {
    const found = m[2]!
      .split('.')
      .reduce<unknown>(
        (n, k) => (isObject(n) && Object.hasOwn(n, k) ? n[k] : undefined),
        JSON.parse(fs.readFileSync(file, 'utf8')),
      );
    return typeof found === 'string' ? found : null;
  } catch {
    return null;
  }
}

function readPages(root: string): [string, unknown][] {
  return filesUnder(path.join(root, 'pages'), '.json').flatMap((abs) => {
    try {
      return [[rel(root, abs), JSON.parse(fs.readFileSync(abs, 'utf8'))] as [string, unknown]];
    } catch {
      // A page that does not read is the lint's to explain; it lists nothing here.
      return [];
    }
  });
}

/** Every place in pages/ that shows `collection`, in file order. */
export function placesOf(root: string, collection: string, defaultLanguage: string): Place[] {
  const pages = readPages(root);
  const usedOn = (section: string) =>
    pages
      .filter(([file]) => !isSectionFile(file))
      .filter(([, page]) => JSON.stringify(page).includes(`"include":${JSON.stringify(section)}`))
      .map(([file]) => addressOf(file) ?? file);
  const sections = new Map(
    pages
      .filter(([file]) => isSectionFile(file))
      .map(([file, data]) => [path.posix.basename(file, '.json'), data]),
  );
  // A page may give an included section's block a list of its own ("select" beside "include").
  const shownBy = (v: Json): Json | undefined => {
    if (!isInclude(v)) return undefined;
    const blocks = (sections.get(v.include) as { blocks?: unknown } | undefined)?.blocks;
    const block = Array.isArray(blocks) && blocks.length === 1 ? blocks[0] : undefined;
    return isObject(block) && block.from === collection ? block : undefined;
  };
  const out: Place[] = [];
  for (const [file, page] of pages) {
    const section = isSectionFile(file) ? path.posix.basename(file, '.json') : null;
    const walk = (v: unknown, at: (string | number)[]) => {
      if (Array.isArray(v)) return v.forEach((x, i) => walk(x, [...at, i]));
      if (!isObject(v)) return;
      const select = v.select;
      const included = shownBy(v);
      if (
        (v.from === collection || (included && 'select' in v)) &&
        (typeof select === 'string' ||
          (Array.isArray(select) && select.every((s) => typeof s === 'string')))
      )
        out.push({
          key: `${file}#${toPointer([...at, 'select'])}`,
          file,
          route: section ? null : addressOf(file),
          section,
          usedOn: section ? usedOn(section) : [],
          type: [v.type, included?.type].find((t) => typeof t === 'string') ?? '',
          title: wordsOf(root, defaultLanguage, v.title ?? included?.title),
          select: select as string[] | string,
        });
      for (const [k, x] of Object.entries(v)) walk(x, [...at, k]);
    };
    walk(page, []);
  }
  return out;
}

const pathOf = (key: string) =>
  key
    .slice(key.indexOf('#') + 2)
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p));

/**
 * The new text of each page file when `id` is appended to the lists `keys` name (add) or taken
 * out of every list that names it (remove). Only the list changes: the edit is made in the text,
 * then laid out as the repository's formatter lays out pages, which touches nothing else in a
 * file it already formats.
 */
export async function listEdits(
  root: string,
  places: Place[],
  id: string,
  change: { add: readonly string[] } | { remove: true },
): Promise<Map<string, string>> {
  const chosen =
    'add' in change
      ? places.filter((p) => change.add.includes(p.key) && Array.isArray(p.select))
      : places.filter((p) => Array.isArray(p.select) && p.select.includes(id));
  const byFile = new Map<string, Place[]>();
  for (const p of chosen) byFile.set(p.file, [...(byFile.get(p.file) ?? []), p]);
  const out = new Map<string, string>();
  for (const [file, list] of byFile) {
    let text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const p of list) {
      const ids = p.select as string[];
      const next =
        'add' in change ? (ids.includes(id) ? ids : [...ids, id]) : ids.filter((x) => x !== id);
      if (next === ids) continue;
      text = applyEdits(
        text,
        modify(text, pathOf(p.key), next, {
          formattingOptions: { insertSpaces: true, tabSize: 2 },
        }),
      );
    }
    out.set(file, await formatText(root, file, text));
  }
  return out;
}
