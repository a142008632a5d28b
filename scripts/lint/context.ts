import fs from 'node:fs';
import path from 'node:path';
import type { ErrorObject } from 'ajv';
import type { Collected, Reference, Validator } from '../lib/ajv.ts';
import { friendlyErrors } from './messages.ts';
import { JsonSource } from './source.ts';
import { append, type Problem } from './problem.ts';
import { didYouMean } from './suggest.ts';
import { RESERVED, visitorTextProblem } from './visitorText.ts';
import { CURRENT_VERSION, migrate } from '../../src/engine/migrate.ts';
import { isInclude, overridesOf, SECTIONS_FOLDER } from '../../src/engine/sections.ts';

/** A JSON file read and checked against its schema, with what it points at for the later checks. */
export interface Checked {
  source: JsonSource;
  collected: Collected;
}

export const SCHEMA = {
  page: 'schemas/page.schema.json',
  section: 'schemas/section.schema.json',
  site: 'schemas/site.schema.json',
  article: 'schemas/content/article.schema.json',
  testimonials: 'schemas/content/testimonials.schema.json',
  testimonial: 'schemas/content/testimonial.schema.json',
  teamMember: 'schemas/content/teamMember.schema.json',
  caseStudy: 'schemas/content/caseStudy.schema.json',
  client: 'schemas/content/client.schema.json',
  facts: 'schemas/facts.schema.json',
} as const;

/**
 * What every check of one kind of file shares: the problems found so far (in the order found,
 * which the checks across files rely on), and the one way a JSON file is read and validated.
 */
export interface LintContext {
  root: string;
  /** A path relative to the root, with "/" on every system: how problems name files. */
  rel: (abs: string) => string;
  problems: Problem[];
  /** Every file checked against a schema, in that order: the checks across files read them. */
  everyChecked: Checked[];
  /** Shared sections, read before the pages that include them: name → blocks (null: unreadable). */
  sections: Map<string, unknown[] | null>;
  /**
   * Reads a JSON file and reports its syntax, its "$schema", its format version, its schema's
   * errors and the texts visitors read; null when it does not parse.
   */
  check: (abs: string, schema: string) => Checked | null;
  /** The compiled schemas, for files that are not JSON (an article's YAML front matter). */
  validator: Validator;
}

export function createContext(root: string, validator: Validator): LintContext {
  const rel = (abs: string) => path.relative(root, abs).split(path.sep).join('/');
  const problems: Problem[] = [];

  const everyChecked: Checked[] = [];
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
  return { root, rel, problems, everyChecked, sections, check, validator };
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
    for (const key of ['textKeys', 'links', 'contentRefs', 'external', 'images', 'facts'] as const)
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
