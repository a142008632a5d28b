import fs from 'node:fs';
import path from 'node:path';
import {
  ARTICLE_ID,
  categoryId,
  categoryNames,
  parseArticle,
  type BodyIssue,
} from '../../lib/articles.ts';
import { filesUnder } from '../../lib/files.ts';
import { PublicFiles, publicPathProblem } from '../addresses.ts';
import { SCHEMA, type LintContext } from '../context.ts';
import { glossaryProblem, readGlossary } from '../glossary.ts';
import { foreignLanguage, languageName } from '../language.ts';
import { friendlyErrors } from '../messages.ts';
import {
  articlePendingMessage,
  articlePointer,
  articleTextsIn,
  originalOf,
  pendingArticleTexts,
  readRecord,
} from '../articleTranslations.ts';
import { parsePointer } from '../source.ts';
import { didYouMean } from '../suggest.ts';
import { idFor, readTeam, teamPersonNamed } from '../people.ts';
import { PEOPLE } from './people.ts';
import { typographyProblem } from '../typography.ts';
import { readTitleCaseAllow, titleCaseProblem } from '../titleCase.ts';
import type { SiteConfig } from './site.ts';

const ISSUE: Record<BodyIssue['kind'], (text: string) => string> = {
  html: () =>
    'HTML is not allowed in an article (it shows as typed): write it in Markdown, **bold**, *italic*, [words](https://…)',
  unsafeLink: (href) =>
    /^[\s/\\]/u.test(href)
      ? `the link "${href}" is not a page of this site: a page's address starts with a single / ("/about"), and another site's with https://`
      : `the link "${href}" is not allowed: a link starts with https://, http://, mailto:, tel: or / (a page of this site)`,
  h1: () =>
    'the title is the article\'s only top heading: start a section with "## " (and a subsection with "### ")',
  image: () =>
    'pictures inside the text are not shown: the article\'s picture is "image:" in the front matter',
};

/**
 * A text the language check is worth running on (it weighs trigrams, and an article has hundreds
 * of paragraphs): any in a language of its own script (a cheap script test), else one with two or
 * more of English's commonest little words, which a translation does not keep.
 */
const ENGLISH_WORDS = /\b(the|and|of|to|with|that|for|your|our|from|is|are|we|you|this|which)\b/gi;
const OWN_SCRIPT = new Set(['ar', 'he', 'ru', 'el']);
const mayBeLeftInEnglish = (text: string, lang: string) =>
  OWN_SCRIPT.has(lang) || new Set(text.toLowerCase().match(ENGLISH_WORDS)).size >= 2;

/** What every article is checked against, read once for all of them. */
function articleReadings(root: string, languages: readonly string[], publicDir: string) {
  const team = readTeam(root);
  return {
    glossary: readGlossary(root),
    titleCase: readTitleCaseAllow(root),
    publicFiles: new PublicFiles(publicDir),
    team,
    teamIds: team.map((p) => p.id),
    names: new Map(languages.map((l) => [l, categoryNames(root, l)])),
    record: readRecord(root),
  };
}

type Readings = ReturnType<typeof articleReadings>;

/** One article file being checked: where it is, and how to report a problem in it. */
interface Article {
  file: string;
  lang: string;
  id: string;
  at: (line: number, column: number, message: string, pointer?: string) => void;
}

/**
 * The Markdown articles (content/<collection>/<id>/<language>.md): the front matter against its
 * schema, located at its line in the .md file; what the body may not hold (HTML, unsafe links,
 * a second top heading); the picture and the author's photo exist; the category is one the blog
 * has, named in the article's own language; a translation is not left in English.
 */
export function lintArticles(ctx: LintContext, site: SiteConfig, publicDir: string): number {
  const { root, rel, problems } = ctx;
  const readings = articleReadings(root, site.languages, publicDir);
  const files = filesUnder(path.join(root, 'content'), '.md').filter(
    (f) => path.basename(f).toLowerCase() !== 'readme.md',
  );
  for (const abs of files) {
    const file = rel(abs);
    const article: Article = {
      file,
      lang: path.basename(abs, '.md'),
      id: path.basename(path.dirname(abs)),
      at: (line, column, message, pointer = '') =>
        problems.push({ file, line, column, pointer, message }),
    };
    if (!placedRight(article, site)) continue;
    lintArticle(ctx, site, readings, article, fs.readFileSync(abs, 'utf8'));
  }
  return files.length;
}

/** The file's place names a collection, an article and a language of the site; false if not. */
function placedRight({ file, lang, id, at }: Article, site: SiteConfig): boolean {
  const { languages } = site;
  if (!/^content\/[a-z0-9-]+\/[^/]+\/[^/]+\.md$/.test(file)) {
    at(
      1,
      1,
      'an article is content/<collection>/<id>/<language>.md, like content/blog/crm-best-practices/fr.md',
    );
    return false;
  }
  // With site.json broken, its languages are unknown: that one problem is reported there.
  if (!languages.includes(lang)) {
    if (!site.known) return false;
    at(
      1,
      1,
      `"${lang}" is not one of the site's languages (${languages.join(', ')}): name the file <language>.md, like fr.md`,
    );
    return false;
  }
  if (!ARTICLE_ID.test(id) || id === 'index')
    at(
      1,
      1,
      `the folder name "${id}" becomes the article's address: use lower-case words joined by hyphens (not "index")`,
    );
  return true;
}

/** One article's front matter, pending texts and words. */
function lintArticle(
  ctx: LintContext,
  site: SiteConfig,
  readings: Readings,
  article: Article,
  text: string,
) {
  const { root, problems, validator } = ctx;
  const { file, lang, id, at } = article;
  const parsed = parseArticle(text);
  for (const e of parsed.syntaxErrors) at(e.line, e.column, e.message);
  for (const issue of parsed.issues) at(issue.line, issue.column, ISSUE[issue.kind](issue.text));
  if (parsed.data === undefined) return;

  const place = (pointer: string, key = false) => parsed.locate(parsePointer(pointer), key);
  const report = (pointer: string, message: string, key = false) => {
    const p = place(pointer, key);
    at(p.line, p.column, message, pointer);
  };
  const { errors, collected } = validator.validate(SCHEMA.article, parsed.data);
  const fm = parsed.data as Record<string, unknown>;
  // A byline written out (name, role, …) is told how to name the team member instead.
  const writtenOut = typeof fm.author === 'object' && fm.author !== null;
  for (const f of friendlyErrors(errors))
    if (!(writtenOut && f.pointer.startsWith('/author')))
      report(f.pointer, f.message, f.key ?? false);
  const byline = bylineProblem(fm.author, readings.team, readings.teamIds);
  if (byline) report('/author', byline);
  for (const image of collected.images) {
    const wrong = publicPathProblem(image, readings.publicFiles, 'image');
    if (wrong) report(image.pointer, wrong);
  }
  const wrongCategory = categoryProblem(fm.category, lang, site.languages, readings.names);
  if (wrongCategory) report('/category', wrongCategory);

  // A text saved as pending still holds the default language's words as its stand-in: it is
  // refused as not ready to publish, and not checked as words of this language.
  const { defaultLanguage } = site;
  const later =
    lang === defaultLanguage ? [] : pendingIn(root, readings.record, file, lang, defaultLanguage);
  for (const t of later) {
    const pointer = articlePointer(t.key);
    const title = typeof fm.title === 'string' ? fm.title : id;
    problems.push({
      ...(pointer ? { ...place(pointer), file, pointer } : { line: 1, column: 1, file, pointer }),
      message: articlePendingMessage(lang, title, t),
      pending: true,
    });
  }
  const standIn = new Set(later.map((t) => articlePointer(t.key)));

  // The words visitors read: the front matter's and the body's, each where it is written.
  const texts: ArticleText[] = [];
  for (const key of ['title', 'excerpt', 'imageAlt'])
    if (typeof fm[key] === 'string')
      texts.push({ text: fm[key], ...place(`/${key}`), pointer: `/${key}` });
  for (const t of parsed.texts) texts.push({ ...t, pointer: '' });
  for (const t of texts.filter((x) => !standIn.has(x.pointer))) {
    const wording = wordingProblem(t, lang, defaultLanguage, readings);
    if (wording) at(t.line, t.column, wording, t.pointer);
  }
}

/**
 * A category that is not one the blog has in the article's language, said with the right
 * name when it is another language's; null when it is right, or when the site has no blog
 * categories (no locales/<lang>/blog.json) to check against.
 */
function categoryProblem(
  category: unknown,
  lang: string,
  languages: readonly string[],
  names: Readings['names'],
): string | null {
  if (typeof category !== 'string' || !names.get(lang)?.size) return null;
  const own = names.get(lang) ?? new Map<string, string>();
  if (categoryId(category, own) !== null) return null;
  const other = languages.find(
    (l) => l !== lang && categoryId(category, names.get(l) ?? new Map()),
  );
  const otherId = other && categoryId(category, names.get(other) ?? new Map());
  const word = otherId ? own.get(otherId) : undefined;
  return other && word
    ? `"${category}" is the category's ${languageName(other)} name: in ${languageName(lang)} write "${word}"`
    : `"${category}" is not one of the blog's ${languageName(lang)} categories, which are ${[...own.values()].map((n) => `"${n}"`).join(', ')}${didYouMean(category, own.values())}`;
}

/** A text visitors read, where it is written. */
interface ArticleText {
  text: string;
  line: number;
  column: number;
  pointer: string;
  heading?: true;
}

/**
 * What is wrong with a text's words: a translation left in English, and in any language its
 * typography, its glossary and (in the default language) the title case of titles and headings.
 */
function wordingProblem(
  t: ArticleText,
  lang: string,
  defaultLanguage: string,
  { glossary, titleCase }: Readings,
): string | null {
  const foreign =
    lang === defaultLanguage || !mayBeLeftInEnglish(t.text, lang)
      ? null
      : foreignLanguage(t.text, lang);
  return foreign
    ? `this reads as ${foreign === 'another script' ? 'another script' : foreign}, not ${languageName(lang)}: translate it (an article in fewer languages simply has no ${lang}.md)`
    : lang === defaultLanguage
      ? ((t.pointer === '/title' || t.heading ? titleCaseProblem(t.text, titleCase) : null) ??
        glossaryProblem(glossary, defaultLanguage, t.text))
      : (typographyProblem(lang, t.text) ?? glossaryProblem(glossary, lang, t.text));
}

/** The pending texts of one language's article that still hold their stand-in. */
function pendingIn(
  root: string,
  record: ReturnType<typeof readRecord>,
  file: string,
  lang: string,
  defaultLanguage: string,
) {
  const texts = articleTextsIn(root, file);
  const english = articleTextsIn(root, originalOf(file, defaultLanguage));
  return texts && english ? pendingArticleTexts(record, file, lang, texts, english) : [];
}

/**
 * A byline names a person of the team by id (their name, role and biography come from their
 * entry); one written out, or an id the team lacks, is refused with what to write instead.
 */
function bylineProblem(
  author: unknown,
  team: ReturnType<typeof readTeam>,
  ids: readonly string[],
): string | null {
  if (typeof author === 'string')
    return ids.includes(author) ? null : PEOPLE.notInTeam(author, ids);
  const name = (Object(author) as { name?: unknown }).name;
  if (typeof author !== 'object' || author === null || typeof name !== 'string') return null;
  const person = teamPersonNamed(name, team);
  return person
    ? `a byline names a person of the team by the id of their file: write "author: ${person.id}" (their role and biography come from content/team/${person.id}.json)`
    : `a byline names a person of the team by the id of their file, and "${name}" is not one: add content/team/${idFor(name)}.json, then write "author: ${idFor(name)}"`;
}
