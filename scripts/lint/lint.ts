import path from 'node:path';
import { sharedValidator, type Validator } from '../lib/ajv.ts';
import { createContext } from './context.ts';
import { checkEngine } from './engine.ts';
import { append, capPerKind, sortProblems, type Problem } from './problem.ts';
import { lintArticles } from './check/articles.ts';
import { lintContent } from './check/content.ts';
import { lintFacts, type FactPlace } from './check/facts.ts';
import { lintLocales } from './check/locales.ts';
import { lintPages } from './check/pages.ts';
import { lintPeople } from './check/people.ts';
import { lintReferences } from './check/references.ts';
import { lintSections } from './check/sections.ts';
import { lintSite } from './check/site.ts';
import { lintStories } from './check/stories.ts';

export interface LintResult {
  /** In file, line and column order; past SHOWN_PER_KIND of one kind, one line counts the rest. */
  problems: Problem[];
  /** Every problem found, the listed ones and those counted. */
  total: number;
  /**
   * What is worth knowing but breaks nothing: the places where the site's facts contradict each
   * other. They never fail the lint.
   */
  warnings: Problem[];
  /** Every page and sentence that shows a fact (the visual editor's facts form lists them). */
  factPlaces: FactPlace[];
  counts: { pages: number; sections: number; content: number; locales: number; site: number };
}

/**
 * Checks what people write (site.json, pages/, content/, locales/) against the schemas and
 * against each other: one module under check/ per kind of file, in the order each needs the
 * last (site.json names the languages; sections come before the pages that include them; the
 * checks across files run once every file is read).
 */
export function runLint({
  root,
  engine = false,
  validator = sharedValidator(),
  publicDir = path.join(root, 'public'),
}: {
  root: string;
  engine?: boolean;
  /** Where images and scenes must exist: the editor lints a copy of the words, not of public/. */
  publicDir?: string;
  /** Compiled schemas, reused by callers that lint many times (the fuzz test). */
  validator?: Validator;
}): LintResult {
  const ctx = createContext(root, validator);
  const site = lintSite(ctx);
  const sections = lintSections(ctx);
  const pages = lintPages(ctx);
  const content = lintContent(ctx, site) + lintArticles(ctx, site, publicDir);
  const locales = lintLocales(ctx, site);
  lintReferences(ctx, site, pages, locales, publicDir);
  lintPeople(ctx);
  lintStories(ctx);
  const { warnings, places: factPlaces } = lintFacts(ctx, locales, site.defaultLanguage);
  const { problems } = ctx;
  if (engine) append(problems, checkEngine(root));

  let localeCount = 0;
  for (const byNs of locales.files.values()) localeCount += byNs.size;
  return {
    problems: capPerKind(sortProblems(problems)),
    total: problems.length,
    // By claim, then by figure: the places that agree with each other read together.
    warnings: capPerKind(
      [...warnings].sort(
        (a, b) =>
          a.message.localeCompare(b.message) || a.file.localeCompare(b.file) || a.line - b.line,
      ),
    ),
    factPlaces,
    counts: {
      pages: pages.pages.length,
      sections,
      content,
      locales: localeCount,
      site: site.site ? 1 : 0,
    },
  };
}
