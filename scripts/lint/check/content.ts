import fs from 'node:fs';
import path from 'node:path';
import { checkTestimonialEntry, readCaseStudyVocabulary, readVocabulary } from '../collections.ts';
import { SCHEMA, type LintContext } from '../context.ts';
import { factNameProblem, FACTS_FILE, readFactNames } from '../facts.ts';
import { glossaryProblem, readGlossary } from '../glossary.ts';
import { entryTranslationProblems } from '../entryTranslations.ts';
import { pendingTranslations } from '../madeFrom.ts';
import { append } from '../problem.ts';
import { toPointer } from '../source.ts';
import { typographyProblem } from '../typography.ts';
import { isHeadingPlace, readTitleCaseAllow, titleCaseProblem } from '../titleCase.ts';
import type { SiteConfig } from './site.ts';
import { filesUnder } from '../../lib/files.ts';
import { splitContentFile } from '../../../src/content/paths.ts';

/**
 * The content files (content/: articles, testimonials, facts), each against its schema, with its
 * wording and its translations in every language. Returns how many content files there are.
 */
export function lintContent(ctx: LintContext, site: SiteConfig): number {
  const { root, rel, problems, check } = ctx;
  const { languages, defaultLanguage, known: siteKnown } = site;
  const glossary = readGlossary(root);
  const contentFiles = filesUnder(path.join(root, 'content'), '.json');
  const vocabulary = readVocabulary(root, languages, defaultLanguage);
  const caseStudyVocabulary = readCaseStudyVocabulary(root, languages);
  const factNames = readFactNames(root);
  const pending = pendingTranslations(root);
  const titleCase = readTitleCaseAllow(root);
  for (const abs of contentFiles) {
    const schema = contentSchema(rel(abs));
    if (!schema) {
      problems.push({
        file: rel(abs),
        line: 1,
        column: 1,
        pointer: '',
        message:
          'no schema applies to a content file here: articles are Markdown, content/blog/<id>/<language>.md (npm run migrate moves JSON articles there), testimonials in content/testimonials/<id>.json, team members in content/team/<id>.json, case studies in content/case-studies/<id>.json and clients in content/clients/<id>.json (one file each, every language in it)',
      });
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
      problems.push({
        file: rel(abs),
        line: 1,
        column: 1,
        pointer: '',
        message: `an entry keeps every language in one file: move these words into ${rel(path.join(path.dirname(abs), `${base}.json`))}, under each field's "${lang}", and delete this file`,
      });
      continue;
    }
    const checked = check(abs, schema);
    if (entry) {
      if (checked && siteKnown)
        append(
          problems,
          entryTranslationProblems(checked.source, languages, defaultLanguage, pending),
        );
      if (checked)
        append(
          problems,
          checkTestimonialEntry(
            checked.source,
            base,
            schema === SCHEMA.caseStudy ? caseStudyVocabulary : vocabulary,
            glossary,
            defaultLanguage,
            factNames,
            titleCase,
          ),
        );
      continue;
    }
    // Facts are figures, which each language writes from the one value: nothing to translate.
    if (schema === SCHEMA.facts) {
      const facts = (Object(checked?.source.value) as { facts?: unknown }).facts;
      for (const name of facts && typeof facts === 'object' ? Object.keys(facts) : []) {
        const wrong = factNameProblem(name);
        if (wrong && checked)
          problems.push(checked.source.problem(toPointer(['facts', name]), wrong, { key: true }));
      }
      continue;
    }
    // A translated article or story reads like the language's own words (typography, glossary).
    // The original (default-language) file follows its glossary as well.
    if (checked)
      for (const { pointer, text } of textsOf(checked.source.value)) {
        const wording =
          lang === null
            ? ((isHeadingPlace(pointer) ? titleCaseProblem(text, titleCase) : null) ??
              glossaryProblem(glossary, defaultLanguage, text))
            : (typographyProblem(lang, text) ?? glossaryProblem(glossary, lang, text));
        if (wording) problems.push(checked.source.problem(pointer, wording));
      }
    if (siteKnown && lang !== null && !languages.includes(lang)) {
      problems.push({
        file: rel(abs),
        line: 1,
        column: 1,
        pointer: '',
        message: `"${lang}" is not one of the site's languages (${languages.join(', ')}): name translations <name>.<language>.json`,
      });
    }
    // Every English content file has its translation in each other language, and back.
    const dir = path.dirname(abs);
    if (lang === null) {
      for (const other of languages.filter((l) => l !== defaultLanguage)) {
        if (!fs.existsSync(path.join(dir, `${base}.${other}.json`)))
          problems.push({
            file: rel(abs),
            line: 1,
            column: 1,
            pointer: '',
            message: `no ${other} translation: add ${rel(path.join(dir, `${base}.${other}.json`))} (same fields, translated words)`,
          });
      }
    } else if (!fs.existsSync(path.join(dir, `${base}.json`))) {
      problems.push({
        file: rel(abs),
        line: 1,
        column: 1,
        pointer: '',
        message: `a translation without its English original ${base}.json in the same folder`,
      });
    }
  }
  return contentFiles.length;
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
