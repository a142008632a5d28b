import { valueFor } from './newItem';
import { resolve, type Node, type SchemaFiles } from './schema';
import { fieldKind } from './fieldKind';
import type { Problem } from './problems';

/** A new item for a list, one the schema accepts (as "+" in a block's list builds it). */
export const newItemOf = (files: SchemaFiles, items: Node) => valueFor(files, items);

/** The list with item `i` moved by `by` places (kept within the list). */
export function moveItem<T>(list: readonly T[], i: number, by: number): T[] {
  const j = Math.min(list.length - 1, Math.max(0, i + by));
  if (i < 0 || i >= list.length || j === i) return [...list];
  const out = [...list];
  const [item] = out.splice(i, 1);
  out.splice(j, 0, item!);
  return out;
}

export const removeItem = <T>(list: readonly T[], i: number): T[] => list.filter((_, k) => k !== i);

/**
 * The id of a new entry from its title: lower-case ASCII words joined by dashes ("Étude : Fès
 * & co" → "etude-fes-co"), and not one already taken ("-2", "-3"…).
 */
export function slugFromTitle(title: string, taken: readonly string[] = [], max = 60): string {
  const base =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, max)
      .replace(/-+$/, '') || 'entry';
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

export const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Problems of one file whose place is `pointer` (with `deep`, also those inside it). */
export function problemsAt(
  problems: readonly Problem[],
  file: string,
  pointer: string,
  deep = false,
): Problem[] {
  return problems.filter(
    (p) =>
      p.file === file && (p.pointer === pointer || (deep && p.pointer.startsWith(`${pointer}/`))),
  );
}

/** A value with its empty optional parts left out, so an untouched optional field stays absent. */
export function pruned(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pruned);
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = pruned(v);
  return out;
}

/**
 * "clientTitle" → "Client title"; a picture's alternative text ("photoAlt") is its description,
 * as a person says it ("Photo description").
 */
export const labelOf = (name: string) => {
  const words = name
    .replace(/(?<=[a-z])Alt$/, 'Description')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** JSON pointer segment. */
export const seg = (s: string | number) => String(s).replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * A new entry's starting value: every required place present and empty (texts "to write" in
 * every language), a date today, the title typed for the new entry in its first title-like field.
 */
export function emptyOf(
  files: SchemaFiles,
  node: Node,
  languages: readonly string[],
  today: string,
): unknown {
  const shape = fieldKind(files, node, languages);
  const { schema } = resolve(files, node);
  switch (shape.kind) {
    case 'text':
      return Object.fromEntries(shape.languages.map((l) => [l, '']));
    case 'texts':
      return Object.fromEntries(shape.languages.map((l) => [l, []]));
    case 'image':
      return '';
    case 'choice':
      return schema.default ?? shape.options[0];
    case 'boolean':
      return false;
    case 'number':
      return schema.minimum ?? 0;
    case 'list':
      return [];
    case 'map':
      return {};
    case 'forms':
      return emptyOf(files, shape.forms[0]!, languages, today);
    case 'link':
      // Its first form (a path on the site), as the choice of forms starts.
      return shape.forms.length ? emptyOf(files, shape.forms[0]!, languages, today) : '';
    case 'object':
      return Object.fromEntries(
        shape.properties
          .filter(([name]) => shape.required.includes(name))
          .map(([name, prop]) => [name, emptyOf(files, prop, languages, today)]),
      );
    default:
      return schema.format === 'date' ? today : '';
  }
}

/** The fields a new entry's title goes into, in order of preference. */
export const TITLE_FIELDS = ['title', 'name', 'clientName'];

/** `entry` with `title` written into its first title-like field (in the default language). */
export function withTitle(
  entry: Record<string, unknown>,
  title: string,
  defaultLanguage: string,
): Record<string, unknown> {
  const field = TITLE_FIELDS.find((f) => Object.hasOwn(entry, f));
  if (!field) return entry;
  const v = entry[field];
  if (v && typeof v === 'object' && !Array.isArray(v))
    return { ...entry, [field]: { ...v, [defaultLanguage]: title } };
  return { ...entry, [field]: title };
}
