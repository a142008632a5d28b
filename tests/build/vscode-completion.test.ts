import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { TextDocument, type CompletionItem } from 'vscode-json-languageservice';
import { describe, expect, it } from 'vitest';
import { service } from './vscode-service.ts';
import { root } from '../../scripts/lib/paths.ts';

/**
 * What an editor gets while typing a page in VS Code, through the library behind its JSON
 * support: a ready-made skeleton for every block type inside "blocks": [ ], skeletons that are
 * valid once inserted, a plain sentence beside each choice of a list, and the block's
 * description with an example on hover.
 */
/** Every block type, from the files in schemas/blocks/. */
const TYPES = fs
  .readdirSync(path.join(root, 'schemas/blocks'))
  .filter((f) => f.endsWith('.schema.json'))
  .map((f) => f.replace('.schema.json', ''))
  .sort();

type Schema = Record<string, unknown> & {
  markdownDescription?: string;
  properties: Record<string, { enum?: string[]; enumDescriptions?: string[] }>;
};
const schemaOf = (rel: string) =>
  JSON.parse(fs.readFileSync(path.join(root, rel), 'utf8')) as Schema;

/** A new page whose "blocks" holds `blocks` (text), with `|` marking the cursor. */
const page = (blocks: string) => `{
  "$schema": "../schemas/page.schema.json",
  "schemaVersion": 3,
  "meta": { "title": "about:meta.title", "description": "about:meta.description" },
  "blocks": [
    ${blocks}
  ]
}
`;

function open(textWithCursor: string) {
  const offset = textWithCursor.indexOf('|');
  const text = offset >= 0 ? textWithCursor.replace('|', '') : textWithCursor;
  const uri = pathToFileURL(path.join(root, 'pages/new-page.json')).href;
  const doc = TextDocument.create(uri, 'json', 1, text);
  return { doc, json: service.parseJSONDocument(doc), offset };
}

async function complete(textWithCursor: string): Promise<CompletionItem[]> {
  const { doc, json, offset } = open(textWithCursor);
  const list = await service.doComplete(doc, doc.positionAt(offset), json);
  return list?.items ?? [];
}

async function problems(text: string) {
  const { doc, json } = open(text);
  return (await service.doValidation(doc, json)).map(
    (d) => `${d.range.start.line + 1}:${d.range.start.character + 1} ${d.message}`,
  );
}

async function hover(text: string, offset: number) {
  const { doc, json } = open(text);
  const contents = (await service.doHover(doc, doc.positionAt(offset), json))?.contents;
  return (Array.isArray(contents) ? contents : [contents])
    .map((c) => (typeof c === 'string' ? c : ((c as { value: string } | undefined)?.value ?? '')))
    .join('\n');
}

/**
 * The text VS Code leaves when the editor accepts every highlighted part as suggested:
 * "${1:about}" → "about", a choice "${1|large,small|}" → "large", "$1" → nothing.
 */
const filledIn = (snippet: string) =>
  snippet
    .replace(/\$\{\d+:([^}]*)\}/g, '$1')
    .replace(/\$\{\d+\|([^,|]*)[^}]*\|\}/g, '$1')
    .replace(/\$\{?\d+\}?/g, '');

const snippetText = (item: CompletionItem) =>
  filledIn(item.insertText ?? (item.textEdit as { newText: string } | undefined)?.newText ?? '');

/** The block skeletons offered inside "blocks": [ ], by block type. */
async function blockSkeletons() {
  const byType = new Map<string, string>();
  for (const item of await complete(page('|'))) {
    const value = JSON.parse(snippetText(item)) as { type?: string };
    if (typeof value.type === 'string') byType.set(value.type, snippetText(item));
  }
  return byType;
}

describe('VS Code completion in a page', () => {
  it('offers a ready-made skeleton for every block type inside "blocks": [ ]', async () => {
    expect(TYPES.length).toBeGreaterThan(20);
    const skeletons = await blockSkeletons();
    expect([...skeletons.keys()].sort()).toEqual(TYPES);
  });

  it('offers a shared section too', async () => {
    const offered = (await complete(page('|'))).map((i) => JSON.parse(snippetText(i)));
    expect(offered).toContainEqual({ include: 'team' });
  });

  it('every skeleton, inserted with its suggested words, makes a page without schema errors', async () => {
    const skeletons = await blockSkeletons();
    const invalid: string[] = [];
    for (const type of TYPES) {
      const found = await problems(page(skeletons.get(type)!));
      if (found.length) invalid.push(`${type}: ${found.join('; ')}`);
    }
    expect(invalid).toEqual([]);
    // The check would see a mistake: a skeleton with a wrong value is flagged.
    const broken = skeletons.get('hero')!.replace('"large"', '"huge"');
    expect(await problems(page(broken))).toHaveLength(1);
  });

  it('all skeletons together make one valid page', async () => {
    const skeletons = await blockSkeletons();
    const all = TYPES.map((t) => skeletons.get(t)!).join(',\n');
    expect(await problems(page(all))).toEqual([]);
  });

  it("shows each choice's own plain description when a hero's size is typed", async () => {
    const hero = schemaOf('schemas/blocks/hero.schema.json').properties.size!;
    expect(hero.enumDescriptions).toHaveLength(hero.enum!.length);
    const items = await complete(
      page(
        '{ "type": "hero", "page": "about:hero.page", "title": "about:hero.title", "size": "|" }',
      ),
    );
    for (const [i, value] of hero.enum!.entries()) {
      const item = items.find((c) => c.label === `"${value}"`);
      expect(item?.documentation, value).toBe(hero.enumDescriptions![i]);
    }
  });

  it("shows a shared choice's description too: a button's variant", async () => {
    const defs = JSON.parse(
      fs.readFileSync(path.join(root, 'schemas/defs.schema.json'), 'utf8'),
    ) as { definitions: { action: Schema } };
    const variant = defs.definitions.action.properties.variant!;
    const items = await complete(
      page(
        '{ "type": "ctaBand", "title": "home:cta.title", "actions": [{ "label": "common:actions.contact", "href": "/contact", "variant": "|" }] }',
      ),
    );
    const shown = variant.enum!.map((v) => items.find((c) => c.label === `"${v}"`)?.documentation);
    expect(shown).toEqual(variant.enumDescriptions);
  });

  it('offers one more question inside a FAQ\'s "items": [ ]', async () => {
    const items = await complete(
      page(
        '{ "type": "faq", "items": [{ "question": "services:faq.q1", "answer": "services:faq.a1" }, |] }',
      ),
    );
    const bodies = items.map((i) => JSON.parse(snippetText(i).replace(/,\s*$/, '')));
    expect(bodies).toContainEqual({ question: 'services:faq.q3', answer: 'services:faq.a3' });
  });
});

describe('VS Code hover on a block', () => {
  it("shows the block's description with its example, on the block and on its type", async () => {
    const skeletons = await blockSkeletons();
    const pageSchema = schemaOf('schemas/page.schema.json') as unknown as {
      definitions: { block: Schema };
    };
    const typeEnum = pageSchema.definitions.block.properties.type!;
    const missing: string[] = [];
    for (const type of TYPES) {
      const markdown = schemaOf(`schemas/blocks/${type}.schema.json`).markdownDescription;
      expect(markdown, type).toMatch(/```json\n[\s\S]+\n```$/);
      const text = page(skeletons.get(type)!);
      const block = text.indexOf('{', text.indexOf('"blocks": ['));
      if (!(await hover(text, block)).includes(markdown!)) missing.push(`${type} block`);
      const said = typeEnum.enumDescriptions![typeEnum.enum!.indexOf(type)]!;
      const onType = await hover(text, text.indexOf('"type"', block) + 2);
      if (!onType.replace(/\\(.)/g, '$1').includes(`\`${type}\`: ${said}`))
        missing.push(`${type} type`);
    }
    expect(missing).toEqual([]);
  });
});
