import fs from 'node:fs';
import path from 'node:path';
import { createValidator, type Collected, type Reference, type Validator } from './ajv.ts';
import { friendlyErrors } from './messages.ts';
import { clip, JsonSource, toPointer } from './source.ts';
import { checkSelectDefaults } from './select-defaults.ts';
import { checkExternalHosts } from './external-hosts.ts';
import {
  checkLocaleParity,
  readLocales,
  PLURAL_SUFFIX,
  type IdenticalAllowList,
  type LocaleFile,
  type Locales,
} from './locales.ts';
import { append, capPerKind, sortProblems, SHOWN_PER_KIND, type Problem } from './problem.ts';
import { closest, didYouMean } from './suggest.ts';
import {
  fileToPattern,
  isDynamic,
  matchPath,
  patternToPath,
  type RoutePattern,
} from '../../src/engine/patterns.ts';
import { checkEngine } from './engine.ts';
import { checkMadeFrom } from './made-from.ts';
import { glossaryProblem, readGlossary } from './glossary.ts';
import { typographyProblem } from './typography.ts';
import { RESERVED, visitorTextProblem } from './visitor-text.ts';
import { httpsAddressProblem, PublicFiles, publicPathProblem } from './addresses.ts';
import { CURRENT_VERSION, migrate } from '../../src/engine/migrate.ts';
import { checkTestimonials } from './content.ts';
import { checkFigures, factNameProblem, FACTS_FILE, readFactNames } from './facts.ts';
import { filesUnder } from '../lib/files.ts';
import { contentIds, type ParamsFrom } from '../lib/content-ids.ts';
import { splitContentFile } from '../../src/content/paths.ts';
import {
  expandIncludes,
  isInclude,
  isSectionFile,
  overridesOf,
  SECTIONS_FOLDER,
} from '../../src/engine/sections.ts';
import type { ErrorObject } from 'ajv';

export interface LintResult {
  /** In file, line and column order; past SHOWN_PER_KIND of one kind, one line counts the rest. */
  problems: Problem[];
  /** Every problem found, the listed ones and those counted. */
  total: number;
  counts: { pages: number; sections: number; content: number; locales: number; site: number };
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
  section: 'schemas/section.schema.json',
  site: 'schemas/site.schema.json',
  article: 'schemas/content/article.schema.json',
  testimonials: 'schemas/content/testimonials.schema.json',
  simpleTestimonials: 'schemas/content/simpleTestimonials.schema.json',
  facts: 'schemas/facts.schema.json',
} as const;

/** Which schema a content file (English or a translation, "<name>.<lang>.json") must follow. */
function contentSchema(rel: string): string | null {
  if (/^content\/blog\/articles\/[^/.]+(\.[a-z]{2})?\.json$/.test(rel)) return SCHEMA.article;
  if (/^content\/testimonials\/testimonials(\.[a-z]{2})?\.json$/.test(rel))
    return SCHEMA.testimonials;
  if (/^content\/testimonials\/simple(\.[a-z]{2})?\.json$/.test(rel))
    return SCHEMA.simpleTestimonials;
  if (rel === FACTS_FILE) return SCHEMA.facts;
  return null;
}

export function runLint({
  root,
  engine = false,
  validator = createValidator(),
  publicDir = path.join(root, 'public'),
}: {
  root: string;
  engine?: boolean;
  /** Where images and scenes must exist: the editor lints a copy of the words, not of public/. */
  publicDir?: string;
  /** Compiled schemas, reused by callers that lint many times (the fuzz test). */
  validator?: Validator;
}): LintResult {
  const rel = (abs: string) => path.relative(root, abs).split(path.sep).join('/');
  const problems: Problem[] = [];

  const everyChecked: Checked[] = [];
  // Shared sections, read before the pages that include them: name → blocks (null: unreadable).
  const sections = new Map<string, unknown[] | null>();
  const check = (abs: string, schema: string): Checked | null => {
    const source = JsonSource.fromBytes(rel(abs), fs.readFileSync(abs));
    append(problems, source.syntaxErrors);
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
    // A page in an older format is one message naming the command that upgrades it; the rest
    // of the page is checked as it will be once upgraded.
    let data = source.value;
    if (schema === SCHEMA.page) {
      const old = olderPageFormat(value);
      if (old !== null) {
        problems.push(
          source.problem(
            value && 'schemaVersion' in value ? '/schemaVersion' : '',
            `this page is in an older format (version ${old}, now ${CURRENT_VERSION}): run "npm run migrate" to upgrade it`,
          ),
        );
        data = migrate(value);
      }
    }
    const { errors, collected, notes } = validateWith(validator, schema, data, sections);
    // One mistake, one message: a reserved key has its own; the schema's "unknown property" and
    // a text's own problem are not added at a place that already has one.
    append(problems, source.keyErrors);
    const reserved = new Set(source.keyErrors.map((p) => p.pointer));
    const said = new Set(reserved);
    for (const f of friendlyErrors(errors))
      if (!reserved.has(f.pointer)) {
        said.add(f.pointer);
        problems.push(source.problem(f.pointer, f.message, { key: f.key ?? false }));
      }
    for (const n of notes) problems.push(source.problem(n.pointer, n.message));
    for (const { pointer, text } of stringsOf(data))
      if (!said.has(pointer)) {
        const wrong = visitorTextProblem(text) ?? tagProblem(pointer, text);
        if (wrong) problems.push(source.problem(pointer, wrong));
      }
    const result = { source, collected };
    everyChecked.push(result);
    return result;
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
      // Only real language codes go on to name folders and files: the schema reports the others,
      // and a 10,000-character "code" must not be echoed in every locale problem.
      languages = v.languages.filter(
        (l): l is string =>
          typeof l === 'string' && /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-[A-Z]{2})?$/.test(l),
      );
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

  // A site.json that does not parse (or is missing) has its one message; the checks that need
  // its languages or hosts are skipped rather than run against an empty list, which would call
  // every translation in the repository wrong.
  const siteKnown = site !== null;

  // Shared sections (pages/_sections/): checked like pages, never routed.
  const sectionFiles = filesUnder(path.join(root, 'pages'), '.json').filter(isSectionFile);
  for (const abs of sectionFiles) {
    const checked = check(abs, SCHEMA.section);
    const name = path.relative(path.join(root, 'pages', SECTIONS_FOLDER), abs).slice(0, -5);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name) && checked)
      problems.push(
        checked.source.problem(
          '',
          `${clip(name)} cannot name a shared section: use lower-case letters, digits and hyphens, directly in pages/${SECTIONS_FOLDER}/`,
        ),
      );
    const blocks = (Object(checked?.source.value) as { blocks?: unknown }).blocks;
    sections.set(name, checked && Array.isArray(blocks) ? blocks : null);
    if (checked) append(problems, checkSelectDefaults(checked.source, blocks as never));
  }

  // Pages.
  const pages: PageInfo[] = [];
  const unreadable: RoutePattern[] = [];
  for (const abs of filesUnder(path.join(root, 'pages'), '.json')) {
    if (isSectionFile(abs)) continue;
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
    const badName = unusablePageName(rel(abs));
    if (badName) problems.push(checked.source.problem('', badName));
    const blockIds = new Set<string>();
    (Array.isArray(value.blocks) ? value.blocks : []).forEach((b, i) => {
      // An include brings its section's ids (the include's own "id" replaces a one-block one's).
      for (const one of shownBlocks(b, sections) as { id?: unknown }[]) {
        if (!one || typeof one.id !== 'string') continue;
        if (blockIds.has(one.id))
          problems.push(
            checked.source.problem(
              `/blocks/${i}${isInclude(b) ? '' : '/id'}`,
              `block id "${one.id}" is used twice on this page; ids are anchors and must be unique`,
            ),
          );
        blockIds.add(one.id);
      }
    });
    append(problems, checkSelectDefaults(checked.source, value.blocks));
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
  const glossary = readGlossary(root);
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
      append(problems, checkTestimonials(checked.source, abs, lang !== null));
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
            ? glossaryProblem(glossary, defaultLanguage, text)
            : (typographyProblem(lang, text) ?? glossaryProblem(glossary, lang, text));
        if (wording) problems.push(checked.source.problem(pointer, wording));
      }
    const id = (Object(checked?.source.value) as { id?: unknown } | undefined)?.id;
    if (checked && schema === SCHEMA.article && typeof id === 'string' && id !== base) {
      problems.push(checked.source.problem('/id', `id "${id}" must match the file name (${base})`));
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

  // Locales.
  const locales = readLocales(root, rel, siteKnown ? languages : null);
  append(problems, locales.problems);
  // Beside locales/, not in it: everything under locales/ is a language.
  const allowAbs = path.join(root, 'locales-allow-identical.json');
  let allow: IdenticalAllowList = {};
  if (fs.existsSync(allowAbs)) {
    const src = JsonSource.fromBytes(rel(allowAbs), fs.readFileSync(allowAbs));
    append(problems, src.syntaxErrors);
    allow = (Object(src.value) as { keys?: IdenticalAllowList } | undefined)?.keys ?? {};
  }
  if (languages.length) {
    append(
      problems,
      checkLocaleParity(locales, languages, defaultLanguage, allow, readGlossary(root)),
    );
    append(problems, checkMadeFrom(root, locales, languages, defaultLanguage));
    append(problems, checkFigures(locales, defaultLanguage, readFactNames(root)));
  }

  // A full address on the site's own host ("https://atlasdigital.ma/carrers") is an internal
  // link written long: it is checked against the pages like "/carrers", not waved through as
  // another site.
  const ownHost = bareHost((Object(site?.source.value) as { url?: unknown }).url);
  if (ownHost)
    for (const c of everyChecked)
      c.collected.external = c.collected.external.filter((link) => {
        const url = parseUrl(link.value);
        if (!url || bareHost(url.origin) !== ownHost) return true;
        c.collected.links.push({ pointer: link.pointer, value: url.pathname + url.hash });
        return false;
      });

  // Across files: keys, links, content ids.
  const patterns = [...pages.map((p) => p.pattern), ...unreadable];
  const knownPaths = pages.flatMap((p) =>
    p.params
      ? p.params.map((v) => patternToPath(p.pattern, paramValues(p.pattern, v)))
      : isDynamic(p.pattern)
        ? []
        : [patternToPath(p.pattern)],
  );
  // Content files (articles) link too: their links are checked like a page's.
  const keyed = new Set<JsonSource | undefined>([site?.source, ...pages.map((p) => p.source)]);
  for (const checked of everyChecked) {
    if (siteKnown && keyed.has(checked.source))
      append(problems, checkKeys(checked, locales, defaultLanguage));
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

  // Images and the scene name files that exist in public/, inside it.
  const publicFiles = new PublicFiles(publicDir);
  const shaped = new Set(problems.map((p) => `${p.file}#${p.pointer}`));
  for (const checked of everyChecked)
    for (const image of checked.collected.images) {
      if (shaped.has(`${checked.source.file}#${image.pointer}`)) continue;
      const wrong = publicPathProblem(image, publicFiles, 'image');
      if (wrong) problems.push(checked.source.problem(image.pointer, wrong));
    }

  // Links to other sites only go to the hosts site.json allows.
  const hosts = (Object(site?.source.value) as { externalHosts?: unknown }).externalHosts;
  if (site) append(problems, checkSiteAddresses(site.source, problems, publicFiles));
  // A malformed address already has its message: one mistake, one message.
  const flagged = new Set(problems.map((p) => `${p.file}#${p.pointer}`));
  if (siteKnown)
    append(
      problems,
      checkExternalHosts(
        everyChecked,
        Array.isArray(hosts) ? hosts.filter((h): h is string => typeof h === 'string') : [],
      ).filter((p) => !flagged.has(`${p.file}#${p.pointer}`)),
    );

  if (engine) append(problems, checkEngine(root));

  let localeCount = 0;
  for (const byNs of locales.files.values()) localeCount += byNs.size;
  return {
    problems: capPerKind(sortProblems(problems)),
    total: problems.length,
    counts: {
      pages: pages.length,
      sections: sectionFiles.length,
      content: contentFiles.length,
      locales: localeCount,
      site: site ? 1 : 0,
    },
  };
}

/**
 * A page file's name is its address: "about copy.json" (a file manager's duplicate) would
 * publish /about copy, "About.json" /About. Lower-case words joined by hyphens, or a [part].
 */
function unusablePageName(relPath: string): string | null {
  const parts = relPath
    .replace(/^pages\//, '')
    .replace(/\.json$/, '')
    .split('/');
  const bad = parts.find((p) => !/^([a-z0-9]+(-[a-z0-9]+)*|\[(\.\.\.)?[a-zA-Z]+\])$/.test(p));
  if (bad === undefined) return null;
  const better = bad
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${clip(bad)} cannot be part of a page's address (the file name becomes it): use lower-case letters, digits and hyphens${better ? `, like "${better}"` : ''}, or remove the file if it is a copy`;
}

const parseUrl = (value: string): URL | null => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

/** "atlasdigital.ma" for "https://www.atlasdigital.ma": the www. form is the same site. */
function bareHost(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const host = parseUrl(value)?.hostname;
  return host ? host.replace(/^www\./, '') : null;
}

/** The page's format version when it is older than the current one (0: none given), else null. */
function olderPageFormat(value: unknown): number | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = (value as { schemaVersion?: unknown }).schemaVersion;
  if (v === undefined) return 0;
  return Number.isInteger(v) && (v as number) >= 0 && (v as number) < CURRENT_VERSION
    ? (v as number)
    : null;
}

/** What a page entry shows: itself, or an include's section blocks (none when it cannot). */
function shownBlocks(entry: unknown, sections: Map<string, unknown[] | null>): unknown[] {
  if (!isInclude(entry)) return [entry];
  try {
    return expandIncludes([entry], (name) => {
      const blocks = sections.get(name);
      return blocks ? { blocks } : undefined;
    });
  } catch {
    return []; // reported by validateWith
  }
}

/**
 * A page is validated block by block. Validated whole, ajv joins each failing block's errors to
 * all the errors before it (Array.concat per $ref), so a page of 90,000 faulty blocks took 250 s;
 * one block at a time, lint time grows with the page (figures in the issue note).
 */
function validateWith(
  validator: Validator,
  schema: string,
  value: unknown,
  sections: Map<string, unknown[] | null>,
): { errors: ErrorObject[]; collected: Collected; notes: { pointer: string; message: string }[] } {
  const notes: { pointer: string; message: string }[] = [];
  const blocks = (value as { blocks?: unknown } | null)?.blocks;
  if ((schema !== SCHEMA.page && schema !== SCHEMA.section) || !Array.isArray(blocks))
    return { ...validator.validate(schema, value), notes };
  const whole = validator.validate(schema, { ...(value as object), blocks: [] });
  // An empty list is what the section schema's minItems is for; the page's real blocks follow.
  const errors = whole.errors.filter((e) => blocks.length === 0 || e.instancePath !== '/blocks');
  const collected = whole.collected;
  const add = (
    one: { errors: ErrorObject[]; collected: Collected },
    at: string,
    keep: (pointer: string, e?: ErrorObject) => boolean = () => true,
  ) => {
    for (const e of one.errors)
      if (keep(e.instancePath, e)) errors.push({ ...e, instancePath: at + e.instancePath });
    for (const key of ['textKeys', 'links', 'contentRefs', 'external', 'images'] as const)
      for (const ref of one.collected[key])
        if (keep(ref.pointer))
          (collected[key] as Reference[]).push({ ...ref, pointer: at + ref.pointer });
  };
  blocks.forEach((block: unknown, i) => {
    const at = `/blocks/${i}`;
    if (schema === SCHEMA.page && block && typeof block === 'object' && 'include' in block) {
      const own = validator.validate(`${SCHEMA.page}#/definitions/include`, block);
      add(own, at);
      if (own.errors.length || !isInclude(block)) return;
      append(notes, checkInclude(validator, block, at, sections, add));
      return;
    }
    add(validator.validate(`${SCHEMA.page}#/definitions/block`, block), at);
  });
  return { errors, collected, notes };
}

/**
 * An include names a section that exists, and what it sets beside "include" is valid for the
 * section's block. Only those properties are checked here: the section's own are checked (and
 * reported) in its file, once, not again on every page that includes it.
 */
function checkInclude(
  validator: Validator,
  include: ReturnType<typeof overridesOf> & { include: string },
  at: string,
  sections: Map<string, unknown[] | null>,
  add: (
    one: { errors: ErrorObject[]; collected: Collected },
    at: string,
    keep: (pointer: string, e?: ErrorObject) => boolean,
  ) => void,
): { pointer: string; message: string }[] {
  const name = include.include;
  if (!sections.has(name)) {
    const message = `there is no pages/${SECTIONS_FOLDER}/${name}.json${didYouMean(name, sections.keys())}`;
    return [{ pointer: `${at}/include`, message }];
  }
  const blocks = sections.get(name);
  if (!blocks) return []; // the section's file does not parse: its own message says so
  const overrides = overridesOf(include);
  const set = new Set(Object.keys(overrides));
  if (set.size === 0) return [];
  if (blocks.length !== 1)
    return [
      {
        pointer: at,
        message: `pages/${SECTIONS_FOLDER}/${name}.json has ${blocks.length} blocks, so nothing can be set beside "include" (${[...set].join(', ')}): which block would it change? Include it as it is, or split it into one-block sections`,
      },
    ];
  const merged = { ...(blocks[0] as object), ...overrides };
  const top = (pointer: string) => pointer.split('/')[1] ?? '';
  add(validator.validate(`${SCHEMA.page}#/definitions/block`, merged), at, (pointer, e) =>
    pointer === ''
      ? // At the block itself: only an unknown property written beside "include" is this page's.
        set.has(String((e?.params as { additionalProperty?: unknown })?.additionalProperty))
      : set.has(top(pointer)),
  );
  return [];
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

/** Every string in a JSON value with its pointer ("$schema" aside), without recursion limits. */
function* stringsOf(value: unknown, pointer = ''): Generator<{ pointer: string; text: string }> {
  if (typeof value === 'string') {
    if (pointer !== '/$schema') yield { pointer, text: value };
  } else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) yield* stringsOf(v, `${pointer}/${i}`);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value))
      yield* stringsOf(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  }
}

/** A tag or category becomes a key where the site groups by it: JavaScript's own words cannot. */
function tagProblem(pointer: string, text: string): string | null {
  if (!RESERVED.has(text)) return null;
  if (!/\/(tags|categories|industries)\/\d+$|\/(category|clientIndustry)$/.test(pointer))
    return null;
  return `"${text}" cannot be a tag or a category: JavaScript uses this word itself, and the filters would break on it. Pick another word`;
}

/**
 * site.json's own addresses, read as the build reads them: "url" (it reaches every canonical
 * link and robots.txt as written), the scene and the forms' endpoint (it becomes part of the
 * security policy and is parsed by the build). Where the schema already said the shape is
 * wrong, that is the one message.
 */
function checkSiteAddresses(
  source: JsonSource,
  problems: readonly Problem[],
  publicFiles: PublicFiles,
): Problem[] {
  const out: Problem[] = [];
  const said = new Set(problems.filter((p) => p.file === source.file).map((p) => p.pointer));
  const value = Object(source.value) as {
    url?: unknown;
    scene?: unknown;
    externalHosts?: unknown;
    forms?: { endpoint?: unknown };
  };
  const check = (pointer: string, v: unknown, wrong: (v: string) => string | null) => {
    if (typeof v !== 'string' || said.has(pointer)) return;
    const message = wrong(v);
    if (message) out.push(source.problem(pointer, message));
  };
  check('/url', value.url, (v) => httpsAddressProblem(v, { hosts: null, whole: true }));
  if (typeof value.url !== 'string' || said.has('/url')) return out;
  const own = new URL(value.url).hostname;
  const hosts = [
    own,
    ...(Array.isArray(value.externalHosts)
      ? value.externalHosts.filter((h): h is string => typeof h === 'string')
      : []),
  ];
  check('/scene', value.scene, (v) =>
    v.startsWith('/')
      ? publicPathProblem({ pointer: '/scene', value: v }, publicFiles, 'scene')
      : httpsAddressProblem(v, { hosts }),
  );
  check('/forms/endpoint', Object(value.forms).endpoint, (v) => httpsAddressProblem(v, { hosts }));
  return out;
}

/** "business/overview" for a [...path] page → { path: "business/overview" }. */
function paramValues(pattern: RoutePattern, value: string): Record<string, string> {
  const name = pattern.segments.find((s) => s[0] === ':' || s[0] === '*')?.slice(1) ?? '';
  return { [name]: value };
}

const stems = new WeakMap<LocaleFile, Set<string>>();

/** "items" for a file with "items_one" and "items_other": a key the page may name. Once per file. */
function pluralStems(file: LocaleFile): Set<string> {
  let set = stems.get(file);
  if (!set) {
    set = new Set();
    for (const k of file.entries.keys())
      if (PLURAL_SUFFIX.test(k)) set.add(k.replace(PLURAL_SUFFIX, ''));
    stems.set(file, set);
  }
  return set;
}

function checkKeys(checked: Checked, locales: Locales, defaultLanguage: string): Problem[] {
  const problems: Problem[] = [];
  const missing: { problem: Problem; key: string; ns: string; nsFile: LocaleFile }[] = [];
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
    if (nsFile.unreadable) continue; // its syntax error is the message
    if (!nsFile.entries.has(key) && !pluralStems(nsFile).has(key)) {
      const problem = checked.source.problem(
        pointer,
        `missing translation "${value}" in locales/${defaultLanguage}/${ns}.json`,
      );
      problems.push(problem);
      missing.push({ problem, key, ns, nsFile });
    }
    // A key English has but another language lacks is reported once, in that language's file,
    // by the locale check: not again here at every page that uses it.
  }
  // The likely key is looked for only where the message will be listed (the first of its kind
  // in the file's order): over 200,000 unknown keys the search was half the lint's time.
  missing.sort((a, b) => a.problem.line - b.problem.line || a.problem.column - b.problem.column);
  for (const { problem, key, ns, nsFile } of missing.slice(0, SHOWN_PER_KIND)) {
    const near = closest(key, nsFile.entries.keys());
    if (near) problem.message += ` — did you mean "${ns}:${near}"?`;
  }
  return problems;
}
