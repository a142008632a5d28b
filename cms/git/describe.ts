/**
 * What a draft changes, in words a publisher reads without opening a file: which page, which of
 * its sections, which texts in which languages, which content entries. Built from the two
 * versions of each changed file (the remote's main and the draft).
 */
/** A file a draft adds, changes, deletes or renames, against the remote's main. */
export interface Change {
  file: string;
  status: 'added' | 'changed' | 'deleted' | 'renamed';
}

export interface Described {
  file: string;
  lines: string[];
}

import { fileInWords } from '../../scripts/lib/plainWords.ts';

type Json = Record<string, unknown>;

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** A picture by its name, never its path ("images/blog/a.webp" → "a"). */
const pictureName = (file: string) => /([^/]+?)(?:\.[a-z0-9]+)?$/i.exec(file)?.[1] ?? file;

const language = (code: string) => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/**
 * An article (Markdown with its card between two "---" lines) as its card's lines and its text,
 * for saying which changed; enough for words, not a parser of YAML.
 */
function parseArticle(text: string): Json {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!m) return { text };
  const card: Json = {};
  for (const line of m[1]!.split(/\r?\n/)) {
    const kv = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (kv) card[kv[1]!] = kv[2]!.replace(/^(["'])(.*)\1$/, '$2');
  }
  return { ...card, text: m[2]!.trim() };
}

function parse(text: string | null, file = ''): unknown {
  if (text === null) return null;
  if (file.endsWith('.md')) return parseArticle(text);
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A section's name on its page: its id, else its type and place; an include names its section. */
function sectionName(block: unknown, index: number): string {
  const b = (block ?? {}) as Json;
  if (typeof b.include === 'string') return `shared section “${b.include}”`;
  const type = typeof b.type === 'string' ? b.type : 'section';
  return typeof b.id === 'string' ? `“${b.id}” (${type})` : `${type} #${index + 1}`;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function describePage(name: string, before: unknown, after: unknown): string[] {
  if (before === null) return [`New page “${name}”.`];
  if (after === null) return [`Page “${name}” removed.`];
  if (before === undefined || after === undefined) return [`Page “${name}” changed.`];
  const lines: string[] = [];
  const blocks = (page: unknown) => {
    const list = page && typeof page === 'object' ? (page as Json).blocks : undefined;
    return (Array.isArray(list) ? list : []).map((b, i) => ({ name: sectionName(b, i), b }));
  };
  const old = blocks(before);
  const now = blocks(after);
  const oldNames = old.map((s) => s.name);
  const nowNames = now.map((s) => s.name);
  for (const s of now)
    if (!oldNames.includes(s.name)) lines.push(`Page “${name}”: section ${s.name} added.`);
  for (const s of old)
    if (!nowNames.includes(s.name)) lines.push(`Page “${name}”: section ${s.name} removed.`);
  const kept = nowNames.filter((n) => oldNames.includes(n));
  if (
    !same(
      kept,
      oldNames.filter((n) => nowNames.includes(n)),
    )
  )
    lines.push(`Page “${name}”: sections in a new order (${kept.join(', ')}).`);
  for (const s of now) {
    const was = old.find((o) => o.name === s.name);
    if (was && !same(was.b, s.b)) lines.push(`Page “${name}”: section ${s.name} changed.`);
  }
  if (!same((before as Json).meta, (after as Json).meta))
    lines.push(`Page “${name}”: title or description for search engines changed.`);
  return lines.length
    ? lines
    : [`Page “${name}”: layout of the file changed, nothing a visitor sees.`];
}

/** Every text of a words file, by its dotted name. */
function texts(value: unknown, prefix = '', out = new Map<string, string>()) {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) texts(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `“${flat.length > 60 ? `${flat.slice(0, 59)}…` : flat}”`;
};

/** One line per value added, changed (`was` → `now`, said with `verb`) or removed. */
function mapChanges(
  where: string,
  old: ReadonlyMap<string, string>,
  now: ReadonlyMap<string, string>,
  verb: 'now reads' | 'now',
): string[] {
  const lines: string[] = [];
  for (const [key, text] of now) {
    const was = old.get(key);
    if (was === undefined) lines.push(`${where}: ${key} added, ${excerpt(text)}.`);
    else if (was !== text)
      lines.push(`${where}: ${key} ${verb} ${excerpt(text)} (was ${excerpt(was)}).`);
  }
  for (const key of old.keys()) if (!now.has(key)) lines.push(`${where}: ${key} removed.`);
  return lines;
}

function describeWords(lang: string, ns: string, before: unknown, after: unknown): string[] {
  const where = `${language(lang)} texts of “${ns}”`;
  if (before === null) return [`${where}: a new file.`];
  if (after === null) return [`${where}: file removed.`];
  if (before === undefined || after === undefined) return [`${where} changed.`];
  const lines = mapChanges(where, texts(before), texts(after), 'now reads');
  return lines.length ? lines : [`${where}: layout of the file changed, no text differs.`];
}

/** Every value a visitor can see in a JSON file (texts, numbers, yes/no), by its path. */
function leaves(value: unknown, path: string[] = [], out = new Map<string, string>()) {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    out.set(path.join(' › '), String(value));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) if (k !== '$schema') leaves(v, [...path, k], out);
  return out;
}

/** What changed between two versions of a JSON value, one line per changed value. */
const valueChanges = (where: string, before: unknown, after: unknown) =>
  mapChanges(where, leaves(before), leaves(after), 'now');

/**
 * A content file in words: a fact from what to what, an entry's changed values, an article's
 * card and text in its language.
 */
function describeContent(rel: string, before: unknown, after: unknown): string[] {
  const article = /^(.+)\/([^/]+)\/([a-z]{2,3})\.md$/.exec(rel);
  const entry = /^(.+)\/([^/]+)\.json$/.exec(rel);
  const name = article
    ? `Article “${article[2]}” in ${language(article[3]!)}`
    : rel === 'facts.json'
      ? 'Facts'
      : entry
        ? `Entry “${entry[2]}” of ${entry[1]}`
        : capital(fileInWords(`content/${rel}`));
  if (before === null) return [`New: ${name}.`];
  if (after === null) return [`Removed: ${name}.`];
  if (rel === 'facts.json') {
    const facts = (v: unknown) => ((v as Json | undefined)?.facts ?? {}) as Json;
    const [old, now] = [facts(before), facts(after)];
    const lines = [...new Set([...Object.keys(old), ...Object.keys(now)])].flatMap((fact) =>
      valueChanges(`Fact “${fact}”`, old[fact] ?? {}, now[fact] ?? {}),
    );
    return lines.length ? lines : [`${name}: layout of the file changed, no value differs.`];
  }
  if (before === undefined || after === undefined) return [`${name} changed.`];
  const lines = valueChanges(name, before, after);
  return lines.length ? lines : [`${name}: layout of the file changed, no value differs.`];
}

/** The translation record in words: which texts were marked done, or left to translate later. */
function describeRecord(before: unknown, after: unknown): string[] {
  const old = leaves(before);
  const lines: string[] = [];
  for (const [key, mark] of leaves(after)) {
    if (old.get(key) === mark) continue;
    const [lang = '', ns = '', id = ''] = key.split(' › ');
    const what = `${language(lang)} text “${id}” of “${ns}”`;
    lines.push(
      mark === 'pending' ? `${what} left to translate later.` : `${what} marked up to date.`,
    );
  }
  return lines.length ? lines : ['The record of which translations are up to date changed.'];
}

/**
 * The lines for each changed file. `read(file, side)` gives a file's text on either side, or
 * null where it does not exist there.
 */
export async function describeChanges(
  changes: readonly Change[],
  read: (file: string, side: 'before' | 'after') => Promise<string | null>,
): Promise<Described[]> {
  const out: Described[] = [];
  for (const { file } of changes) {
    const before = parse(await read(file, 'before'), file);
    const after = parse(await read(file, 'after'), file);
    const page = /^pages\/(?!_)(.+)\.json$/.exec(file);
    const section = /^pages\/_sections\/(.+)\.json$/.exec(file);
    const words = /^locales\/([a-z]{2,3})\/(.+)\.json$/.exec(file);
    const content = /^content\/(.+)$/.exec(file);
    let lines: string[];
    if (page) lines = describePage(page[1]!, before, after);
    else if (section) lines = describePage(`shared section ${section[1]}`, before, after);
    else if (words) lines = describeWords(words[1]!, words[2]!, before, after);
    else if (content) lines = describeContent(content[1]!, before, after);
    else if (file === 'locales-made-from.json') lines = describeRecord(before, after);
    else if (/^public\/images\//.test(file))
      lines = [
        before === null
          ? `New picture “${pictureName(file)}”.`
          : `Picture “${pictureName(file)}” changed.`,
      ];
    else lines = [`${capital(fileInWords(file))} changed.`];
    out.push({ file, lines });
  }
  return out;
}
