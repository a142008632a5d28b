/**
 * The schemas as the editor reads them: a `$ref` is followed to its file and definition, a
 * single-entry allOf is merged, and the place's own description wins over the target's. Nothing
 * here knows a block: every field the editor shows is derived from these nodes
 * (docs/architecture.md#editors-edit-through-the-schemas).
 */
export type Schema = {
  $ref?: string;
  type?: string | string[];
  title?: string;
  description?: string;
  enum?: unknown[];
  enumDescriptions?: string[];
  const?: unknown;
  default?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  minItems?: number;
  maxLength?: number;
  pattern?: string;
  examples?: unknown[];
  'x-i18n'?: boolean;
  'x-link'?: boolean;
  'x-external'?: boolean;
  [other: string]: unknown;
};

export type SchemaFiles = Record<string, Schema>;

/** A schema node and the file its own $refs are relative to. */
export interface Node {
  file: string;
  schema: Schema;
}

function joinPath(baseFile: string, rel: string): string {
  const parts = baseFile.split('/').slice(0, -1);
  for (const part of rel.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

function pointerGet(schema: Schema, pointer: string): Schema {
  let node: unknown = schema;
  for (const raw of pointer.split('/').filter(Boolean)) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Record<string, unknown> | undefined)?.[part];
  }
  if (!node || typeof node !== 'object')
    throw new Error(
      `a part of the content’s rules is missing (at ${pointer}): ask a developer to look at it`,
    );
  return node as Schema;
}

/** Follows $ref (and a one-entry allOf) until the node says what it is. */
export function resolve(files: SchemaFiles, node: Node): Node {
  let { file, schema } = node;
  const own = { description: schema.description, default: schema.default };
  for (let hops = 0; hops < 20; hops++) {
    if (schema.$ref) {
      const [target = '', pointer = ''] = schema.$ref.split('#');
      const nextFile = target ? joinPath(file, target) : file;
      const base = files[nextFile];
      if (!base)
        throw new Error('a part of the content’s rules is missing: ask a developer to look at it');
      const { $ref: _ref, ...rest } = schema;
      void _ref;
      file = nextFile;
      schema = { ...pointerGet(base, pointer), ...withoutUndefined(rest) };
      continue;
    }
    if (schema.allOf?.length === 1 && !schema.type) {
      const { allOf, ...rest } = schema;
      const member: unknown = allOf[0];
      // A schema file is the team's, but a hand-edited one may hold anything here (null, true).
      if (!member || typeof member !== 'object' || Array.isArray(member))
        throw new Error(
          'a part of the content’s rules is malformed: ask a developer to look at it',
        );
      const inner = resolve(files, { file, schema: member as Schema });
      return {
        file: inner.file,
        schema: { ...inner.schema, ...withoutUndefined(rest), ...withoutUndefined(own) },
      };
    }
    break;
  }
  return { file, schema: { ...schema, ...withoutUndefined(own) } };
}

function withoutUndefined<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export const child = (parent: Node, schema: Schema): Node => ({ file: parent.file, schema });

/** Is this place words shown to visitors (a translation key)? */
export const isText = (files: SchemaFiles, node: Node) => !!resolve(files, node).schema['x-i18n'];

/** Is this place a link (a path on the site, or another site's address)? */
export function isLink(files: SchemaFiles, node: Node): boolean {
  const s = resolve(files, node).schema;
  if (s['x-link'] || s['x-external']) return true;
  const alternatives = s.anyOf ?? s.oneOf;
  if (!Array.isArray(alternatives)) return false;
  return alternatives.some(
    (alt) =>
      !!alt &&
      typeof alt === 'object' &&
      isLink(files, child({ ...node, file: resolve(files, node).file }, alt)),
  );
}

/** The block types, from the schema files themselves: schemas/blocks/<type>.schema.json. */
export function blockTypes(files: SchemaFiles): string[] {
  return Object.keys(files)
    .map((f) => /^schemas\/blocks\/([A-Za-z0-9]+)\.schema\.json$/.exec(f)?.[1])
    .filter((t): t is string => !!t)
    .sort();
}

export const blockSchemaFile = (type: string) => `schemas/blocks/${type}.schema.json`;
