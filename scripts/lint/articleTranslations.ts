import fs from 'node:fs';
import path from 'node:path';
import { splitArticle } from '../lib/frontMatter.ts';
import { languageName } from './language.ts';
import { MADE_FROM_FILE, PENDING, type KeyState, type MadeFrom } from './madeFrom.ts';
import { toWriteMessage } from './entryTranslations.ts';

/**
 * Translations still to write in a Markdown article (content/<collection>/<id>/<language>.md),
 * saved as pending with the visual editor's "Translate later", in the same record as the locales'
 * and the entries' pending texts (locales-made-from.json): language → the article's file →
 * the text ("title", "author.role", "body") → "pending".
 *
 * Like a locale text and unlike an entry's, the file keeps a stand-in, the default language's
 * text: the article's schema wants every text written, and the blog shows each language's article
 * whole. A text is pending while the record says so and the file still holds that stand-in; once
 * written (it differs from the default language's) it is done. The lint refuses a pending text
 * until then, so the build does not publish it.
 */
export const ARTICLE_TEXTS = ['title', 'excerpt', 'imageAlt', 'author.role', 'author.bio', 'body'];

/** Is this file an article's language (content/blog/<id>/fr.md)? */
export const isArticleFile = (file: string) =>
  /^content\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z]{2,3}\.md$/.test(file);

/** The article written in the default language, beside `file` (content/blog/x/fr.md → en.md). */
export const originalOf = (file: string, defaultLanguage: string) =>
  path.posix.join(path.posix.dirname(file), `${defaultLanguage}.md`);

/** Where a text is in the article's card, as the lint and the editor name it ("" is the body). */
export const articlePointer = (key: string) =>
  key === 'body' ? '' : `/${key.split('.').join('/')}`;

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Each text of an article's card and its body, as written (the body trimmed: its first line
 * break is the file's, not the writer's). A text the card leaves out is absent, not empty.
 */
export function articleTexts(parts: { front: Record<string, unknown>; body: string }) {
  const out = new Map<string, string>();
  for (const key of ARTICLE_TEXTS) {
    if (key === 'body') {
      out.set(key, parts.body.trim());
      continue;
    }
    const [a = '', b] = key.split('.');
    const holder = b === undefined ? parts.front : parts.front[a];
    const name = b ?? a;
    if (isObject(holder) && Object.hasOwn(holder, name) && typeof holder[name] === 'string')
      out.set(key, holder[name]);
  }
  return out;
}

/** An article's texts read from its file; null when it does not exist or does not read. */
export function articleTextsIn(root: string, file: string): Map<string, string> | null {
  try {
    const parts = splitArticle(fs.readFileSync(path.join(root, file), 'utf8'));
    return parts ? articleTexts(parts) : null;
  } catch {
    return null;
  }
}

/** The translations' record, or none when it is missing or does not read (the lint says so). */
export function readRecord(root: string): MadeFrom {
  try {
    const record: unknown = JSON.parse(fs.readFileSync(path.join(root, MADE_FROM_FILE), 'utf8'));
    return isObject(record) ? (record as MadeFrom) : {};
  } catch {
    return {};
  }
}

/** A text the default language has written and this language has left empty: to write. */
export interface ArticleToWrite {
  key: string;
  english: string;
}

/** The texts of one language's article still to write, against the default language's. */
export function emptyArticleTexts(
  texts: ReadonlyMap<string, string>,
  english: ReadonlyMap<string, string>,
): ArticleToWrite[] {
  const out: ArticleToWrite[] = [];
  for (const [key, en] of english)
    if (en.trim() && texts.has(key) && !texts.get(key)!.trim()) out.push({ key, english: en });
  return out;
}

/** The message at a text still to write, as the editor's save shows it (an entry's words). */
export const articleToWriteMessage = (t: ArticleToWrite) =>
  toWriteMessage({ at: [t.key], lang: '', english: t.english });

/**
 * The texts of an article's file the record holds as pending that still read as the default
 * language's stand-in: those are not written yet.
 */
export function pendingArticleTexts(
  record: MadeFrom,
  file: string,
  lang: string,
  texts: ReadonlyMap<string, string>,
  english: ReadonlyMap<string, string>,
): ArticleToWrite[] {
  const out: ArticleToWrite[] = [];
  for (const [key, value] of Object.entries(record[lang]?.[file] ?? {})) {
    const en = english.get(key);
    if (value !== PENDING || en === undefined) continue;
    if ((texts.get(key) ?? '').trim() === en.trim()) out.push({ key, english: en });
  }
  return out;
}

const short = (text: string) => {
  const one = text.replace(/\s+/g, ' ');
  return one.length > 80 ? `${one.slice(0, 77)}…` : one;
};

/** The lint's message at a pending text: it names the article, the language and the text. */
export function articlePendingMessage(lang: string, title: string, t: ArticleToWrite): string {
  return `not ready to publish: the ${languageName(lang)} text of "${short(title)}" (${t.key}) is still to write (it was saved as pending; the English reads "${short(t.english)}"). Write it in the visual editor, or here`;
}

/**
 * Every article text the record holds as pending and still to write, as the translation status
 * counts them (one per language and article file).
 */
export function articlePendingStates(
  root: string,
  record: MadeFrom,
  defaultLanguage: string,
): KeyState[] {
  const out: KeyState[] = [];
  for (const [lang, byNs] of Object.entries(record ?? {}))
    for (const file of Object.keys(byNs ?? {}).sort()) {
      if (!isArticleFile(file) || lang === defaultLanguage) continue;
      const texts = articleTextsIn(root, file);
      const english = articleTextsIn(root, originalOf(file, defaultLanguage));
      if (!texts || !english) continue; // a deleted article: nothing left to write
      for (const t of pendingArticleTexts(record, file, lang, texts, english))
        out.push({ lang, ns: file, key: t.key, state: 'pending', english: t.english });
    }
  return out;
}
