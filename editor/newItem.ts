import { child, resolve, type Node, type Schema, type SchemaFiles } from './schema';

/** Plain words an identifier-like place may take when nothing else says what to write. */
const NAMES = ['new', 'new-item', 'item', 'new_item', 'New', '1'];

/** A text that matches the place's pattern (an id, a value sent), or "" when none does. */
function plainString(schema: Schema): string {
  if (!schema.pattern) return '';
  const pattern = new RegExp(schema.pattern, 'u');
  return NAMES.find((n) => pattern.test(n)) ?? '';
}

/**
 * A value for one place of a schema that the schema itself accepts, so a new list item never
 * breaks its block: the block example's own value when there is one (real words, ready to
 * rewrite), else the place's first example, its const, default or first choice, and for an
 * object each required property built the same way. Nothing here names a block.
 */
export function valueFor(files: SchemaFiles, node: Node, example?: unknown): unknown {
  if (example !== undefined) return structuredClone(example);
  const { file, schema } = resolve(files, node);
  const here: Node = { file, schema };
  if (schema.examples?.length) return structuredClone(schema.examples[0]);
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return structuredClone(schema.default);
  if (schema.enum?.length) return schema.enum[0];
  const forms = schema.anyOf ?? schema.oneOf;
  if (forms?.length) return valueFor(files, child(here, forms[0]!));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) return completed(files, here, {});
  if (type === 'array')
    return schema.items
      ? Array.from({ length: schema.minItems ?? 0 }, () =>
          valueFor(files, child(here, schema.items!)),
        )
      : [];
  if (type === 'number' || type === 'integer') return schema.minimum ?? 0;
  if (type === 'boolean') return false;
  return plainString(schema);
}

/** Gives a value built here texts of its own (the editor copies example words to new keys). */
export type Fresh = (value: unknown, node: Node) => unknown;

/** The object with each required property it lacks built by valueFor. */
function completed(
  files: SchemaFiles,
  node: Node,
  value: Record<string, unknown>,
  fresh: Fresh = (v) => v,
) {
  const { file, schema } = resolve(files, node);
  const out = { ...value };
  for (const name of schema.required ?? []) {
    const prop = schema.properties?.[name];
    if (prop && out[name] === undefined)
      out[name] = fresh(valueFor(files, { file, schema: prop }), { file, schema: prop });
  }
  return out;
}

/** The item "+" adds to a list: the block example's first item of it, else built from the schema. */
export function newListItem(files: SchemaFiles, listNode: Node, example?: unknown): unknown {
  const { file, schema } = resolve(files, listNode);
  return schema.items ? valueFor(files, { file, schema: schema.items }, example) : '';
}

/**
 * The first value each property takes across a list's items: what a list inside an item starts
 * from when the first item lacks it (the form example's first field has no choices; a later one has).
 */
export function exampleOfItems(list: unknown): unknown {
  if (!Array.isArray(list)) return undefined;
  const objects = list.filter(
    (v): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v),
  );
  if (objects.length === 0) return list[0];
  const out: Record<string, unknown> = {};
  for (const item of objects)
    for (const [k, v] of Object.entries(item)) if (out[k] === undefined) out[k] = v;
  return out;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

/** An id not yet in `taken`: the next unused choice when the place lists them, else id-2, id-3… */
function freeId(schema: Schema, id: string, taken: Set<string>): string {
  const choices = schema.enum?.filter((v): v is string => typeof v === 'string');
  if (choices?.length) return choices.find((c) => !taken.has(c)) ?? id;
  const stem = id.replace(/-\d+$/, '');
  let n = 2;
  while (taken.has(`${stem}-${n}`)) n++;
  return `${stem}-${n}`;
}

/**
 * A block's data after an edit, made whole again: an object that was not there before the edit
 * (a list added inside an unset group) gets the required parts it lacks, and an item whose `id`
 * repeats one earlier in its list (a copied example) gets one of its own. `last` is the data
 * before the edit. Returns `value` itself when nothing needed settling.
 */
export function settle(
  files: SchemaFiles,
  node: Node,
  value: unknown,
  last: unknown,
  fresh?: Fresh,
): unknown {
  const { file, schema } = resolve(files, node);
  const here: Node = { file, schema };
  if (Array.isArray(value) && schema.items) {
    const items = resolve(files, child(here, schema.items));
    const idSchema = items.schema.properties?.id;
    const taken = new Set<string>();
    let changed = false;
    const out = value.map((item, i) => {
      let next = settle(files, items, item, Array.isArray(last) ? last[i] : undefined, fresh);
      if (idSchema && isObject(next) && typeof next.id === 'string') {
        if (taken.has(next.id)) {
          const idNode = resolve(files, child(items, idSchema)).schema;
          next = { ...next, id: freeId(idNode, next.id, new Set([...taken, ...ids(value)])) };
        }
        taken.add((next as Json).id as string);
      }
      if (next !== item) changed = true;
      return next;
    });
    return changed ? out : value;
  }
  if (!isObject(value) || !schema.properties) return value;
  let out: Json = value;
  if (last === undefined && schema.required?.some((r) => value[r] === undefined))
    out = completed(files, here, value, fresh);
  for (const [name, prop] of Object.entries(schema.properties)) {
    if (out[name] === undefined) continue;
    const before = isObject(last) ? last[name] : undefined;
    const next = settle(files, child(here, prop), out[name], before, fresh);
    if (next !== out[name]) out = { ...out, [name]: next };
  }
  return out;
}

const ids = (list: unknown[]) =>
  list.flatMap((v) => (isObject(v) && typeof v.id === 'string' ? [v.id] : []));
