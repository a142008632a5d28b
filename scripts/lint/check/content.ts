import fs from 'node:fs';
import path from 'node:path';
import { checkTestimonialEntry, readCaseStudyVocabulary, readVocabulary } from '../collections.ts';
import { SCHEMA, type LintContext } from '../context.ts';
import { factNameProblem, FACTS_FILE, readFactNames } from '../facts.ts';
import { glossaryProblem, readGlossary } from '../glossary.ts';
import { entryTranslationProblems } from '../entryTranslations.ts';
import { pendingTranslations } from '../madeFrom.ts';
import { append, type Problem } from '../problem.ts';
import { toPointer, type JsonSource } from '../source.ts';
import { typographyProblem } from '../typography.ts';
import { isHeadingPlace, readTitleCaseAllow, titleCaseProblem } from '../titleCase.ts';
import type { SiteConfig } from './site.ts';
import { filesUnder } from '../../lib/files.ts';
import { splitContentFile } from '../../../src/content/paths.ts';

/** What every content file is checked against, read once for all of them. */
function contentReadings(root: string, site: SiteConfig) {
  return {
    glossary: readGlossary(root),
    vocabulary: readVocabulary(root, site.languages, site.defaultLanguage),
    caseStudyVocabulary: readCaseStudyVocabulary(root, site.languages),
    factNames: readFactNames(root),
    pending: pendingTranslations(root),
    titleCase: readTitleCaseAllow(root),
  };
}

type Readings = ReturnType<typeof contentReadings>;

/** A problem of a whole file, at its first line. */
const fileProblem = (file: string, message: string): Problem => ({
  file,
  line: 1,
  column: 1,
  pointer: '',
  message,
});

/**
 * The content files (content/: articles, testimonials, facts), each against its schema, with its
 * wording and its translations in every language. Returns how many content files there are.
 */
export function lintContent(ctx: LintContext, site: SiteConfig): number {
  const { root, rel, problems } = ctx;
  const readings = contentReadings(root, site);
  const contentFiles = filesUnder(path.join(root, 'content'), '.json');
  for (const abs of contentFiles) {
    const schema = contentSchema(rel(abs));
    if (!schema) {
      problems.push(
        fileProblem(
          rel(abs),
          'no schema applies to a content file here: articles are Markdown, content/blog/<id>/<language>.md (npm run migrate moves JSON articles there), testimonials in content/testimonials/<id>.json, team members in content/team/<id>.json, case studies in content/case-studies/<id>.json and clients in content/clients/<id>.json (one file each, every language in it)',
        ),
      );
      continue;
    }
    const { base, lang } = splitContentFile(path.basename(abs));
    const entry =
      schema === SCHEMA.testimonial ||
      schema === SCHEMA.teamMember ||
      schema === SCHEMA.caseStudy ||
      schema === SCHEMA.client;
    // A collection entry holds every language itself: no translation files beside it.
    if (entry && lang !== null) {
      problems.push(
        fileProblem(
          rel(abs),
          `an entry keeps every language in one file: move these words into ${rel(path.join(path.dirname(abs), `${base}.json`))}, under each field's "${lang}", and delete this file`,
        ),
      );
      continue;
    }
    const checked = ctx.check(abs, schema);
    if (entry) {
      if (checked) append(problems, entryProblems(checked.source, schema, base, site, readings));
    } else if (schema === SCHEMA.facts) {
      // Facts are figures, which each language writes from the one value: nothing to translate.
      if (checked) append(problems, factProblems(checked.source));
    } else {
      if (checked) append(problems, wordingProblems(checked.source, lang, site, readings));
      append(problems, translationFileProblems(abs, rel, base, lang, site));
    }
  }
  return contentFiles.length;
}

/** A collection entry: its translations, and its words and figures. */
function entryProblems(
  source: JsonSource,
  schema: string,
  base: string,
  site: SiteConfig,
  readings: Readings,
): Problem[] {
  const { languages, defaultLanguage } = site;
  return [
    ...(site.known
      ? entryTranslationProblems(source, languages, defaultLanguage, readings.pending)
      : []),
    ...checkTestimonialEntry(
      source,
      base,
      schema === SCHEMA.caseStudy ? readings.caseStudyVocabulary : readings.vocabulary,
      readings.glossary,
      defaultLanguage,
      readings.factNames,
      readings.titleCase,
    ),
  ];
}

/** The names of the facts. */
function factProblems(source: JsonSource): Problem[] {
  const problems: Problem[] = [];
  const facts = (Object(source.value) as { facts?: unknown }).facts;
  for (const name of facts && typeof facts === 'object' ? Object.keys(facts) : []) {
    const wrong = factNameProblem(name);
    if (wrong) problems.push(source.problem(toPointer(['facts', name]), wrong, { key: true }));
  }
  return problems;
}

/**
 * A translated article or story reads like the language's own words (typography, glossary).
 * The original (default-language) file follows its glossary as well.
 */
function wordingProblems(
  source: JsonSource,
  lang: string | null,
  site: SiteConfig,
  { glossary, titleCase }: Readings,
): Problem[] {
  const problems: Problem[] = [];
  for (const { pointer, text } of textsOf(source.value)) {
    const wording =
      lang === null
        ? ((isHeadingPlace(pointer) ? titleCaseProblem(text, titleCase) : null) ??
          glossaryProblem(glossary, site.defaultLanguage, text))
        : (typographyProblem(lang, text) ?? glossaryProblem(glossary, lang, text));
    if (wording) problems.push(source.problem(pointer, wording));
  }
  return problems;
}

/**
 * A translation is named for a language of the site; every English content file has its
 * translation in each other language, and back.
 */
function translationFileProblems(
  abs: string,
  rel: LintContext['rel'],
  base: string,
  lang: string | null,
  { languages, defaultLanguage, known }: SiteConfig,
): Problem[] {
  const problems: Problem[] = [];
  if (known && lang !== null && !languages.includes(lang)) {
    problems.push(
      fileProblem(
        rel(abs),
        `"${lang}" is not one of the site's languages (${languages.join(', ')}): name translations <name>.<language>.json`,
      ),
    );
  }
  const dir = path.dirname(abs);
  if (lang === null) {
    for (const other of languages.filter((l) => l !== defaultLanguage)) {
      if (!fs.existsSync(path.join(dir, `${base}.${other}.json`)))
        problems.push(
          fileProblem(
            rel(abs),
            `no ${other} translation: add ${rel(path.join(dir, `${base}.${other}.json`))} (same fields, translated words)`,
          ),
        );
    }
  } else if (!fs.existsSync(path.join(dir, `${base}.json`))) {
    problems.push(
      fileProblem(
        rel(abs),
        `a translation without its English original ${base}.json in the same folder`,
      ),
    );
  }
  return problems;
}

/** Which schema a content file (English or a translation, "<name>.<lang>.json") must follow. */
function contentSchema(rel: string): string | null {
  if (/^content\/testimonials\/[^/.]+(\.[a-z]{2})?\.json$/.test(rel)) return SCHEMA.testimonial;
  if (/^content\/team\/[^/.]+(\.[a-z]{2})?\.json$/.test(rel)) return SCHEMA.teamMember;
  if (/^content\/case-studies\/[^/.]+(\.[a-z]{2})?\.json$/.test(rel)) return SCHEMA.caseStudy;
  if (/^content\/clients\/[^/.]+(\.[a-z]{2})?\.json$/.test(rel)) return SCHEMA.client;
  if (/^content\/testimonials-page(\.[a-z]{2})?\.json$/.test(rel)) return SCHEMA.testimonials;
  if (rel === FACTS_FILE) return SCHEMA.facts;
  return null;
}

/** Every string in a JSON value that visitors may read, with its pointer (ids and links aside). */
function* textsOf(value: unknown, pointer = ''): Generator<{ pointer: string; text: string }> {
  if (typeof value === 'string') {
    if (
      !/^(id|slug|category|kind|.*Date|.*(Image|Avatar|Url|href)|\$schema)$/.test(
        pointer.split('/').pop() ?? '',
      )
    )
      yield { pointer, text: value };
  } else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) yield* textsOf(v, `${pointer}/${i}`);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value))
      yield* textsOf(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  }
}
