import type { ErrorObject } from 'ajv';
import { didYouMean } from './suggest.ts';
import { clip } from './source.ts';

type SchemaLike = { description?: string; properties?: Record<string, unknown>; title?: string };

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
  const out: Friendly[] = [];
  const seen = new Set<string>();
  for (const e of errors) {
    if (e.keyword === 'if') continue;
    if (anyOfAt.has(e.instancePath) && e.keyword !== 'anyOf') continue;
    const f = friendly(e);
    const id = `${f.pointer}\u0000${f.message}`;
    if (!seen.has(id)) {
      seen.add(id);
      out.push(f);
    }
  }
  return out;
}

function friendly(e: ErrorObject): Friendly {
  const at = e.instancePath;
  const parent = (e.parentSchema ?? {}) as SchemaLike;
  switch (e.keyword) {
    case 'required': {
      const prop = (e.params as { missingProperty: string }).missingProperty;
      const desc = ((parent.properties?.[prop] ?? {}) as SchemaLike).description;
      return {
        pointer: at,
        message: `missing required property "${prop}"${desc ? ` (${desc})` : ''}`,
      };
    }
    case 'additionalProperties': {
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
    case 'enum': {
      const allowed = (e.params as { allowedValues: unknown[] }).allowedValues;
      if (at.endsWith('/type') && /\/blocks\/\d+\/type$/.test(at) && typeof e.data === 'string') {
        const hint =
          didYouMean(e.data, allowed.map(String)) || ` — known block types: ${allowed.join(', ')}`;
        return { pointer: at, message: `unknown block type "${e.data}"${hint}` };
      }
      const hint = typeof e.data === 'string' ? didYouMean(e.data, allowed.map(String)) : '';
      return {
        pointer: at,
        message: `${show(e.data)} is not allowed here; use one of ${allowed.map(show).join(', ')}${hint}`,
      };
    }
    case 'const':
      return {
        pointer: at,
        message: `must be ${show((e.params as { allowedValue: unknown }).allowedValue)}, not ${show(e.data)}`,
      };
    case 'type': {
      const want = String((e.params as { type: string }).type)
        .split(',')
        .map((t) => article[t] ?? t)
        .join(' or ');
      return {
        pointer: at,
        message: `must be ${want}, not ${kind(e.data)} ${show(e.data)}`.trim(),
      };
    }
    case 'pattern':
    case 'anyOf':
    case 'format': {
      const what =
        e.keyword === 'format'
          ? `a valid ${(e.params as { format: string }).format}`
          : 'in the expected form';
      const desc = parent.description ? `: ${parent.description}` : '';
      return { pointer: at, message: `${show(e.data)} is not ${what}${desc}` };
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
