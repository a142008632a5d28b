import fs from 'node:fs';
import path from 'node:path';
import { runLint } from '../../lint/lint.ts';
import { readLocales } from '../../lint/locales.ts';
import {
  markPending,
  markReviewed,
  translationStates,
  type MadeFrom,
} from '../../lint/madeFrom.ts';
import type { Problem } from '../../lint/problem.ts';
import { typeset } from '../../lint/typography.ts';
import {
  formatJson,
  isPageFile,
  localeFile,
  MADE_FROM,
  pageInOrder,
  versionOf,
  versionOfText,
  writablePath,
  lintScratch,
  writeAtomic,
} from './files.ts';
import { PathRefused } from '../insideRepository.ts';

/** One text of one language, by its key: `about` + `hero.title` is about:hero.title. */
export interface WordEdit {
  lang: string;
  ns: string;
  key: string;
  text: string;
}

export interface SaveRequest {
  /** "pages/about.json" */
  file: string;
  page: Record<string, unknown>;
  words: WordEdit[];
  /** Translations the editor checked and kept although the English changed. */
  reviewed: Omit<WordEdit, 'text'>[];
  /**
   * Translations saved as still to write or check ("Translate later"): saved, shown as pending,
   * and refused by the build until done. Absent from older editors.
   */
  pending?: Omit<WordEdit, 'text'>[];
  /** file → the version the editor opened ("" for a file that did not exist then). */
  versions: Record<string, string>;
}

export type SaveResult =
  | { status: 'saved'; written: string[]; versions: Record<string, string> }
  | { status: 'unchanged'; versions: Record<string, string> }
  | { status: 'invalid'; problems: Problem[] }
  | { status: 'conflict'; files: string[] }
  | { status: 'refused'; message: string };

const KEY = /^[a-zA-Z0-9_-]+(\.[a-zA-Z0-9_-]+)*$/;
const FORBIDDEN_PART = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_TEXT = 20_000;
const MAX_EDITS = 5_000;

interface Site {
  languages: string[];
  defaultLanguage: string;
}

const readJson = (abs: string): unknown => JSON.parse(fs.readFileSync(abs, 'utf8'));

/** Sets "a.b.c" inside nested objects, keeping every existing key where it is. */
export function setWord(words: Record<string, unknown>, key: string, text: string) {
  const parts = key.split('.');
  // A key names texts, never the object machinery a JSON parse gives every object.
  if (parts.some((p) => FORBIDDEN_PART.has(p)))
    throw new PathRefused(
      `"${key}" is not a text key: "${parts.find((p) => FORBIDDEN_PART.has(p))}" is reserved`,
    );
  let node = words;
  for (const part of parts.slice(0, -1)) {
    const next = Object.hasOwn(node, part) ? node[part] : undefined;
    // A text already at a shorter key is never replaced by a folder of texts.
    if (next !== undefined && (typeof next !== 'object' || next === null || Array.isArray(next)))
      throw new PathRefused(`"${key}" would replace the text at "${part}": pick another key`);
    if (next === undefined) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts.at(-1)!] = text;
}

/** Refuses anything that is not exactly a save request, before it reaches the file system. */
export function checkRequest(body: unknown, site: Site): SaveRequest {
  const bad = (why: string): never => {
    throw new PathRefused(why);
  };
  if (!body || typeof body !== 'object' || Array.isArray(body)) bad('the request is not an object');
  const r = body as Record<string, unknown>;
  if (typeof r.file !== 'string' || !isPageFile(r.file)) bad('"file" must name a page in pages/');
  if (!r.page || typeof r.page !== 'object' || Array.isArray(r.page))
    bad('"page" is not an object');
  const list = (v: unknown, name: string) =>
    Array.isArray(v) && v.length <= MAX_EDITS ? v : bad(`"${name}" must be a list`);
  const word = (w: unknown, withText: boolean) => {
    const e = (w ?? {}) as Record<string, unknown>;
    if (typeof e.lang !== 'string' || !site.languages.includes(e.lang))
      bad(`unknown language ${JSON.stringify(e.lang)}`);
    if (typeof e.ns !== 'string') bad('a text needs its file ("ns")');
    localeFile(e.lang as string, e.ns as string);
    if (
      typeof e.key !== 'string' ||
      !KEY.test(e.key) ||
      e.key.length > 200 ||
      e.key.split('.').some((p) => FORBIDDEN_PART.has(p))
    )
      bad(`not a text key: ${JSON.stringify(e.key)}`);
    if (withText && (typeof e.text !== 'string' || e.text.length > MAX_TEXT))
      bad(`the text of ${e.ns}:${e.key} must be words, under ${MAX_TEXT} characters`);
    return e;
  };
  list(r.words, 'words').forEach((w) => word(w, true));
  list(r.reviewed, 'reviewed').forEach((w) => word(w, false));
  if (r.pending !== undefined) list(r.pending, 'pending').forEach((w) => word(w, false));
  if (!r.versions || typeof r.versions !== 'object') bad('"versions" is missing');
  return r as unknown as SaveRequest;
}

/**
 * Saves one page and the words it changed, through the lint: the new files are laid out in a
 * scratch copy of the site's content, linted there, and written only when they add no problem.
 * A file changed on disk since the editor opened it is never overwritten.
 */
export async function savePage(root: string, body: unknown): Promise<SaveResult> {
  const site = readJson(path.join(root, 'site.json')) as Site;
  let req: SaveRequest;
  let next: Map<string, string>;
  try {
    req = checkRequest(body, site);
    next = await newTexts(root, req);
  } catch (e) {
    if (e instanceof PathRefused) return { status: 'refused', message: e.message };
    throw e;
  }

  // Only real changes are written: a file saved with the words it already had is left alone.
  for (const [rel, text] of next) {
    const abs = path.join(root, rel);
    if (fs.existsSync(abs) && fs.readFileSync(abs, 'utf8') === text) next.delete(rel);
  }

  const scratch = lintScratch(root, 'edit-save-');
  try {
    for (const [rel, text] of next) writeAtomic(path.join(scratch, rel), text);
    await recordTranslations(root, scratch, site, req, next);
    if (next.size === 0) return { status: 'unchanged', versions: currentVersions(root, req) };

    // Nothing on disk changed under the editor's feet.
    const conflicts = [...next.keys()].filter(
      (rel) => rel !== MADE_FROM && (req.versions[rel] ?? '') !== versionOf(path.join(root, rel)),
    );
    if (conflicts.length) return { status: 'conflict', files: conflicts };

    // The save may not add a problem; problems the repository already had are not its fault.
    // (The repository's own lint runs only when the new files have problems: ~2 s saved.)
    // The copy holds the words, not public/: images are looked for where they are.
    const after = runLint({ root: scratch, publicDir: path.join(root, 'public') }).problems;
    const before = after.length ? new Set(runLint({ root }).problems.map(problemId)) : new Set();
    // A translation saved as pending is reported to the build, not to the save.
    const added = after.filter((p) => !p.pending && !before.has(problemId(p)));
    if (added.length) return { status: 'invalid', problems: added };

    for (const [rel, text] of next) writeAtomic(writablePath(root, rel), text);
    return {
      status: 'saved',
      written: [...next.keys()].sort(),
      versions: currentVersions(root, req, next),
    };
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * The new text of every file this save touches: the page, and each locale file with its words
 * set. `req.words` is left as written: typeset, without the empty texts kept for later. Throws
 * PathRefused for a file the editor may not write.
 */
async function newTexts(root: string, req: SaveRequest): Promise<Map<string, string>> {
  const next = new Map<string, string>();
  const depth = req.file.split('/').length - 1;
  const schemaPath = `${'../'.repeat(depth)}schemas/page.schema.json`;
  next.set(req.file, await formatJson(root, req.file, pageInOrder(req.page, schemaPath)));

  const byFile = new Map<string, WordEdit[]>();
  // A text left empty for later keeps a stand-in (its old text, or the English: standIns below),
  // never the empty text, which visitors would see as nothing and the lint refuses.
  const laterIds = new Set((req.pending ?? []).map((w) => `${w.lang}:${w.ns}:${w.key}`));
  req.words = req.words.filter(
    (w) => !(w.text.trim() === '' && laterIds.has(`${w.lang}:${w.ns}:${w.key}`)),
  );
  // Each language's typography is applied here, so nobody types a no-break space by hand.
  req.words = req.words.map((w) => ({ ...w, text: typeset(w.lang, w.text) }));
  for (const w of req.words) {
    const rel = localeFile(w.lang, w.ns);
    byFile.set(rel, [...(byFile.get(rel) ?? []), w]);
  }
  for (const [rel, edits] of byFile) {
    const abs = writablePath(root, rel);
    const words = fs.existsSync(abs)
      ? (readJson(abs) as Record<string, unknown>)
      : { $schema: '../../schemas/locale.schema.json' };
    for (const w of edits) setWord(words, w.key, w.text);
    next.set(rel, await formatJson(root, rel, words));
  }
  writablePath(root, req.file);
  return next;
}

/**
 * A translation written in this save is made from today's English, as is one the editor
 * kept on purpose; an English change leaves the other languages stale until they are. One
 * saved as pending keeps a stand-in (its old text, or the English) and is recorded so.
 * The record's new text joins `next` (and the scratch copy) when it changes.
 */
async function recordTranslations(
  root: string,
  scratch: string,
  { languages, defaultLanguage }: Site,
  req: SaveRequest,
  next: Map<string, string>,
) {
  const later = (req.pending ?? []).filter((w) => w.lang !== defaultLanguage);
  const laterIds = new Set(later.map((w) => `${w.lang}:${w.ns}:${w.key}`));
  const translated = [...req.words, ...req.reviewed].filter(
    (w) => w.lang !== defaultLanguage && !laterIds.has(`${w.lang}:${w.ns}:${w.key}`),
  );
  await standIns(root, scratch, defaultLanguage, later, next);
  if (!translated.length && !later.length) return;
  const madeFromAbs = path.join(scratch, MADE_FROM);
  const record = (fs.existsSync(madeFromAbs) ? readJson(madeFromAbs) : {}) as MadeFrom;
  const rel = (abs: string) => path.relative(scratch, abs).split(path.sep).join('/');
  const locales = readLocales(scratch, rel, languages);
  const states = translationStates(locales, languages, defaultLanguage, record);
  const specs = translated.map((w) => `${w.lang}:${w.ns}:${w.key}`);
  const { record: reviewed } = markReviewed(record, states, specs);
  const updated = markPending(reviewed, states, [...laterIds]);
  const text = JSON.stringify(updated, null, 2) + '\n';
  if (!fs.existsSync(madeFromAbs) || text !== fs.readFileSync(madeFromAbs, 'utf8')) {
    next.set(MADE_FROM, text);
    writeAtomic(madeFromAbs, text);
  }
}

/**
 * A pending translation with no text yet gets the English as its stand-in, so every language
 * still has every key (the site reads, the lint compares); one with a text keeps it.
 */
async function standIns(
  root: string,
  scratch: string,
  english: string,
  later: Omit<WordEdit, 'text'>[],
  next: Map<string, string>,
) {
  const byFile = new Map<string, Omit<WordEdit, 'text'>[]>();
  for (const w of later) {
    const rel = localeFile(w.lang, w.ns);
    byFile.set(rel, [...(byFile.get(rel) ?? []), w]);
  }
  for (const [rel, list] of byFile) {
    const abs = path.join(scratch, rel);
    const words = fs.existsSync(abs)
      ? (readJson(abs) as Record<string, unknown>)
      : { $schema: '../../schemas/locale.schema.json' };
    const enAbs = path.join(scratch, localeFile(english, list[0]!.ns));
    const source = fs.existsSync(enAbs) ? (readJson(enAbs) as Record<string, unknown>) : {};
    let changed = false;
    for (const w of list) {
      if (textAt(words, w.key)?.trim()) continue;
      const text = textAt(source, w.key);
      if (text === undefined) continue;
      setWord(words, w.key, text);
      changed = true;
    }
    if (!changed) continue;
    const text = await formatJson(root, rel, words);
    next.set(rel, text);
    writeAtomic(abs, text);
  }
}

function textAt(words: Record<string, unknown>, key: string): string | undefined {
  let node: unknown = words;
  for (const part of key.split('.'))
    node =
      node && typeof node === 'object' && Object.hasOwn(node, part)
        ? (node as Record<string, unknown>)[part]
        : undefined;
  return typeof node === 'string' ? node : undefined;
}

const problemId = (p: Problem) => `${p.file}\n${p.pointer}\n${p.message}`;

function currentVersions(root: string, req: SaveRequest, written = new Map<string, string>()) {
  const files = new Set([req.file, ...Object.keys(req.versions), ...written.keys()]);
  return Object.fromEntries(
    [...files].map((rel) => [
      rel,
      written.has(rel) ? versionOfText(written.get(rel)!) : versionOf(path.join(root, rel)),
    ]),
  );
}
