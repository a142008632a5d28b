import fs from 'node:fs';
import path from 'node:path';
import { isCollection, isLanguages } from '../../src/content/collections.ts';
import { entryFiles } from '../lib/collections.ts';
import type { Glossary } from './glossary.ts';
import { glossaryProblem } from './glossary.ts';
import { unknownFactProblem } from './facts.ts';
import { foreignLanguage, languageName } from './language.ts';
import type { Problem } from './problem.ts';
import { clip, toPointer, type JsonSource } from './source.ts';
import { didYouMean } from './suggest.ts';
import { typographyProblem } from './typography.ts';
import { NO_ALLOW, titleCaseProblem, type TitleCaseAllow } from './titleCase.ts';

/** Fields that name a person or a company: they may stay in Latin script in every language. */
const NAMES = new Set(['name', 'clientName', 'clientCompany']);

/**
 * An entry's pictures of a person and the field that says, in every language, what each shows.
 * A photo needs it; a drawing of initials (the repository's own SVG avatars) is decorative, since
 * the name is written beside it. Uploaded pictures are always photos: the editor refuses SVG.
 */
export const PICTURE_ALT: Readonly<Record<string, string>> = {
  clientAvatar: 'clientAvatarAlt',
  photo: 'photoAlt',
};
const PHOTO = /\.(png|jpe?g|webp|avif)$/i;

/** Entry fields whose words come from a fixed list per language, and the list that holds them. */
const VOCABULARY: Record<string, 'categories' | 'industries'> = {
  category: 'categories',
  clientIndustry: 'industries',
  industry: 'industries',
};

/** The lists the entries' words come from, per language, and the file that holds each. */
export interface Vocabulary {
  categories: Map<string, string[]>;
  industries: Map<string, string[]>;
  /** The file holding a language's lists, as a message names it. */
  file?: (lang: string) => string;
}

/**
 * The case studies' industries per language: the words of "industries" in
 * locales/<language>/case-studies.json, which also label the page's industry figures.
 */
export function readCaseStudyVocabulary(root: string, languages: readonly string[]): Vocabulary {
  const vocabulary: Vocabulary = {
    categories: new Map(),
    industries: new Map(),
    file: (lang) => `locales/${lang}/case-studies.json`,
  };
  for (const lang of languages) {
    try {
      const words = JSON.parse(
        fs.readFileSync(path.join(root, 'locales', lang, 'case-studies.json'), 'utf8'),
      ) as { industries?: unknown };
      const list = words.industries;
      if (list && typeof list === 'object' && !Array.isArray(list))
        vocabulary.industries.set(lang, strings(Object.values(list)));
    } catch {
      // That file's own problems are reported where it is checked.
    }
  }
  return vocabulary;
}

const strings = (v: unknown) =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

/** The filters' lists of each language, from content/testimonials-page(.<lang>).json. */
export function readVocabulary(
  root: string,
  languages: readonly string[],
  defaultLanguage: string,
): Vocabulary {
  const vocabulary: Vocabulary = { categories: new Map(), industries: new Map() };
  for (const lang of languages) {
    const name =
      lang === defaultLanguage ? 'testimonials-page.json' : `testimonials-page.${lang}.json`;
    try {
      const page = JSON.parse(fs.readFileSync(path.join(root, 'content', name), 'utf8')) as Record<
        string,
        unknown
      >;
      vocabulary.categories.set(lang, strings(page.categories));
      vocabulary.industries.set(lang, strings(page.industries));
    } catch {
      // That file's own problems are reported where it is checked.
    }
  }
  return vocabulary;
}

/**
 * A word from another language's list (or a near miss) where `lang`'s list has its own: the
 * word to write instead, found at the same place in `lang`'s list.
 */
function vocabularyHint(word: string, lang: string, lists: Map<string, string[]>): string {
  const own = lists.get(lang) ?? [];
  for (const [other, list] of lists) {
    const at = list.indexOf(word);
    if (other !== lang && at >= 0 && own[at] !== undefined)
      return `: that is the ${languageName(other)} word; in ${languageName(lang)} write "${own[at]}"`;
  }
  return didYouMean(word, own);
}

/**
 * What the schema cannot say about one entry file (a testimonial, a team member): its id is its
 * file name, each
 * language's category and industry come from that language's lists, translated texts read as
 * their language (not English left behind, names aside) and follow its typography.
 */
export function checkTestimonialEntry(
  source: JsonSource,
  fileBase: string,
  vocabulary: Vocabulary,
  glossary: Glossary,
  defaultLanguage: string,
  facts: ReadonlySet<string> | null = null,
  titleCase: TitleCaseAllow = NO_ALLOW,
): Problem[] {
  const problems: Problem[] = [];
  const entry = source.value;
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return problems;
  const fields = entry as Record<string, unknown>;
  if (typeof fields.id === 'string' && fields.id !== fileBase)
    problems.push(
      source.problem('/id', `id "${fields.id}" must match the file name (${fileBase}.json)`),
    );
  problems.push(...photoDescriptionProblems(source, fields, defaultLanguage));
  const judge = { source, vocabulary, glossary, defaultLanguage, facts, titleCase };
  for (const { at, field, value } of languageFields(fields, defaultLanguage)) {
    for (const [lang, text] of Object.entries(value)) {
      const list = VOCABULARY[field];
      if (list && typeof text === 'string') {
        const wrong = vocabularyProblem(judge, list, lang, text);
        if (wrong) problems.push(source.problem(toPointer([...at, lang]), wrong));
        continue;
      }
      const texts = typeof text === 'string' ? [text] : Array.isArray(text) ? text : [];
      texts.forEach((t, i) => {
        if (typeof t !== 'string') return;
        const pointer = toPointer(typeof text === 'string' ? [...at, lang] : [...at, lang, i]);
        const english = value[defaultLanguage];
        const englishText = typeof english === 'string' ? english : strings(english)[i];
        const wrong = entryTextProblem(judge, field, lang, t, englishText);
        if (wrong) problems.push(source.problem(pointer, wrong));
      });
    }
  }
  return problems;
}

/** What one entry's texts are judged against. */
interface EntryJudge {
  source: JsonSource;
  vocabulary: Vocabulary;
  glossary: Glossary;
  defaultLanguage: string;
  facts: ReadonlySet<string> | null;
  titleCase: TitleCaseAllow;
}

/** Every photo of the entry has its description, in the default language at least. */
function photoDescriptionProblems(
  source: JsonSource,
  fields: Record<string, unknown>,
  defaultLanguage: string,
): Problem[] {
  const problems: Problem[] = [];
  for (const [picture, alt] of Object.entries(PICTURE_ALT)) {
    const src = fields[picture];
    if (typeof src !== 'string' || !PHOTO.test(src)) continue;
    const said = fields[alt];
    if (said === undefined)
      problems.push(
        source.problem(
          `/${picture}`,
          `this photo needs a description for visitors who cannot see it: add "${alt}" beside it, saying what the photo shows in every language`,
        ),
      );
    else if (isLanguages(said, defaultLanguage) && !String(said[defaultLanguage] ?? '').trim())
      problems.push(
        source.problem(
          toPointer([alt, defaultLanguage]),
          `this photo needs a description for visitors who cannot see it: write what it shows, in ${languageName(defaultLanguage)} and then in every language`,
        ),
      );
  }
  return problems;
}

/** A category or industry that is not in its language's list, with the right word if known. */
function vocabularyProblem(
  { vocabulary, defaultLanguage }: EntryJudge,
  list: NonNullable<(typeof VOCABULARY)[string]>,
  lang: string,
  text: string,
): string | null {
  const words = vocabulary[list];
  const file =
    vocabulary.file?.(lang) ??
    (lang === defaultLanguage
      ? 'content/testimonials-page.json'
      : `content/testimonials-page.${lang}.json`);
  if (!words.has(lang) || (words.get(lang) ?? []).includes(text)) return null;
  return `${clip(text)} is not one of the ${languageName(lang)} "${list}" in ${file}${vocabularyHint(text, lang, words)}`;
}

/**
 * One text of the entry in one language: a translation not left in English or another
 * language (names aside), then its facts and its wording.
 */
function entryTextProblem(
  { glossary, defaultLanguage, facts, titleCase }: EntryJudge,
  field: string,
  lang: string,
  t: string,
  englishText: string | undefined,
): string | null {
  if (lang !== defaultLanguage && !NAMES.has(field)) {
    const foreign = foreignLanguage(t, lang);
    if (foreign)
      return `this text reads as ${foreign === 'another script' ? 'written in another script' : foreign}, not ${languageName(lang)}: translate it (${clip(t, 50)})`;
    if (t === englishText && /\p{L}{4}/u.test(t) && t.split(/\s+/).length >= 3)
      return `${clip(t, 50)} is the English text: translate it into ${languageName(lang)}`;
  }
  // A sentence names a figure as {{fact}}, as in locales/; it is put in when served.
  return (
    (facts && unknownFactProblem(t, facts)) ??
    (lang === defaultLanguage
      ? ((field === 'title' ? titleCaseProblem(t, titleCase) : null) ??
        glossaryProblem(glossary, lang, t))
      : (typographyProblem(lang, t) ?? glossaryProblem(glossary, lang, t)))
  );
}

/**
 * Every field written in every language, wherever it sits in the entry (a case study's metric
 * labels are inside its list of metrics), with its path and its own name.
 */
function* languageFields(
  value: unknown,
  defaultLanguage: string,
  at: (string | number)[] = [],
): Generator<{ at: (string | number)[]; field: string; value: Record<string, unknown> }> {
  const field = String(at.findLast((p) => typeof p === 'string') ?? '');
  if (at.length && isLanguages(value, defaultLanguage)) {
    yield { at, field, value };
    return;
  }
  if (Array.isArray(value))
    for (const [i, v] of value.entries()) yield* languageFields(v, defaultLanguage, [...at, i]);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value))
      yield* languageFields(v, defaultLanguage, [...at, k]);
}

/**
 * A block that picks entries by id names entries that exist: an id with no file in the
 * collection's folder would silently show one testimonial fewer.
 */
export function checkCollectionSelects(
  root: string,
  source: JsonSource,
  blocks: unknown,
): Problem[] {
  const problems: Problem[] = [];
  if (!Array.isArray(blocks)) return problems;
  blocks.forEach((block: unknown, i) => {
    const { from, select } = Object(block) as { from?: unknown; select?: unknown };
    if (typeof from !== 'string' || !isCollection(from) || !Array.isArray(select)) return;
    const ids = entryFiles(root, from).map((f) => path.basename(f, '.json'));
    select.forEach((id: unknown, j) => {
      if (typeof id === 'string' && !ids.includes(id))
        problems.push(
          source.problem(
            toPointer(['blocks', i, 'select', j]),
            `no entry ${clip(id)} in content/${from}/ (its ids are its file names)${didYouMean(id, ids)}`,
          ),
        );
    });
  });
  return problems;
}
