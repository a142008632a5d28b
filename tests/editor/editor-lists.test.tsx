import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepSharedItems, ownTextsAt } from '../../editor/config';
import { exampleOfItems, newListItem, settle } from '../../editor/newItem';
import { child, resolve, type Node, type SchemaFiles } from '../../editor/schema';
import { WordStore } from '../../editor/words';
import { moveItem, newItemOf, removeItem } from '../../editor/entryForm';
import { fieldKind } from '../../editor/fieldKind';
import { listCollections, loadEntry } from '../../scripts/lib/edit/entries.ts';
import { createValidator } from '../../scripts/lib/ajv.ts';
import { addressesByType } from '../../scripts/lib/catalogue.ts';
import { loadSchemas } from '../../scripts/lib/schemas.ts';
import { readContent } from '../../scripts/lib/siteData.ts';
import { root } from '../../scripts/lib/paths.ts';
import { contentNeeds, renderBlocks } from '../../src/entryServer';
import type { Block } from '../../src/generated/schema-types';

/*
 * Every list field of every block, edited as the editor edits it: "+" builds the new item
 * (editor/newItem.ts) and gives its texts keys of their own (editor/config.tsx), the bin removes
 * one, dragging reorders. After each, the block must still pass its schema and render through
 * the engine's own render path, as the prerender renders it.
 */

type Json = Record<string, unknown>;
const schemaFiles = loadSchemas();
const files: SchemaFiles = Object.fromEntries(
  schemaFiles.map((f) => [f.rel, f.schema]),
) as SchemaFiles;
const validator = createValidator(schemaFiles);
const types = Object.keys(files)
  .map((f) => /^schemas\/blocks\/([A-Za-z0-9]+)\.schema\.json$/.exec(f)?.[1])
  .filter((t): t is string => !!t)
  .sort();
const addresses = addressesByType();

const english: Record<string, Json> = Object.fromEntries(
  fs
    .readdirSync(path.join(root, 'locales/en'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => [
      f.slice(0, -5),
      JSON.parse(fs.readFileSync(path.join(root, 'locales/en', f), 'utf8')),
    ]),
);
const words = new WordStore({ en: english }, {}, ['en'], 'en');
const NS = 'editor-lists';

interface ListPlace {
  /** Where the list is in the block: ["members", 0, "expertise"]. */
  at: (string | number)[];
  node: Node;
  /** A list of groups has "+" (a list of plain values is typed one per line). */
  objects: boolean;
}

function isObjectList(node: Node): boolean {
  const items = resolve(files, child(node, resolve(files, node).schema.items!)).schema;
  return !!items.properties;
}

/** Every list place of a schema, following the block's example into the first item of each. */
function listsOf(node: Node, value: unknown, at: (string | number)[] = []): ListPlace[] {
  const { file, schema } = resolve(files, node);
  const here: Node = { file, schema };
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'array' && schema.items) {
    // Lists inside an item: in the first item that has each (as the editor's example does).
    const inner = listsOf(child(here, schema.items), exampleOfItems(value), [...at, 0]).map((p) => {
      const i = Array.isArray(value)
        ? Math.max(
            0,
            value.findIndex((v) => get(v, p.at.slice(at.length + 1)) !== undefined),
          )
        : 0;
      return { ...p, at: [...at, i, ...p.at.slice(at.length + 1)] };
    });
    return [{ at, node: here, objects: isObjectList(here) }, ...inner];
  }
  if (!schema.properties) return [];
  return Object.entries(schema.properties).flatMap(([name, prop]) =>
    listsOf(child(here, prop), (value as Json | undefined)?.[name], [...at, name]),
  );
}

const get = (value: unknown, at: (string | number)[]) =>
  at.reduce<unknown>((v, k) => (v as Json | undefined)?.[k as string], value);
/** The block with the list at `at` replaced, settled as the editor settles an edit. */
function withList(type: string, block: Json, at: (string | number)[], list: unknown[]): Json {
  const out = structuredClone(block);
  let node: Json = out;
  // A list inside a group the block has not set: the editor creates the group with it.
  for (const k of at.slice(0, -1)) node = (node[k as string] ??= {}) as Json;
  node[at.at(-1) as string] = list;
  const fresh = (value: unknown, n: Node) => ownTextsAt(files, n, value, words, NS, `${type}.new`);
  return settle(files, blockNode(type), out, block, fresh) as Json;
}

const blockNode = (type: string): Node => ({
  file: `schemas/blocks/${type}.schema.json`,
  schema: files[`schemas/blocks/${type}.schema.json`]!,
});

async function check(type: string, block: Json, what: string) {
  const { errors } = validator.validate(`schemas/blocks/${type}.schema.json`, block);
  expect(
    errors.map((e) => `${e.instancePath} ${e.message}`),
    what,
  ).toEqual([]);
  const pathname = addresses.get(type) ?? '/';
  const resources = words.i18n('en').store.data.en as Record<string, Json>;
  const html = await renderBlocks({
    blocks: [block as unknown as Block],
    lang: 'en',
    pathname,
    resources,
    content: readContent(contentNeeds([block as unknown as Block], pathname), 'en'),
  });
  expect(html, what).toContain(`data-block="${type}"`);
  expect(html, what).not.toContain('data-block-error');
}

describe('every list field of every block: add, remove and reorder keep the block valid', () => {
  it.each(types)('%s', async (type) => {
    const node = blockNode(type);
    const example = structuredClone(node.schema.examples?.[0]) as Json;
    for (const place of listsOf(node, example)) {
      const list = (get(example, place.at) as unknown[] | undefined) ?? [];
      const { schema } = resolve(files, place.node);
      const name = place.at.join('.');
      if (place.objects && list.length < (schema.maxItems ?? Infinity)) {
        const made = newListItem(files, place.node, list[0]);
        const item = ownTextsAt(
          files,
          child(place.node, schema.items!),
          made,
          words,
          NS,
          `${type}.${name}.${list.length}`,
        );
        const once = withList(type, example, place.at, [...list, item]);
        await check(type, once, `${name}: added`);
        // A second one too: ids stay unique in the list.
        const again = newListItem(files, place.node, list[0]);
        if (list.length + 2 <= (schema.maxItems ?? Infinity))
          await check(
            type,
            withList(type, once, place.at, [...(get(once, place.at) as unknown[]), again]),
            `${name}: two added`,
          );
      }
      if (list.length > (schema.minItems ?? 0))
        await check(type, withList(type, example, place.at, list.slice(1)), `${name}: removed`);
      if (list.length > 1)
        await check(
          type,
          withList(type, example, place.at, [...list].reverse()),
          `${name}: reordered`,
        );
    }
  });
});

describe('a shared section’s list on one page', () => {
  // A shared section that lists its items itself (the team section today names its people from
  // the team collection; a section may still list them inline, as /technology's team block does).
  const members: Json[] = [{ name: 'First Person' }, { name: 'Second Person' }];
  const shared: Json = { type: 'teamGrid', id: 'team', members };

  it('"+" on a list the page has not set keeps the section’s items and adds one', () => {
    const last = { include: 'team', id: 'x' };
    const added = { include: 'team', id: 'x', members: [{ name: 'New' }] };
    const out = keepSharedItems(added, last, shared);
    expect(out.members).toEqual([...members, { name: 'New' }]);
  });

  it('a list the page already sets is left as the person edits it', () => {
    const last = { include: 'team', members: [members[0]] };
    const next = { include: 'team', members: [members[0], { name: 'New' }] };
    expect(keepSharedItems(next, last, shared)).toBe(next);
  });
});

describe('every list field of every collection form: add, remove and reorder keep the entry valid', () => {
  const site = JSON.parse(fs.readFileSync(path.join(root, 'site.json'), 'utf8')) as {
    languages: string[];
  };
  interface EntryList {
    at: (string | number)[];
    items: Node | null;
    min: number;
    max: number;
  }
  /** Every list of an entry as its form shows them: a list field, or one language's words. */
  function entryLists(node: Node, value: unknown, at: (string | number)[] = []): EntryList[] {
    const shape = fieldKind(files, node, site.languages);
    const { schema } = resolve(files, node);
    if (shape.kind === 'texts')
      return site.languages.map((l) => {
        const s = resolve(files, child(node, schema.properties![l]!)).schema;
        return { at: [...at, l], items: null, min: s.minItems ?? 0, max: s.maxItems ?? Infinity };
      });
    if (shape.kind === 'list') {
      const list = Array.isArray(value) ? value : [];
      const own = {
        at,
        items: shape.items,
        min: schema.minItems ?? 0,
        max: schema.maxItems ?? Infinity,
      };
      return [own, ...list.flatMap((item, i) => entryLists(shape.items, item, [...at, i]))];
    }
    if (shape.kind === 'object')
      return shape.properties.flatMap(([name, prop]) =>
        entryLists(prop, (value as Json | undefined)?.[name], [...at, name]),
      );
    if (shape.kind === 'map')
      return Object.entries((value ?? {}) as Json).flatMap(([k, v]) =>
        entryLists(shape.values, v, [...at, k]),
      );
    if (shape.kind === 'forms') {
      // The form whose required parts the value has, as the form's choice shows it.
      const i = shape.forms.findIndex((f) =>
        (resolve(files, f).schema.required ?? []).every((r) =>
          Object.hasOwn((value ?? {}) as Json, r),
        ),
      );
      return entryLists(shape.forms[Math.max(0, i)]!, value, at);
    }
    return [];
  }
  const set = (value: unknown, at: (string | number)[], list: unknown[]) => {
    const out = structuredClone(value) as Json;
    let node = out;
    for (const k of at.slice(0, -1)) node = node[k as string] as Json;
    node[at.at(-1) as string] = list;
    return out;
  };
  /** What the person types into a new box: a word, where the item is words. */
  const typed = (item: unknown) => (item === '' ? 'Word' : item);

  const entries = listCollections(root).flatMap((c) =>
    c.entries.map((e) => [`${c.name}/${e.id}`, c, e.id] as const),
  );
  it.each(entries)('%s', (_name, c, id) => {
    const loaded = loadEntry(root, c.name, id);
    if (loaded.status !== 'entry') throw new Error(loaded.status);
    const node: Node = { file: c.schema, schema: files[c.schema]! };
    const values =
      c.kind === 'articles'
        ? Object.values(
            (loaded.data as { languages: Record<string, { front: Json }> }).languages,
          ).map((l) => l.front)
        : [loaded.data];
    let places = 0;
    for (const value of values) {
      const valid = (v: unknown, what: string) =>
        expect(
          validator.validate(c.schema, v).errors.map((e) => `${e.instancePath} ${e.message}`),
          what,
        ).toEqual([]);
      valid(value, 'as it is');
      for (const place of entryLists(node, value)) {
        places++;
        const list = (get(value, place.at) as unknown[] | undefined) ?? [];
        const name = place.at.join('.');
        if (list.length < place.max) {
          const item = place.items ? typed(newItemOf(files, place.items)) : 'Word';
          valid(set(value, place.at, [...list, item]), `${name}: added`);
        }
        if (list.length > place.min)
          valid(set(value, place.at, removeItem(list, 0)), `${name}: removed`);
        if (list.length > 1) {
          const moved = moveItem(list, 0, 1);
          expect(moved[1]).toEqual(list[0]);
          valid(set(value, place.at, moved), `${name}: moved down`);
        }
      }
    }
    // A schema with lists gives the form lists to test.
    if (JSON.stringify(files[c.schema]).includes('"array"') && c.kind !== 'single')
      expect(places).toBeGreaterThan(0);
  });
});
