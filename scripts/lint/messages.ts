import type { ErrorObject } from 'ajv';
import { didYouMean } from './suggest.ts';
import { clip } from './source.ts';
import { guessBlockTypes } from './blockGuess.ts';
import { parseFigure } from '../../src/engine/migrateFigures.ts';

/** Allowed values listed in full up to this many; past it, only the closest few. */
const ENUM_LISTED = 12;

/** The allowed values closest to what was typed (by shared leading letters, then order). */
function nearest(typed: unknown, allowed: readonly unknown[], count = 5): unknown[] {
  const t = typeof typed === 'string' ? typed.toLowerCase() : '';
  const shared = (v: unknown) => {
    const s = String(v).toLowerCase();
    let n = 0;
    while (n < s.length && n < t.length && s[n] === t[n]) n++;
    return n;
  };
  return [...allowed]
    .map((v, i) => ({ v, i, n: shared(v) }))
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .slice(0, count)
    .map((x) => x.v);
}

type SchemaLike = {
  description?: string;
  /** Shared definitions keep their explanation here, so VS Code shows each property's own. */
  $comment?: string;
  properties?: Record<string, unknown>;
  title?: string;
};

export interface Friendly {
  pointer: string;
  message: string;
  /** Point at the property's key rather than its value. */
  key?: boolean;
}

const show = (v: unknown): string => {
  if (typeof v === 'string') return clip(v);
  const json = JSON.stringify(v) ?? String(v);
  return json.length > 80 ? `${json.slice(0, 80)}…` : json;
};
const kind = (v: unknown) =>
  Array.isArray(v)
    ? 'a list'
    : v === null
      ? 'null'
      : typeof v === 'object'
        ? 'an object'
        : typeof v === 'string'
          ? 'the text'
          : typeof v;
const article: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object ({ ... })',
  array: 'a list ([ ... ])',
};

/**
 * Turns ajv's errors into one readable message per problem, with a hint where one helps.
 * Errors that only restate another (the if/then wrapper, an anyOf's failing branches) are dropped.
 */
export function friendlyErrors(errors: ErrorObject[]): Friendly[] {
  const anyOfAt = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  // Where the schema names the exact value (const, enum), that message says what to write; the
  // wrong-type message beside it would only repeat the mistake.
  const exactAt = new Set(
    errors.filter((e) => e.keyword === 'const' || e.keyword === 'enum').map((e) => e.instancePath),
  );
  const out: Friendly[] = [];
  const seen = new Set<string>();
  for (const e of errors) {
    if (e.keyword === 'if') continue;
    if (e.keyword === 'type' && exactAt.has(e.instancePath)) continue;
    if (anyOfAt.has(e.instancePath) && e.keyword !== 'anyOf') continue;
    // A figure object with one wrong part: the message at that part says it all.
    if (e.keyword === 'anyOf' && insideHasErrors(e, errors)) continue;
    const f = friendly(e);
    const id = `${f.pointer}\u0000${f.message}`;
    if (!seen.has(id)) {
      seen.add(id);
      out.push(f);
    }
  }
  return out;
}

/** A figure as written in a page (FigureOrFact also takes the name of a fact). */
const FIGURES = new Set(['Figure', 'FigureOrFact']);

function insideHasErrors(e: ErrorObject, errors: ErrorObject[]): boolean {
  if (!FIGURES.has((e.parentSchema as SchemaLike | undefined)?.title ?? '')) return false;
  return errors.some((o) => o.instancePath.startsWith(`${e.instancePath}/`));
}

function friendly(e: ErrorObject): Friendly {
  const at = e.instancePath;
  const parent = (e.parentSchema ?? {}) as SchemaLike;
  switch (e.keyword) {
    case 'required':
      return missingProperty(e, at, parent);
    case 'additionalProperties':
      return unknownProperty(e, at, parent);
    case 'enum':
      return notAChoice(e, at);
    case 'const':
      return {
        pointer: at,
        message: `must be ${show((e.params as { allowedValue: unknown }).allowedValue)}, not ${show(e.data)}`,
      };
    case 'type':
      return { pointer: at, message: wrongType(e) };
    case 'pattern':
    case 'anyOf':
    case 'format':
      return { pointer: at, message: wrongForm(e, parent) };
    case 'minimum':
    case 'maximum': {
      const limit = (e.params as { limit: number }).limit;
      const word = e.keyword === 'minimum' ? 'at least' : 'at most';
      const why = parent.description ?? `${word} ${limit}`;
      return { pointer: at, message: `${show(e.data)} is not allowed here: ${why}` };
    }
    case 'maxItems':
    case 'minItems': {
      const limit = (e.params as { limit: number }).limit;
      const n = Array.isArray(e.data) ? e.data.length : 0;
      const word = e.keyword === 'maxItems' ? 'at most' : 'at least';
      return {
        pointer: at,
        message: `has ${n} ${n === 1 ? 'entry' : 'entries'}; ${word} ${limit} allowed here`,
      };
    }
    default:
      return { pointer: at, message: e.message ?? `fails ${e.keyword}` };
  }
}

/** A required property missing; a block without "type" is told which types it looks like. */
function missingProperty(e: ErrorObject, at: string, parent: SchemaLike): Friendly {
  const prop = (e.params as { missingProperty: string }).missingProperty;
  if (prop === 'type' && /\/blocks\/\d+$/.test(at)) {
    const guesses = guessBlockTypes(e.data).slice(0, 3);
    const like = guesses.map((g) => `"type": "${g}"`).join(' or ');
    return {
      pointer: at,
      message: `this block has no "type"${guesses.length ? `; it looks like a ${guesses.join(' or a ')}: add ${like}` : ': add "type" with the kind of section it is (hero, stats, faq, …)'}`,
    };
  }
  const desc = ((parent.properties?.[prop] ?? {}) as SchemaLike).description;
  return {
    pointer: at,
    message: `missing required property "${prop}"${desc ? ` (${desc})` : ''}`,
  };
}

/** A property the schema does not have, at the property's name, with the closest or all. */
function unknownProperty(e: ErrorObject, at: string, parent: SchemaLike): Friendly {
  const prop = (e.params as { additionalProperty: string }).additionalProperty;
  const known = Object.keys(parent.properties ?? {});
  const hint =
    didYouMean(prop, known) || (known.length ? ` — allowed here: ${known.join(', ')}` : '');
  return {
    pointer: `${at}/${prop.replace(/~/g, '~0').replace(/\//g, '~1')}`,
    key: true,
    message: `unknown property "${prop}"${hint}`,
  };
}

/** A value that is not one of the choices (a block type, an icon name …). */
function notAChoice(e: ErrorObject, at: string): Friendly {
  const allowed = (e.params as { allowedValues: unknown[] }).allowedValues;
  if (at.endsWith('/type') && /\/blocks\/\d+\/type$/.test(at) && typeof e.data === 'string') {
    const hint =
      didYouMean(e.data, allowed.map(String)) || ` — known block types: ${allowed.join(', ')}`;
    return { pointer: at, message: `unknown block type "${e.data}"${hint}` };
  }
  const hint = typeof e.data === 'string' ? didYouMean(e.data, allowed.map(String)) : '';
  // A long list (the 90 icon names) buries the one line that matters: name the closest
  // choices and where the rest are listed; the editor's autocomplete offers them all.
  const choices =
    allowed.length <= ENUM_LISTED
      ? `use one of ${allowed.map(show).join(', ')}`
      : `use one of the ${allowed.length} values the schema lists (${nearest(e.data, allowed)
          .map(show)
          .join(', ')}, …)`;
  return { pointer: at, message: `${show(e.data)} is not allowed here; ${choices}${hint}` };
}

/** A value of the wrong type. */
function wrongType(e: ErrorObject): string {
  const want = String((e.params as { type: string }).type)
    .split(',')
    .map((t) => article[t] ?? t)
    .join(' or ');
  // null, true or a number says itself; a string or object is named, then shown.
  return e.data === null || typeof e.data === 'boolean'
    ? `must be ${want}, not ${show(e.data)}`
    : typeof e.data === 'number'
      ? `must be ${want}, not the number ${show(e.data)}`
      : want === 'a number' && typeof e.data === 'string' && Number.isFinite(Number(e.data))
        ? `must be a number, written without quotes: ${Number(e.data)}, not ${show(e.data)}`
        : `must be ${want}, not ${kind(e.data)} ${show(e.data)}`;
}

/** A value not in the expected form (a pattern, a format, none of an anyOf's shapes). */
function wrongForm(e: ErrorObject, parent: SchemaLike): string {
  if (e.keyword === 'anyOf' && FIGURES.has(parent.title ?? ''))
    return figureMessage(e.data, parent.title === 'FigureOrFact');
  const what =
    e.keyword === 'format'
      ? `a valid ${(e.params as { format: string }).format}`
      : 'in the expected form';
  const explained = parent.description ?? parent.$comment;
  const desc = explained ? `: ${explained}` : '';
  return `${show(e.data)} is not ${what}${desc}`;
}

/**
 * Figures became values in page format 2 (src/i18n/figure.ts). An editor who types "10,000+" as
 * before is shown the value to write instead, read from the text by the same parser the
 * migration uses.
 */
function figureMessage(data: unknown, orFact = false): string {
  const how =
    'each language writes it its own way (10,000+ in English, 10 000+ in French, 10.000+ in German)';
  if (typeof data === 'string' || typeof data === 'number') {
    const value = typeof data === 'number' ? { value: data } : parseFigure(data);
    if ('text' in value && !/\p{L}/u.test(value.text))
      return `a figure is a value, not text, so that ${how}: write it as { "value": 150, "suffix": "+" } (docs/content-files.md, "Figures are numbers, not text")`;
    return `a figure is a value, not text, so that ${how}: write ${JSON.stringify(value).replace(/([:,])/g, '$1 ')} instead of ${show(data)}`;
  }
  const fact = orFact
    ? ', or { "fact": "clients" } for a figure the whole site shares (content/facts.json)'
    : '';
  return `${show(data)} is not a figure: write { "value": 150, "suffix": "+" } for a quantity (kind: "percent", "currency" with "currency", "multiplier" or "duration" with "unit"), or { "text": "TLS 1.3" } for a name${fact}`;
}
