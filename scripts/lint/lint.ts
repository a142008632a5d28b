import fs from 'node:fs';
import path from 'node:path';
import { createValidator, type Collected, type Validator } from './ajv.ts';
import { friendlyErrors } from './messages.ts';
import { JsonSource } from './source.ts';
import { checkSelectDefaults } from './select-defaults.ts';
import {
  checkLocaleParity,
  readLocales,
  PLURAL_SUFFIX,
  type IdenticalAllowList,
  type Locales,
} from './locales.ts';
import type { Problem } from './problem.ts';
import { closest, didYouMean } from './suggest.ts';
import {
  fileToPattern,
  isDynamic,
  matchPath,
  patternToPath,
  type RoutePattern,
} from '../../src/engine/routing.ts';
import { checkEngine } from './engine.ts';
import { checkTestimonials } from './content.ts';
import { filesUnder } from '../lib/files.ts';
import { contentIds, type ParamsFrom } from '../lib/content-ids.ts';
import { splitContentFile } from '../../src/content/paths.ts';

export interface LintResult {
  problems: Problem[];
  counts: { pages: number; content: number; locales: number; site: number };
}

interface Checked {
  source: JsonSource;
  collected: Collected;
}

interface PageInfo extends Checked {
  pattern: RoutePattern;
  params: string[] | undefined;
  blockIds: Set<string>;
}

const SCHEMA = {
  page: 'schemas/page.schema.json',
  site: 'schemas/site.schema.json',
  article: 'schemas/content/article.schema.json',
  testimonials: 'schemas/content/testimonials.schema.json',
  simpleTestimonials: 'schemas/content/simpleTestimonials.schema.json',
} as const;

/** Which schema a content file (English or a translation, "<name>.<lang>.json") must follow. */
function contentSchema(rel: string): string | null {
  if (/^content\/blog\/articles\/[^/.]+(\.[a-z]{2})?\.json$/.test(rel)) return SCHEMA.article;
  if (/^content\/testimonials\/testimonials(\.[a-z]{2})?\.json$/.test(rel))
    return SCHEMA.testimonials;
  if (/^content\/testimonials\/simple(\.[a-z]{2})?\.json$/.test(rel))
    return SCHEMA.simpleTestimonials;
  return null;
}

export function runLint({
  root,
  engine = false,
  validator = createValidator(),
}: {
  root: string;
  engine?: boolean;
  /** Compiled schemas, reused by callers that lint many times (the fuzz test). */
  validator?: Validator;
}): LintResult {
  const rel = (abs: string) => path.relative(root, abs).split(path.sep).join('/');
  const problems: Problem[] = [];

  const check = (abs: string, schema: string): Checked | null => {
    const source = JsonSource.fromBytes(rel(abs), fs.readFileSync(abs));
    problems.push(...source.syntaxErrors);
    if (source.value === undefined) return null;
    const expected = path
      .relative(path.dirname(abs), path.join(root, schema))
      .split(path.sep)
      .join('/');
    const value = source.value as Record<string, unknown>;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const declared = value.$schema;
      const want = expected.startsWith('.') ? expected : `./${expected}`;
      if (declared === undefined) {
        problems.push(
          source.problem(
            '',
            `add "$schema": "${want}" as the first property, so your editor can autocomplete and check this file`,
          ),
        );
      } else if (
        typeof declared === 'string' &&
        path.posix.normalize(declared) !== path.posix.normalize(want)
      ) {
        problems.push(source.problem('/$schema', `"$schema" should be "${want}"`));
      }
    }
    const { errors, collected } = validateWith(validator, schema, source.value);
    for (const f of friendlyErrors(errors))
      problems.push(source.problem(f.pointer, f.message, { key: f.key ?? false }));
    return { source, collected };
  };

  // Site config first: it names the languages everything else is checked against.
  const siteAbs = path.join(root, 'site.json');
  let languages: string[] = [];
  let defaultLanguage = 'en';
  let site: Checked | null = null;
  if (fs.existsSync(siteAbs)) {
    site = check(siteAbs, SCHEMA.site);
    const v = Object(site?.source.value) as
      { languages?: unknown; defaultLanguage?: unknown } | undefined;
    if (Array.isArray(v?.languages))
      languages = v.languages.filter((l): l is string => typeof l === 'string');
    if (typeof v?.defaultLanguage === 'string') defaultLanguage = v.defaultLanguage;
    if (site && !languages.includes(defaultLanguage)) {
      problems.push(
        site.source.problem(
          '/defaultLanguage',
          `"${defaultLanguage}" must be one of the languages (${languages.join(', ')})`,
        ),
      );
    }
  } else {
    problems.push({
      file: 'site.json',
      line: 1,
      column: 1,
      pointer: '',
      message: 'site.json is missing: it names the languages, navigation and footer',
    });
  }

  // Pages.
  const pages: PageInfo[] = [];
  const unreadable: RoutePattern[] = [];
  for (const abs of filesUnder(path.join(root, 'pages'), '.json')) {
    const checked = check(abs, SCHEMA.page);
    // A page that does not parse still exists: links to it are not the problem to report.
    if (!checked) {
      unreadable.push(fileToPattern('/' + rel(abs)));
      continue;
    }
    const value = Object(checked.source.value) as {
      params?: string[];
      paramsFrom?: ParamsFrom;
      blocks?: { id?: unknown }[];
    };
    const pattern = fileToPattern('/' + rel(abs));
    const blockIds = new Set<string>();
    (Array.isArray(value.blocks) ? value.blocks : []).forEach((b, i) => {
      if (b && typeof b.id === 'string') {
        if (blockIds.has(b.id))
          problems.push(
            checked.source.problem(
              `/blocks/${i}/id`,
              `block id "${b.id}" is used twice on this page; ids are anchors and must be unique`,
            ),
          );
        blockIds.add(b.id);
      }
    });
    problems.push(...checkSelectDefaults(checked.source, value.blocks));
    let params = Array.isArray(value.params) ? value.params : undefined;
    const from = value.paramsFrom;
    if (from && typeof from.content === 'string') {
      const ids = contentIds(root, from);
      if (!ids || ids.length === 0)
        problems.push(
          checked.source.problem(
            '/paramsFrom',
            from.list
              ? `content/${from.content}.json has no "${from.list}" list of items with an "id"`
              : `content/${from.content}/ has no content files to take ids from`,
          ),
        );
      params = ids ?? [];
    }
    if (isDynamic(pattern) && !params) {
      problems.push(
        checked.source.problem(
          '',
          `this page's file name has a [part], so it needs "params" (the list of values that part may take) or "paramsFrom" (a content folder)`,
        ),
      );
    }
    if (!isDynamic(pattern) && (value.params || from)) {
      problems.push(
        checked.source.problem(
          value.params ? '/params' : '/paramsFrom',
          `"params" and "paramsFrom" only make sense for a file named with a [part], like pages/blog/[id].json`,
        ),
      );
    }
    pages.push({ ...checked, pattern, params, blockIds });
  }

  // Content files.
  const contentFiles = filesUnder(path.join(root, 'content'), '.json');
  for (const abs of contentFiles) {
    const schema = contentSchema(rel(abs));
    if (!schema) {
      problems.push({
        file: rel(abs),
        line: 1,
        column: 1,
        pointer: '',
        message:
          'no schema applies to a content file here: articles go in content/blog/articles/<id>.json, testimonials in content/testimonials/testimonials.json, home quotes in content/testimonials/simple.json',
      });
      continue;
    }
    const checked = check(abs, schema);
    const { base, lang } = splitContentFile(path.basename(abs));
    if (checked && schema === SCHEMA.testimonials)
      problems.push(...checkTestimonials(checked.source, abs, lang !== null));
    const id = (Object(checked?.source.value) as { id?: unknown } | undefined)?.id;
    if (checked && schema === SCHEMA.article && typeof id === 'string' && id !== base) {
      problems.push(checked.source.problem('/id', `id "${id}" must match the file name (${base})`));
    }
    if (lang !== null && !languages.includes(lang)) {
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

  // Locales.
  const locales = readLocales(root, rel, languages);
  problems.push(...locales.problems);
  // Beside locales/, not in it: everything under locales/ is a language.
  const allowAbs = path.join(root, 'locales-allow-identical.json');
  let allow: IdenticalAllowList = {};
  if (fs.existsSync(allowAbs)) {
    const src = JsonSource.fromBytes(rel(allowAbs), fs.readFileSync(allowAbs));
    problems.push(...src.syntaxErrors);
    allow = (Object(src.value) as { keys?: IdenticalAllowList } | undefined)?.keys ?? {};
  }
  if (languages.length)
    problems.push(...checkLocaleParity(locales, languages, defaultLanguage, allow));

  // Across files: keys, links, content ids.
  const patterns = [...pages.map((p) => p.pattern), ...unreadable];
  const knownPaths = pages.flatMap((p) =>
    p.params
      ? p.params.map((v) => patternToPath(p.pattern, paramValues(p.pattern, v)))
      : isDynamic(p.pattern)
        ? []
        : [patternToPath(p.pattern)],
  );
  for (const checked of [site, ...pages]) {
    if (!checked) continue;
    problems.push(...checkKeys(checked, locales, languages, defaultLanguage));
    for (const link of checked.collected.links) {
      const [target = '/', hash] = link.value.split('#');
      const match = matchPath(target, patterns);
      if (match && unreadable.includes(match.pattern)) continue;
      const page = match && pages.find((p) => p.pattern === match.pattern);
      const paramOk =
        page && (!page.params || page.params.includes(Object.values(match.params).join('/')));
      if (!page || !paramOk) {
        problems.push(
          checked.source.problem(
            link.pointer,
            `link to "${target}", but no page has that address${didYouMean(target, knownPaths)}`,
          ),
        );
      } else if (hash && !page.blockIds.has(hash)) {
        problems.push(
          checked.source.problem(
            link.pointer,
            `"${target}" has no block with id "${hash}"${didYouMean(hash, page.blockIds)}`,
          ),
        );
      }
    }
    for (const ref of checked.collected.contentRefs) {
      const file = path.join(root, 'content', ref.folder, `${ref.value}.json`);
      if (!fs.existsSync(file)) {
        const ids = filesUnder(path.join(root, 'content', ref.folder), '.json').map((f) =>
          path.basename(f, '.json'),
        );
        problems.push(
          checked.source.problem(
            ref.pointer,
            `no content/${ref.folder}/${ref.value}.json${didYouMean(ref.value, ids)}`,
          ),
        );
      }
    }
  }

  if (engine) problems.push(...checkEngine(root));

  let localeCount = 0;
  for (const byNs of locales.files.values()) localeCount += byNs.size;
  return {
    problems,
    counts: {
      pages: pages.length,
      content: contentFiles.length,
      locales: localeCount,
      site: site ? 1 : 0,
    },
  };
}

function validateWith(validator: Validator, schema: string, value: unknown) {
  return validator.validate(schema, value);
}

/** "business/overview" for a [...path] page → { path: "business/overview" }. */
function paramValues(pattern: RoutePattern, value: string): Record<string, string> {
  const name = pattern.segments.find((s) => s[0] === ':' || s[0] === '*')?.slice(1) ?? '';
  return { [name]: value };
}

function checkKeys(
  checked: Checked,
  locales: Locales,
  languages: string[],
  defaultLanguage: string,
): Problem[] {
  const problems: Problem[] = [];
  for (const { pointer, value } of checked.collected.textKeys) {
    const sep = value.indexOf(':');
    if (sep < 0) continue; // the schema's pattern already reported it
    const ns = value.slice(0, sep);
    const key = value.slice(sep + 1);
    const base = locales.files.get(defaultLanguage);
    const nsFile = base?.get(ns);
    if (!nsFile) {
      problems.push(
        checked.source.problem(
          pointer,
          `"${value}": there is no locales/${defaultLanguage}/${ns}.json${didYouMean(ns, base?.keys() ?? [])}`,
        ),
      );
      continue;
    }
    const has = (entries: Map<string, unknown> | undefined) =>
      !!entries &&
      (entries.has(key) ||
        [...entries.keys()].some(
          (k) => PLURAL_SUFFIX.test(k) && k.replace(PLURAL_SUFFIX, '') === key,
        ));
    if (!has(nsFile.entries)) {
      const near = closest(key, nsFile.entries.keys());
      problems.push(
        checked.source.problem(
          pointer,
          `missing translation "${value}" in locales/${defaultLanguage}/${ns}.json${near ? ` — did you mean "${ns}:${near}"?` : ''}`,
        ),
      );
      continue;
    }
    const missing = languages.filter(
      (l) => l !== defaultLanguage && !has(locales.files.get(l)?.get(ns)?.entries),
    );
    if (missing.length) {
      problems.push(
        checked.source.problem(
          pointer,
          `translation "${value}" is missing in ${missing.join(', ')} (locales/<language>/${ns}.json)`,
        ),
      );
    }
  }
  return problems;
}
