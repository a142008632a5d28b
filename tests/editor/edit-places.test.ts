import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteEntry, listCollections, saveEntry } from '../../scripts/lib/edit/entries.ts';
import { versionOf } from '../../scripts/lib/edit/files.ts';
import type { Place } from '../../scripts/lib/edit/places.ts';
import { root } from '../../scripts/lib/paths.ts';
import { copySite, removeSite } from '../scratch-site.ts';

/*
 * A new entry added to the lists of ids that pages show, in the same save as the entry, and
 * taken out of them by a delete that asks for it. In a scratch copy of the site, found from its
 * files: whichever collection has a page listing ids is the one used.
 */

let site: string;
beforeAll(() => (site = copySite('edit-places-')));
afterAll(() => removeSite(site));

const text = (rel: string) => fs.readFileSync(path.join(site, rel), 'utf8');
const json = (rel: string) => JSON.parse(text(rel)) as Record<string, unknown>;

/** A JSON-entries collection with a page that lists ids, and one of its entries to copy. */
function listed() {
  const c = listCollections(site).find(
    (x) => x.kind === 'entries' && x.places.some((p) => Array.isArray(p.select)),
  );
  if (!c) throw new Error('no page lists ids of a collection');
  const lists = c.places.filter((p): p is Place & { select: string[] } => Array.isArray(p.select));
  const model = json(`content/${c.name}/${c.entries[0]!.id}.json`);
  return { c, lists, model };
}

/** The text of `rel` around the list at `pointer`: before it and after it. */
function around(source: string, pointer: string) {
  const at = pointer
    .slice(1)
    .split('/')
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  const node = findNodeAtLocation(parseTree(source)!, at)!;
  return [source.slice(0, node.offset), source.slice(node.offset + node.length)];
}

const fileOf = (p: Place) => p.file;
const pointerOf = (p: Place) => p.key.slice(p.key.indexOf('#') + 1);
const selectAt = (p: Place) => {
  let v: unknown = json(p.file);
  for (const k of pointerOf(p).slice(1).split('/')) v = (v as Record<string, unknown>)[k];
  return v as string[];
};

describe('a new entry shown where pages list ids', () => {
  it('names each place by its page or shared section, its block type and its title', () => {
    const { lists } = listed();
    for (const p of lists) {
      expect(p.type).not.toBe('');
      expect(p.route ?? p.section).toBeTruthy();
      if (p.section) expect(p.usedOn.length).toBeGreaterThan(0);
    }
  });

  it('finds a list a page gives a shared section of its own, beside the include', () => {
    const owner = listCollections(site).find((x) =>
      x.places.some((p) => p.section && p.usedOn.length),
    );
    if (!owner) throw new Error('no shared section shows a collection');
    const shared = owner.places.find((p) => p.section && p.usedOn.length)!;
    const route = shared.usedOn[0]!;
    const file = `pages/${route === '/' ? 'index' : route.slice(1)}.json`;
    const before = text(file);
    const page = JSON.parse(before) as { blocks: Record<string, unknown>[] };
    const at = page.blocks.findIndex((b) => b.include === shared.section);
    page.blocks[at]!.select = [owner.entries[0]!.id];
    fs.writeFileSync(path.join(site, file), JSON.stringify(page, null, 2));
    try {
      const found = listCollections(site)
        .find((x) => x.name === owner.name)!
        .places.find((p) => p.key === `${file}#/blocks/${at}/select`);
      expect(found).toMatchObject({ route, type: shared.type, select: [owner.entries[0]!.id] });
    } finally {
      fs.writeFileSync(path.join(site, file), before);
    }
  });

  it('appends exactly the new id at the end of each ticked list, nothing else in the file changes', async () => {
    const { c, lists, model } = listed();
    const before = new Map(lists.map((p) => [p.key, text(fileOf(p))]));
    const id = 'appended-one';
    const result = await saveEntry(site, {
      collection: c.name,
      id,
      data: model,
      versions: { [`content/${c.name}/${id}.json`]: '' },
      places: lists.map((p) => p.key),
    });
    expect(result.status).toBe('saved');
    for (const p of lists) {
      expect(selectAt(p)).toEqual([...p.select, id]);
      expect(around(text(fileOf(p)), pointerOf(p))).toEqual(
        around(before.get(p.key)!, pointerOf(p)),
      );
    }
    expect(fs.existsSync(path.join(site, `content/${c.name}/${id}.json`))).toBe(true);
  });

  it('appends nothing when every place is unticked', async () => {
    const { c, lists, model } = listed();
    const before = lists.map((p) => text(fileOf(p)));
    const id = 'unticked-one';
    const result = await saveEntry(site, {
      collection: c.name,
      id,
      data: model,
      versions: { [`content/${c.name}/${id}.json`]: '' },
      places: [],
    });
    expect(result.status).toBe('saved');
    expect(lists.map((p) => text(fileOf(p)))).toEqual(before);
  });

  it('writes neither the entry nor a page when the lint refuses the entry', async () => {
    const { c, lists, model } = listed();
    const before = lists.map((p) => text(fileOf(p)));
    const id = 'refused-one';
    const result = await saveEntry(site, {
      collection: c.name,
      id,
      data: { ...model, unknownField: true },
      versions: { [`content/${c.name}/${id}.json`]: '' },
      places: lists.map((p) => p.key),
    });
    expect(result.status).toBe('invalid');
    expect(lists.map((p) => text(fileOf(p)))).toEqual(before);
    expect(fs.existsSync(path.join(site, `content/${c.name}/${id}.json`))).toBe(false);
  });

  it('refuses to delete an entry a list names, unless asked to remove it from the lists too', async () => {
    const { c, lists } = listed();
    const id = 'appended-one';
    const rel = `content/${c.name}/${id}.json`;
    const loaded = { [rel]: versionOf(path.join(site, rel)) };
    const named = lists.filter((p) => p.select.includes(id));
    expect(named.length).toBeGreaterThan(0);
    const refused = await deleteEntry(site, { collection: c.name, id, versions: loaded });
    expect(refused.status).toBe('invalid');
    expect(fs.existsSync(path.join(site, rel))).toBe(true);
    const gone = await deleteEntry(site, {
      collection: c.name,
      id,
      versions: loaded,
      unlist: true,
    });
    expect(gone.status).toBe('saved');
    expect(fs.existsSync(path.join(site, rel))).toBe(false);
    // Appended, then removed: the page files are back to the repository's bytes.
    for (const p of named) {
      expect(selectAt(p)).not.toContain(id);
      expect(text(fileOf(p))).toBe(fs.readFileSync(path.join(root, fileOf(p)), 'utf8'));
    }
  });

  it('never writes outside pages/ and content/, whatever the places and flags say', async () => {
    const { c, lists } = listed();
    const outside = () =>
      ['locales', 'schemas'].map((d) =>
        fs
          .readdirSync(path.join(site, d), { recursive: true })
          .map((f) => String(f))
          .sort()
          .join(),
      );
    const top = () => fs.readdirSync(site).sort().join();
    const before = [outside(), top(), text('site.json')];
    const key = fc.oneof(
      fc.constantFrom(
        ...lists.map((p) => p.key),
        '../site.json#/languages',
        'site.json#/languages',
        'pages/../site.json#/blocks/0/select',
        `${lists[0]!.file}#/blocks/0/type`,
        '__proto__',
      ),
      fc.string(),
    );
    const body = fc.record({
      collection: fc.oneof(fc.constant(c.name), fc.string()),
      id: fc.oneof(fc.constantFrom('x', '../x', 'a/b', '..', '__proto__'), fc.string()),
      data: fc.oneof(fc.anything(), fc.constant({})),
      versions: fc.oneof(fc.constant({}), fc.anything()),
      places: fc.oneof(fc.array(key, { maxLength: 4 }), fc.anything()),
      unlist: fc.oneof(fc.boolean(), fc.anything()),
    });
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        for (const run of [saveEntry, deleteEntry]) {
          const r = await run(site, b);
          expect(['saved', 'unchanged', 'invalid', 'conflict', 'refused']).toContain(r.status);
        }
        expect([outside(), top(), text('site.json')]).toEqual(before);
      }),
      { numRuns: 30 },
    );
  });
});
