import fs from 'node:fs';
import path from 'node:path';
import {
  articlePointer,
  articleTexts,
  articleToWriteMessage,
  emptyArticleTexts,
  isArticleFile,
  originalOf,
  pendingArticleTexts,
  readRecord,
  type ArticleToWrite,
} from '../../lint/articleTranslations.ts';
import { pendingId } from '../../lint/entryTranslations.ts';
import type { MadeFrom } from '../../lint/madeFrom.ts';
import type { Problem } from '../../lint/problem.ts';
import { parsePointer } from '../../lint/source.ts';
import { parseArticle } from '../articles.ts';
import { joinArticle, splitArticle, type ArticleParts } from '../frontMatter.ts';

/**
 * An article's save and its texts left to write (scripts/lint/articleTranslations.ts says how
 * they are recorded). For each language's file the save writes: a text left empty where the
 * default language has one is refused at its box, unless the person chose "Translate later" or
 * it was already pending; then the file gets the default language's text as its stand-in, and
 * the text is recorded as pending. Returns the record's ids to keep per file and those refused.
 */
export function articlePending(
  root: string,
  next: Map<string, string | null>,
  later: boolean,
  before: ReadonlySet<string>,
  defaultLanguage: string,
): { keep: Map<string, string[]>; refused: Problem[] } {
  const keep = new Map<string, string[]>();
  const refused: Problem[] = [];
  for (const [rel, text] of next) {
    if (!isArticleFile(rel)) continue;
    keep.set(rel, []);
    const lang = path.posix.basename(rel, '.md');
    const parts = text === null || lang === defaultLanguage ? null : splitArticle(text);
    const original = originalParts(root, next, originalOf(rel, defaultLanguage));
    if (!parts || !original) continue;
    const english = articleTexts(original);
    const texts = articleTexts(parts);
    const ids: string[] = [];
    const standIns: ArticleToWrite[] = [];
    for (const t of emptyArticleTexts(texts, english)) {
      const id = pendingId(lang, rel, [t.key]);
      if (later || before.has(id)) standIns.push(t);
      else refused.push(toWriteProblem(rel, text!, t));
    }
    // A stand-in saved earlier and left as it is stays pending too.
    const record: MadeFrom = {};
    for (const id of before) {
      const [l, file, key] = id.split(':');
      if (l === lang && file === rel && key) ((record[lang] ??= {})[rel] ??= {})[key] = 'pending';
    }
    const kept = [...standIns, ...pendingArticleTexts(record, rel, lang, texts, english)];
    for (const t of kept) ids.push(pendingId(lang, rel, [t.key]));
    keep.set(rel, [...new Set(ids)]);
    if (standIns.length) next.set(rel, withStandIns(parts, original, standIns, text!));
  }
  return { keep, refused };
}

/** The default language's article as this save leaves it (written with it, or on disk). */
function originalParts(
  root: string,
  next: ReadonlyMap<string, string | null>,
  rel: string,
): ArticleParts | null {
  const text = next.has(rel)
    ? next.get(rel)
    : fs.existsSync(path.join(root, rel))
      ? fs.readFileSync(path.join(root, rel), 'utf8')
      : null;
  const parts = text ? splitArticle(text) : null;
  return parts ? { front: parts.front, body: parts.body } : null;
}

/** The file's text with each text to write later holding the default language's as stand-in. */
function withStandIns(
  parts: ArticleParts,
  original: ArticleParts,
  standIns: readonly ArticleToWrite[],
  text: string,
): string {
  const front = structuredClone(parts.front);
  let body = parts.body;
  for (const t of standIns) {
    if (t.key === 'body') body = original.body;
    else {
      const [a = '', b] = t.key.split('.');
      if (b === undefined) front[a] = t.english;
      else (front[a] as Record<string, unknown>)[b] = t.english;
    }
  }
  return joinArticle({ front, body }, text);
}

function toWriteProblem(file: string, text: string, t: ArticleToWrite): Problem {
  const pointer = articlePointer(t.key);
  const at = parseArticle(text).locate(parsePointer(pointer));
  return { file, ...at, pointer, message: articleToWriteMessage(t) };
}

/**
 * An article's texts saved as pending, as the form opens them: each box empty again (the file's
 * stand-in is the default language's text, not this language's), and its place, the language
 * first ("/fr/title", "/fr" for the body).
 */
export function articleLoaded(
  root: string,
  files: readonly string[],
  languages: Record<string, ArticleParts>,
  defaultLanguage: string,
): string[] {
  const original = languages[defaultLanguage];
  if (!original) return [];
  const record = readRecord(root);
  const english = articleTexts(original);
  const out: string[] = [];
  for (const rel of files) {
    const lang = path.posix.basename(rel, '.md');
    const parts = languages[lang];
    if (!parts || lang === defaultLanguage) continue;
    for (const t of pendingArticleTexts(record, rel, lang, articleTexts(parts), english)) {
      languages[lang] = cleared(languages[lang]!, t.key);
      out.push(`/${lang}${articlePointer(t.key)}`);
    }
  }
  return out;
}

function cleared(parts: ArticleParts, key: string): ArticleParts {
  if (key === 'body') return { ...parts, body: '' };
  const front = structuredClone(parts.front);
  const [a = '', b] = key.split('.');
  if (b === undefined) front[a] = '';
  else (front[a] as Record<string, unknown>)[b] = '';
  return { ...parts, front };
}
