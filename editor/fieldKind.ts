import { child, isLink, resolve, type Node, type Schema, type SchemaFiles } from './schema';

/**
 * The one mapping from a place of a schema to the kind of field the editor shows for it, with
 * what that field needs to know. Both forms draw from it: Puck's fields for a page's blocks
 * (fields.tsx) and the content forms of the collections (EntryFields.tsx); each only renders
 * the kinds. Nothing here names a block or a collection: the schema and its editor hints
 * (`x-i18n`, `x-link`, `x-external`, `x-image`) alone decide.
 *
 * - `textKey`: words shown to visitors, held as a translation key (a block's texts);
 * - `link`: a path on the site or another site's address; `forms` are its alternatives (a path,
 *   an address) for a form that has no picker of the site's pages;
 * - `text` / `texts`: words (or lists of words) written in every language of the site, side by
 *   side (a collection's texts);
 * - `image`: a picture's address in the site's images;
 * - `choice`, `boolean`, `number`, `string`: one value;
 * - `list`: items Puck or the form can add, remove and reorder;
 * - `object`: a group of named places; `map`: named values, each the same group (the facts);
 * - `forms`: a value the schema allows in several forms (a figure as a number, or a name).
 */
export type FieldKind =
  | { kind: 'textKey' }
  | { kind: 'link'; forms: Node[] }
  | { kind: 'text'; languages: string[] }
  | { kind: 'texts'; languages: string[] }
  | { kind: 'image' }
  | { kind: 'choice'; options: unknown[]; labels: string[] }
  | { kind: 'boolean' }
  | { kind: 'number'; integer: boolean; minimum?: number; maximum?: number }
  | { kind: 'string'; long: boolean }
  | { kind: 'list'; items: Node; minItems?: number; maxItems?: number }
  | { kind: 'object'; properties: [string, Node][]; required: string[] }
  | { kind: 'map'; values: Node }
  | { kind: 'forms'; forms: Node[] };

export type Kind = FieldKind['kind'];

/** The schemas of a keyword that lists them (anyOf, oneOf), or none when it is not a list. */
const schemasIn = (list: unknown): Schema[] =>
  Array.isArray(list) ? list.filter((s): s is Schema => isSchema(s)) : [];

const isSchema = (s: unknown): s is Schema => !!s && typeof s === 'object' && !Array.isArray(s);

/** A schema's named places, or none when `properties` is not a map of schemas. */
const placesIn = (schema: Schema): [string, Schema][] =>
  isSchema(schema.properties)
    ? Object.entries(schema.properties).filter((e): e is [string, Schema] => isSchema(e[1]))
    : [];

/** The schema's type, the first of several ("string" of ["string", "null"]). */
export const typeOf = (s: Schema) => (Array.isArray(s.type) ? s.type[0] : s.type);

/** A field's name for one of its choices: the value, and what it means when the schema says. */
function choiceLabels(schema: Schema, options: unknown[]): string[] {
  const meanings: unknown[] = Array.isArray(schema.enumDescriptions) ? schema.enumDescriptions : [];
  return options.map((v, i) => {
    const meaning = meanings[i];
    return typeof meaning === 'string' && meaning ? `${shown(v)} — ${meaning}` : shown(v);
  });
}

/** A value as a choice names it; one with no text form (an object without a prototype) as JSON. */
function shown(v: unknown): string {
  try {
    return String(v);
  } catch {
    return JSON.stringify(v) ?? typeof v;
  }
}

/** Every language of the site and nothing else: a text (or list of texts) in every language. */
function languagesKind(
  files: SchemaFiles,
  here: Node,
  languages: readonly string[],
): FieldKind | null {
  const props = placesIn(here.schema);
  if (!props.length || props.length !== languages.length) return null;
  if (!languages.every((l) => props.some(([name]) => name === l))) return null;
  const first = resolve(files, child(here, props[0]![1])).schema;
  if (typeOf(first) === 'string') return { kind: 'text', languages: [...languages] };
  if (typeOf(first) === 'array') return { kind: 'texts', languages: [...languages] };
  return null;
}

/**
 * The places of a group a person fills in: a file's `$schema` and a place fixed by the schema
 * (a block's `type`) are no one's to write.
 */
function groupOf(here: Node): FieldKind {
  const { schema } = here;
  return {
    kind: 'object',
    properties: placesIn(schema)
      .filter(([name, p]) => name !== '$schema' && p.const === undefined)
      .map(([name, p]) => [name, child(here, p)]),
    required: Array.isArray(schema.required) ? schema.required : [],
  };
}

/** One value of a single type (yes or no, a figure, a list), or null when the type says no more. */
function typedKind(here: Node): FieldKind | null {
  const { schema } = here;
  const type = typeOf(schema);
  if (type === 'boolean') return { kind: 'boolean' };
  if (type === 'number' || type === 'integer')
    return {
      kind: 'number',
      integer: type === 'integer',
      ...(schema.minimum === undefined ? {} : { minimum: schema.minimum }),
      ...(schema.maximum === undefined ? {} : { maximum: schema.maximum }),
    };
  if (type === 'array' && isSchema(schema.items))
    return {
      kind: 'list',
      items: child(here, schema.items),
      ...(schema.minItems === undefined ? {} : { minItems: schema.minItems }),
      ...(schema.maxItems === undefined ? {} : { maxItems: schema.maxItems }),
    };
  return null;
}

/**
 * The kind of field for one place of a schema. `languages` are the site's: a group of exactly
 * those places is a text in every language (the collections' texts); without them no place is.
 * Never throws on a schema it can read, and always answers a kind: free words when nothing else
 * fits.
 */
export function fieldKind(
  files: SchemaFiles,
  node: Node,
  languages: readonly string[] = [],
): FieldKind {
  const here = resolve(files, node);
  const { schema } = here;
  if (schema['x-i18n']) return { kind: 'textKey' };
  const forms = schemasIn(schema.anyOf ?? schema.oneOf).map((f) => child(here, f));
  if (isLink(files, here)) return { kind: 'link', forms };
  const words = languagesKind(files, here, languages);
  if (words) return words;
  if (schema['x-image']) return { kind: 'image' };
  if (Array.isArray(schema.enum))
    return { kind: 'choice', options: schema.enum, labels: choiceLabels(schema, schema.enum) };
  const typed = typedKind(here);
  if (typed) return typed;
  if (placesIn(schema).length) return groupOf(here);
  const extra = schema.additionalProperties;
  if (typeOf(schema) === 'object' && isSchema(extra))
    return { kind: 'map', values: child(here, extra) };
  if (forms.length) return { kind: 'forms', forms };
  // Free words (no pattern, format or short limit) get a box of several lines.
  const free =
    !schema.pattern &&
    !schema.format &&
    (typeof schema.maxLength === 'number' ? schema.maxLength : Infinity) > 200;
  return { kind: 'string', long: free };
}
