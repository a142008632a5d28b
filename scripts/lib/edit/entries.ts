import fs from 'node:fs';
import path from 'node:path';
import { runLint } from '../../lint/lint.ts';
import type { Problem } from '../../lint/problem.ts';
import { JsonSource, toPointer } from '../../lint/source.ts';
import { typeset } from '../../lint/typography.ts';
import { collectionFiles, collections as articleCollections } from '../articles.ts';
import {
  COLLECTION_SCHEMAS,
  COLLECTIONS,
  isCollection,
  isLanguages,
} from '../../../src/content/collections.ts';
import {
  emptyTranslations,
  isEntryFile,
  pendingId,
  toWriteMessage,
  withEntryPending,
} from '../../lint/entryTranslations.ts';
import { pendingTranslations, sortDeep, type MadeFrom } from '../../lint/madeFrom.ts';
import {
  formatJson,
  insideFolder,
  MADE_FROM,
  versionOf,
  versionOfText,
  lintScratch,
  writeAtomic,
} from './files.ts';
import { PathRefused } from '../insideRepository.ts';
import { joinArticle, splitArticle, type ArticleParts } from '../frontMatter.ts';
import { articleLoaded, articlePending } from './articlePending.ts';
import type { SaveResult } from './save.ts';
import { listEdits, placesOf, type Place } from './places.ts';

/**
 * The content collections as the editor edits them, found from the files alone (a new collection
 * needs no code here): a folder of JSON entries (content/<name>/<id>.json, every language inside,
 * the schema named by the entries' "$schema"), a folder of Markdown articles
 * (content/<name>/<id>/<lang>.md), or a single content file with no language copies
 * (content/facts.json). Every write goes through the lint, in a scratch copy, first.
 */
export type CollectionKind = 'entries' | 'articles' | 'single';

export interface EntrySummary {
  id: string;
  /** Words to list it by: its title or name in the default language, else its id. */
  title: string;
  /** The languages it is written in (articles); every language for the others. */
  languages: string[];
}

export interface CollectionInfo {
  name: string;
  kind: CollectionKind;
  /** "schemas/content/testimonial.schema.json" */
  schema: string;
  entries: EntrySummary[];
  /** Where pages show the collection: a new entry can be added to the lists among them. */
  places: Place[];
}

export const ARTICLE_SCHEMA = 'schemas/content/article.schema.json';
const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_ID = 80;

interface Site {
  languages: string[];
  defaultLanguage: string;
}

const readJson = (abs: string): unknown => JSON.parse(fs.readFileSync(abs, 'utf8'));
const site = (root: string) => readJson(path.join(root, 'site.json')) as Site;
const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** A "$schema" written in `rel` as the repository path of the schema it names. */
function schemaOf(rel: string, ref: unknown): string | null {
  if (typeof ref !== 'string' || /^[a-z]+:/.test(ref)) return null;
  const full = path.posix.normalize(path.posix.join(path.posix.dirname(rel), ref));
  return full.startsWith('schemas/') && full.endsWith('.schema.json') ? full : null;
}

function titleOf(value: unknown, lang: string, fallback: string): string {
  if (!isObject(value)) return fallback;
  for (const key of ['title', 'name', 'clientName', 'clientCompany']) {
    const v = value[key];
    const text = isLanguages(v, lang) ? v[lang] : v;
    if (typeof text === 'string' && text.trim()) return text.trim();
  }
  return fallback;
}

/** Every collection under content/, with its entries. */
export function listCollections(root: string): CollectionInfo[] {
  const { languages, defaultLanguage } = site(root);
  const base = path.join(root, 'content');
  const out: CollectionInfo[] = [];
  if (!fs.existsSync(base)) return out;
  const articles = new Set(articleCollections(root));
  for (const entry of fs
    .readdirSync(base, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))) {
    const found =
      entry.isDirectory() && articles.has(entry.name)
        ? articleCollection(root, entry.name, languages, defaultLanguage)
        : entry.isDirectory() && NAME.test(entry.name)
          ? entryCollection(root, entry.name, languages, defaultLanguage)
          : entry.isFile()
            ? singleFile(root, entry.name, languages)
            : null;
    if (found) out.push(found);
  }
  // A known collection with no entry yet (and so no folder in git): its first entry is made here.
  for (const name of COLLECTIONS)
    if (!out.some((c) => c.name === name) && !fs.existsSync(path.join(base, name)))
      out.push({
        name,
        kind: 'entries',
        schema: COLLECTION_SCHEMAS[name],
        entries: [],
        places: placesOf(root, name, defaultLanguage),
      });
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

/** A collection of Markdown articles: an entry per folder, a file per language. */
function articleCollection(
  root: string,
  name: string,
  languages: string[],
  defaultLanguage: string,
): CollectionInfo {
  const entries = [...collectionFiles(root, name)].map(([id, files]) => {
    const first = files.get(defaultLanguage) ?? [...files.values()][0]!;
    const parts = splitArticle(fs.readFileSync(first, 'utf8'));
    return {
      id,
      title: titleOf(parts?.front, defaultLanguage, id),
      languages: languages.filter((l) => files.has(l)),
    };
  });
  return {
    name,
    kind: 'articles',
    schema: ARTICLE_SCHEMA,
    entries: sorted(entries),
    places: placesOf(root, name, defaultLanguage),
  };
}

/** A folder of JSON entries, every language in each; null when no schema is known for it. */
function entryCollection(
  root: string,
  name: string,
  languages: string[],
  defaultLanguage: string,
): CollectionInfo | null {
  const folder = path.join(root, 'content', name);
  let schema: string | null = null;
  const entries: EntrySummary[] = [];
  for (const f of fs.readdirSync(folder).sort()) {
    const id = /^(.+)\.json$/.exec(f)?.[1];
    if (!id || !NAME.test(id)) continue;
    let value: unknown;
    try {
      value = readJson(path.join(folder, f));
    } catch {
      value = undefined;
    }
    const rel = `content/${name}/${f}`;
    schema ??= isObject(value) ? schemaOf(rel, value.$schema) : null;
    entries.push({ id, title: titleOf(value, defaultLanguage, id), languages });
  }
  if (isCollection(name)) schema ??= COLLECTION_SCHEMAS[name];
  if (!schema || !fs.existsSync(path.join(root, schema))) return null;
  return {
    name,
    kind: 'entries',
    schema,
    entries: sorted(entries),
    places: placesOf(root, name, defaultLanguage),
  };
}

/** A single content file edited as one form (content/facts.json); null for anything else. */
function singleFile(root: string, file: string, languages: string[]): CollectionInfo | null {
  const base = path.join(root, 'content');
  // A file with copies per language (testimonials-page.fr.json) is page words, not a form.
  const name = /^([a-z0-9-]+)\.json$/.exec(file)?.[1];
  if (!name || languages.some((l) => fs.existsSync(path.join(base, `${name}.${l}.json`))))
    return null;
  let value: unknown;
  try {
    value = readJson(path.join(base, file));
  } catch {
    return null;
  }
  const schema = isObject(value) ? schemaOf(`content/${file}`, value.$schema) : null;
  if (!schema || !fs.existsSync(path.join(root, schema))) return null;
  return {
    name,
    kind: 'single',
    schema,
    entries: [{ id: name, title: name, languages }],
    places: [],
  };
}

const sorted = (list: EntrySummary[]) => list.sort((a, b) => a.id.localeCompare(b.id));

/** The files one entry is made of, relative to the root. */
function filesOf(root: string, c: CollectionInfo, id: string): string[] {
  if (c.kind === 'single') return [`content/${c.name}.json`];
  if (c.kind === 'entries') return [`content/${c.name}/${id}.json`];
  return site(root).languages.map((l) => `content/${c.name}/${id}/${l}.md`);
}

function collection(root: string, name: unknown): CollectionInfo {
  const c = listCollections(root).find((x) => x.name === name);
  if (!c) throw new PathRefused(`there is no collection ${JSON.stringify(name)} in content/`);
  return c;
}

function checkId(c: CollectionInfo, id: unknown): string {
  if (c.kind === 'single') return c.name;
  if (typeof id !== 'string' || !NAME.test(id) || id.length > MAX_ID)
    throw new PathRefused(
      `an id is lower-case letters and digits joined by single dashes, at most ${MAX_ID} characters ("${String(id).slice(0, 100)}" is not)`,
    );
  return id;
}

/** The absolute path of a content file the editor may write: only inside content/. */
function contentPath(root: string, rel: string): string {
  return insideFolder(root, rel, 'content');
}

/**
 * A save of an entry writes its own files, page files only for the lists that show it, and the
 * translation record for the texts it leaves to write later.
 */
function writable(root: string, rel: string): string {
  if (rel === MADE_FROM) return insideFolder(root, rel, '');
  if (/^pages\/[a-z0-9_/-]+\.json$/.test(rel)) return insideFolder(root, rel, 'pages');
  return contentPath(root, rel);
}

export type LoadedEntry =
  | {
      status: 'entry';
      kind: CollectionKind;
      /** The entry's data; for articles, { languages: { en: { front, body } … } }. */
      data: unknown;
      versions: Record<string, string>;
      /**
       * Places of the translations saved as still to write: an entry's ("/role/fr"), an article's
       * language then its place in that language's file ("/fr/title", "/fr" for its body).
       */
      pending: string[];
    }
  | { status: 'missing' }
  | { status: 'broken'; message: string };

/** One entry as the editor's form starts from it. */
export function loadEntry(root: string, name: unknown, id: unknown): LoadedEntry {
  const c = collection(root, name);
  const entryId = checkId(c, id);
  const versions: Record<string, string> = {};
  const files = filesOf(root, c, entryId);
  for (const rel of files) versions[rel] = versionOf(contentPath(root, rel));
  if (c.kind === 'articles') {
    const languages: Record<string, ArticleParts> = {};
    for (const rel of files) {
      const abs = contentPath(root, rel);
      if (!fs.existsSync(abs)) continue;
      const parts = splitArticle(fs.readFileSync(abs, 'utf8'));
      if (!parts)
        return {
          status: 'broken',
          message: `${rel}: its card (the lines between the two "---" at the top) does not read; open it in a code editor`,
        };
      languages[path.posix.basename(rel, '.md')] = { front: parts.front, body: parts.body };
    }
    if (!Object.keys(languages).length) return { status: 'missing' };
    const pending = articleLoaded(root, files, languages, site(root).defaultLanguage);
    return { status: 'entry', kind: c.kind, data: { languages }, versions, pending };
  }
  const abs = contentPath(root, files[0]!);
  if (!fs.existsSync(abs)) return { status: 'missing' };
  try {
    const data = readJson(abs);
    const { languages, defaultLanguage } = site(root);
    const later = pendingTranslations(root);
    const pending = emptyTranslations(data, languages, defaultLanguage)
      .filter((e) => later.has(pendingId(e.lang, files[0]!, e.at)))
      .map((e) => toPointer([...e.at, e.lang]));
    return { status: 'entry', kind: c.kind, data, versions, pending };
  } catch (e) {
    return { status: 'broken', message: `${files[0]} does not read as JSON: ${String(e)}` };
  }
}

/** Each language's typography in every text written in every language (`{ "en": …, "fr": … }`). */
export function typesetEntry(value: unknown, defaultLanguage: string): unknown {
  if (Array.isArray(value)) return value.map((v) => typesetEntry(v, defaultLanguage));
  if (!isObject(value)) return value;
  if (isLanguages(value, defaultLanguage))
    return Object.fromEntries(
      Object.entries(value).map(([lang, v]) => [
        lang,
        typeof v === 'string'
          ? typeset(lang, v)
          : Array.isArray(v)
            ? v.map((s) => (typeof s === 'string' ? typeset(lang, s) : s))
            : v,
      ]),
    );
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, typesetEntry(v, defaultLanguage)]),
  );
}

/** Typography in a Markdown body, leaving addresses and code exactly as written. */
export function typesetMarkdown(lang: string, body: string): string {
  return body
    .split(/(\]\([^)\n]*\)|`[^`\n]*`|^```[^]*?^```|<[a-z]+:[^>\n]*>)/m)
    .map((part, i) => (i % 2 ? part : typeset(lang, part)))
    .join('');
}

const FRONT_TEXTS = ['title', 'excerpt', 'imageAlt'];

function typesetArticle(lang: string, parts: ArticleParts): ArticleParts {
  const front = { ...parts.front };
  for (const k of FRONT_TEXTS) if (typeof front[k] === 'string') front[k] = typeset(lang, front[k]);
  if (isObject(front.author)) {
    const author = { ...front.author };
    for (const k of ['role', 'bio'])
      if (typeof author[k] === 'string') author[k] = typeset(lang, author[k]);
    front.author = author;
  }
  return { front, body: typesetMarkdown(lang, parts.body) };
}

/** The schema path an entry file names, from the file's own folder. */
const schemaRef = (rel: string, schema: string) =>
  path.posix.relative(path.posix.dirname(rel), schema);

/** The new text (or null: removed) of each file a save of `data` writes. */
async function nextFiles(
  root: string,
  c: CollectionInfo,
  id: string,
  data: unknown,
): Promise<Map<string, string | null>> {
  const { languages, defaultLanguage } = site(root);
  const next = new Map<string, string | null>();
  if (c.kind === 'articles') {
    const langs = isObject(data) && isObject(data.languages) ? data.languages : null;
    if (!langs) throw new PathRefused('an article is sent as { "languages": { "en": … } }');
    const chosen = Object.keys(langs);
    if (!chosen.length) throw new PathRefused('an article is written in at least one language');
    for (const l of chosen)
      if (!languages.includes(l)) throw new PathRefused(`unknown language ${JSON.stringify(l)}`);
    for (const l of languages) {
      const rel = `content/${c.name}/${id}/${l}.md`;
      const abs = contentPath(root, rel);
      const parts = langs[l];
      if (parts === undefined) {
        if (fs.existsSync(abs)) next.set(rel, null);
        continue;
      }
      if (!isObject(parts) || !isObject(parts.front) || typeof parts.body !== 'string')
        throw new PathRefused(`the ${l} article is sent as { "front": { … }, "body": "…" }`);
      const before = fs.existsSync(abs) ? fs.readFileSync(abs, 'utf8') : undefined;
      next.set(rel, joinArticle(typesetArticle(l, parts as unknown as ArticleParts), before));
    }
    return next;
  }
  if (!isObject(data)) throw new PathRefused('an entry is sent as one { … }');
  const rel = filesOf(root, c, id)[0]!;
  const {
    $schema: _s,
    id: _i,
    ...rest
  } = typesetEntry(data, defaultLanguage) as Record<string, unknown>;
  void _s;
  void _i;
  const value =
    c.kind === 'single'
      ? { $schema: schemaRef(rel, c.schema), ...rest }
      : { $schema: schemaRef(rel, c.schema), id, ...rest };
  next.set(rel, await formatJson(root, rel, value));
  return next;
}

/**
 * Writes `next` (null removes a file) when the lint finds no problem the repository did not
 * already have, in a scratch copy first; a file changed on disk since the editor opened it
 * (its version differs) is never overwritten.
 */
async function lintedWrite(
  root: string,
  next: Map<string, string | null>,
  versions: Record<string, string>,
  later = false,
): Promise<SaveResult> {
  const toWrite = recordPending(root, next, later);
  for (const [rel, text] of next) {
    const abs = writable(root, rel);
    const now = fs.existsSync(abs) ? fs.readFileSync(abs, 'utf8') : null;
    if (now === text) next.delete(rel);
  }
  const current = () =>
    Object.fromEntries(
      [...new Set([...Object.keys(versions), ...next.keys()])].map((rel) => [
        rel,
        versionOf(writable(root, rel)),
      ]),
    );
  if (next.size === 0) return { status: 'unchanged', versions: current() };
  // The record is shared by every save; what this one changes in it is its own entry's lines.
  const conflicts = [...next.keys()].filter(
    (rel) => rel !== MADE_FROM && (versions[rel] ?? '') !== versionOf(writable(root, rel)),
  );
  if (conflicts.length) return { status: 'conflict', files: conflicts };

  const scratch = lintScratch(root, 'edit-entry-');
  try {
    for (const [rel, text] of next) {
      const abs = path.join(scratch, rel);
      if (text === null) fs.rmSync(abs, { force: true });
      else writeAtomic(abs, text);
    }
    const empty = toWrite.filter((p) => next.has(p.file));
    if (empty.length) return { status: 'invalid', problems: empty };
    const after = runLint({ root: scratch, publicDir: path.join(root, 'public') }).problems;
    const before = after.length ? new Set(runLint({ root }).problems.map(problemId)) : new Set();
    const added = after.filter((p) => !p.pending && !before.has(problemId(p)));
    if (added.length) return { status: 'invalid', problems: added };
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  const written: Record<string, string> = {};
  for (const [rel, text] of next) {
    const abs = writable(root, rel);
    if (text === null) {
      fs.rmSync(abs, { force: true });
      // An article folder left without any language goes too.
      const dir = path.dirname(abs);
      if (rel.endsWith('.md') && fs.existsSync(dir) && fs.readdirSync(dir).length === 0)
        fs.rmdirSync(dir);
      written[rel] = '';
    } else {
      writeAtomic(abs, text);
      written[rel] = versionOfText(text);
    }
  }
  return {
    status: 'saved',
    written: [...next.keys()].sort(),
    versions: { ...current(), ...written },
  };
}

const problemId = (p: Problem) => `${p.file}\n${p.pointer}\n${p.message}`;

/**
 * The translations an entry's save leaves to write: those already saved as pending stay so, and
 * with `later` ("Translate later") every other one joins them; the record's lines for each entry
 * file in `next` become exactly those (none for a file deleted), added to `next` when that
 * changes the record. Returns the ones refused, at their boxes.
 */
function recordPending(root: string, next: Map<string, string | null>, later: boolean): Problem[] {
  const { languages, defaultLanguage } = site(root);
  const abs = path.join(root, MADE_FROM);
  // A record that does not read is never rewritten (the lint says how to restore it): with it,
  // nothing can be saved as pending.
  let record: MadeFrom | null;
  try {
    const read = fs.existsSync(abs) ? readJson(abs) : {};
    record = isObject(read) ? (read as MadeFrom) : null;
  } catch {
    record = null;
  }
  const before = pendingTranslations(root);
  // Without a record that reads, nothing is left for later: every text to write is refused.
  const articles = articlePending(root, next, later && !!record, before, defaultLanguage);
  const refused: Problem[] = [...articles.refused];
  let updated = record;
  for (const [rel, ids] of articles.keep)
    if (updated) updated = withEntryPending(updated, rel, ids);
  for (const [rel, text] of next) {
    if (!isEntryFile(rel)) continue;
    const keep: string[] = [];
    if (text !== null) {
      const source = JsonSource.fromBytes(rel, Buffer.from(text));
      for (const e of emptyTranslations(source.value, languages, defaultLanguage)) {
        const id = pendingId(e.lang, rel, e.at);
        if (record && (later || before.has(id))) keep.push(id);
        else refused.push(source.problem(toPointer([...e.at, e.lang]), toWriteMessage(e)));
      }
    }
    if (updated) updated = withEntryPending(updated, rel, keep);
  }
  if (record && updated && JSON.stringify(updated) !== JSON.stringify(sortDeep(record)))
    next.set(MADE_FROM, JSON.stringify(updated, null, 2) + '\n');
  return refused;
}

function refused<T>(run: () => Promise<T>): Promise<T | { status: 'refused'; message: string }> {
  return run().catch((e: unknown) => {
    if (e instanceof PathRefused) return { status: 'refused' as const, message: e.message };
    throw e;
  });
}

/**
 * Page files to write with the entry's own: `edits` (page file → new text), each checked as the
 * entry's files are (its version now, so only a change made during the save conflicts).
 */
function withPages(
  root: string,
  next: Map<string, string | null>,
  versions: Record<string, string>,
  edits: Map<string, string>,
) {
  const all = { ...versions };
  for (const [rel, text] of edits) {
    all[rel] = versionOf(writable(root, rel));
    next.set(rel, text);
  }
  return all;
}

/**
 * POST entry: { collection, id, data, versions, places?, later? }. A new entry is one whose files
 * do not exist; `places` (keys of the collection's places that list ids) get its id appended in
 * the same save, which the lint checks as a whole. `later` saves the translations left empty as
 * pending ("Translate later") instead of refusing them.
 */
export function saveEntry(root: string, body: unknown): Promise<SaveResult> {
  return refused(async () => {
    if (!isObject(body)) throw new PathRefused('the request is not an object');
    const c = collection(root, body.collection);
    const id = checkId(c, body.id);
    if (!isObject(body.versions)) throw new PathRefused('"versions" is missing');
    const keys = body.places ?? [];
    if (!Array.isArray(keys) || keys.some((k) => typeof k !== 'string'))
      throw new PathRefused('"places" is a list of the places to show the new entry in');
    const lists = c.places.filter((p) => Array.isArray(p.select));
    for (const k of keys as string[])
      if (!lists.some((p) => p.key === k))
        throw new PathRefused(
          `${JSON.stringify(k.slice(0, 200))} is not a list of ${c.name} in pages/`,
        );
    const next = await nextFiles(root, c, id, body.data);
    const fresh = filesOf(root, c, id).every((rel) => !fs.existsSync(contentPath(root, rel)));
    const edits =
      fresh && keys.length
        ? await listEdits(root, lists, id, { add: keys as string[] })
        : new Map();
    const versions = withPages(root, next, body.versions as Record<string, string>, edits);
    return lintedWrite(root, next, versions, body.later === true);
  });
}

/**
 * POST delete: { collection, id, versions, unlist? }. Refused while a page still shows the
 * entry, unless `unlist` is true: then the id leaves every list of ids that names it, in the
 * same save.
 */
export function deleteEntry(root: string, body: unknown): Promise<SaveResult> {
  return refused(async () => {
    if (!isObject(body)) throw new PathRefused('the request is not an object');
    const c = collection(root, body.collection);
    if (c.kind === 'single') throw new PathRefused(`content/${c.name}.json is not deleted here`);
    const id = checkId(c, body.id);
    if (!isObject(body.versions)) throw new PathRefused('"versions" is missing');
    const next = new Map<string, string | null>();
    for (const rel of filesOf(root, c, id))
      if (fs.existsSync(contentPath(root, rel))) next.set(rel, null);
    if (!next.size) throw new PathRefused(`there is no entry "${id}" in content/${c.name}/`);
    const edits =
      body.unlist === true ? await listEdits(root, c.places, id, { remove: true }) : new Map();
    const versions = withPages(root, next, body.versions as Record<string, string>, edits);
    return lintedWrite(root, next, versions);
  });
}
