import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepSharedItems, ownTextsAt } from '../../editor/config';
import { exampleOfItems, newListItem, settle } from '../../editor/newItem';
import { child, resolve, type Node, type SchemaFiles } from '../../editor/schema';
import { WordStore } from '../../editor/words';
import { createValidator } from '../../scripts/lint/ajv.ts';
import { addressesByType } from '../../scripts/lib/catalogue.ts';
import { loadSchemas } from '../../scripts/lib/schemas.ts';
import { readContent } from '../../scripts/lib/site-data.ts';
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
