import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldKind, type FieldKind } from '../../editor/fieldKind';
import type { Node, Schema, SchemaFiles } from '../../editor/schema';
import { loadSchemas } from '../../scripts/lib/schemas.ts';
import { root } from '../../scripts/lib/paths.ts';

/*
 * The one mapping from a place of a schema to its kind of field, which Puck's block fields and
 * the collections' forms both draw: each kind from the hint or type that decides it, the order
 * in which the hints win, and odd or hostile schemas answered with a kind, never a throw.
 */

const files = Object.fromEntries(loadSchemas().map((f) => [f.rel, f.schema])) as SchemaFiles;
const site = JSON.parse(fs.readFileSync(path.join(root, 'site.json'), 'utf8')) as {
  languages: string[];
};
const FILE = 'schemas/test.schema.json';
const at = (schema: Schema): Node => ({ file: FILE, schema });
const kindOf = (schema: Schema, languages: readonly string[] = []) =>
  fieldKind({ ...files, [FILE]: schema }, at(schema), languages);
const KINDS: FieldKind['kind'][] = [
  'textKey',
  'link',
  'text',
  'texts',
  'image',
  'choice',
  'boolean',
  'number',
  'string',
  'list',
  'object',
  'map',
  'forms',
];

describe('the kind of field for a place of a schema', () => {
  it('a translation key, a link, a picture, from their editor hints', () => {
    expect(kindOf({ type: 'string', 'x-i18n': true })).toEqual({ kind: 'textKey' });
    expect(kindOf({ type: 'string', 'x-link': true })).toEqual({ kind: 'link', forms: [] });
    expect(kindOf({ type: 'string', 'x-external': true }).kind).toBe('link');
    expect(kindOf({ type: 'string', 'x-image': true })).toEqual({ kind: 'image' });
  });

  it('a link in two forms keeps them, for a form with no picker of pages', () => {
    const link = kindOf({ anyOf: [{ type: 'string', 'x-link': true }, { type: 'string' }] });
    expect(link.kind).toBe('link');
    expect(link.kind === 'link' && link.forms.map((f) => f.schema)).toEqual([
      { type: 'string', 'x-link': true },
      { type: 'string' },
    ]);
  });

  it('a text in every language of the site, or a list of texts, only with the languages', () => {
    const langs = ['en', 'fr'];
    const words = {
      type: 'object',
      properties: { en: { type: 'string' }, fr: { type: 'string' } },
    };
    expect(kindOf(words, langs)).toEqual({ kind: 'text', languages: langs });
    const lists = {
      type: 'object',
      properties: { en: { type: 'array', items: {} }, fr: { type: 'array', items: {} } },
    };
    expect(kindOf(lists, langs)).toEqual({ kind: 'texts', languages: langs });
    // Without the site's languages (Puck's blocks hold keys, not words) it is a group.
    expect(kindOf(words).kind).toBe('object');
    // One language short is a group too.
    expect(kindOf(words, ['en', 'fr', 'ar']).kind).toBe('object');
  });

  it('a choice of the schema values, each named with its description', () => {
    expect(kindOf({ enum: ['a', 'b'], enumDescriptions: ['first', ''] })).toEqual({
      kind: 'choice',
      options: ['a', 'b'],
      labels: ['a — first', 'b'],
    });
  });

  it('yes or no, a figure with its bounds, free words or a short text', () => {
    expect(kindOf({ type: 'boolean' })).toEqual({ kind: 'boolean' });
    expect(kindOf({ type: 'integer', minimum: 1, maximum: 9 })).toEqual({
      kind: 'number',
      integer: true,
      minimum: 1,
      maximum: 9,
    });
    expect(kindOf({ type: ['number', 'null'] })).toEqual({ kind: 'number', integer: false });
    expect(kindOf({ type: 'string' })).toEqual({ kind: 'string', long: true });
    expect(kindOf({ type: 'string', pattern: '^a' })).toEqual({ kind: 'string', long: false });
    expect(kindOf({ type: 'string', maxLength: 80 })).toEqual({ kind: 'string', long: false });
    expect(kindOf({ type: 'string', format: 'date' })).toEqual({ kind: 'string', long: false });
  });

  it('a list with its bounds, a group without $schema and fixed places, named values', () => {
    const list = kindOf({ type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 3 });
    expect(list).toEqual({ kind: 'list', items: at({ type: 'string' }), minItems: 1, maxItems: 3 });
    const group = kindOf({
      type: 'object',
      required: ['name'],
      properties: {
        $schema: { type: 'string' },
        type: { const: 'hero' },
        name: { type: 'string' },
      },
    });
    expect(group).toEqual({
      kind: 'object',
      properties: [['name', at({ type: 'string' })]],
      required: ['name'],
    });
    expect(kindOf({ type: 'object', additionalProperties: { type: 'number' } })).toEqual({
      kind: 'map',
      values: at({ type: 'number' }),
    });
  });

  it('a value in several forms', () => {
    const forms = kindOf({ oneOf: [{ type: 'number' }, { type: 'string' }] });
    expect(forms).toEqual({
      kind: 'forms',
      forms: [at({ type: 'number' }), at({ type: 'string' })],
    });
  });

  it('follows $ref to another file, and the hint there decides', () => {
    expect(
      fieldKind(files, {
        file: 'schemas/blocks/hero.schema.json',
        schema: { $ref: '../defs.schema.json#/definitions/imageSource' },
      }),
    ).toEqual({ kind: 'image' });
  });

  it('gives every place of the real schemas a kind', () => {
    const seen = new Set<string>();
    const visit = (node: Node, depth: number) => {
      if (depth > 12) return;
      const kind = fieldKind(files, node, site.languages);
      seen.add(kind.kind);
      if (kind.kind === 'object') for (const [, p] of kind.properties) visit(p, depth + 1);
      if (kind.kind === 'list') visit(kind.items, depth + 1);
      if (kind.kind === 'map') visit(kind.values, depth + 1);
      if (kind.kind === 'forms' || kind.kind === 'link')
        for (const f of kind.forms) visit(f, depth + 1);
    };
    for (const file of Object.keys(files)) visit({ file, schema: files[file]! }, 0);
    // Puck's blocks and the collections between them meet every kind but the lists of texts
    // the site's collections do not have yet.
    for (const k of KINDS.filter((k) => k !== 'texts')) expect(seen).toContain(k);
  });
});

/** Schemas as an editor (or an attacker) may write them: any keyword, any value, nested. */
const oddSchema: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  schema: fc.oneof(
    { depthSize: 'small' },
    fc.anything(),
    fc.dictionary(
      fc.constantFrom(
        'type',
        'enum',
        'enumDescriptions',
        'properties',
        'items',
        'anyOf',
        'oneOf',
        'allOf',
        'additionalProperties',
        'x-i18n',
        'x-link',
        'x-external',
        'x-image',
        'minimum',
        'maxItems',
        'pattern',
        'maxLength',
        'const',
        'description',
        '__proto__',
        'constructor',
      ),
      fc.oneof(
        tie('schema'),
        fc.array(tie('schema'), { maxLength: 3 }),
        fc.dictionary(fc.constantFrom('en', 'fr', 'a', '$schema', 'toString'), tie('schema')),
        fc.constantFrom('string', 'number', 'integer', 'boolean', 'array', 'object', [
          'string',
          'null',
        ]),
        fc.string(),
      ),
      { maxKeys: 5 },
    ),
  ),
})).schema;

describe('odd and hostile schemas', () => {
  it('never throw and always answer a kind', () => {
    fc.assert(
      fc.property(oddSchema, fc.constantFrom([], ['en', 'fr'], site.languages), (schema, langs) => {
        if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return;
        const s = schema as Schema;
        // A $ref that leads nowhere is the one thing the editor refuses, in words.
        if ('$ref' in s) return;
        let kind: FieldKind;
        try {
          kind = kindOf(s, langs);
        } catch (e) {
          // Reading a malformed schema may fail in resolve's plain words, never elsewhere.
          expect(String(e)).toMatch(/content’s rules/);
          return;
        }
        expect(KINDS).toContain(kind.kind);
      }),
      { numRuns: 1000 },
    );
    // Found by the property in CI: a one-entry allOf holding null read null's description.
    for (const member of [null, true, 'x', []])
      expect(() => kindOf({ allOf: [member] } as unknown as Schema, [])).toThrow(/content’s rules/);
  });
});
