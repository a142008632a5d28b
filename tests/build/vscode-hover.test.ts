import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { TextDocument } from 'vscode-json-languageservice';
import { describe, expect, it } from 'vitest';
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import { filesUnder } from '../../scripts/lib/files.ts';
import { service } from './vscode-service.ts';
import { root } from '../../scripts/lib/paths.ts';

/**
 * What an editor sees in VS Code, through the library behind its JSON support: hovering a
 * property shows that property's own description, and completion offers the block types.
 */
function open(rel: string, text = fs.readFileSync(path.join(root, rel), 'utf8')) {
  const uri = pathToFileURL(path.join(root, rel)).href;
  const doc = TextDocument.create(uri, 'json', 1, text);
  return { doc, json: service.parseJSONDocument(doc) };
}

async function hoverAt(rel: string, needle: string, text?: string) {
  const { doc, json } = open(rel, text);
  const offset = doc.getText().indexOf(needle);
  expect(offset, needle).toBeGreaterThanOrEqual(0);
  const hover = await service.doHover(doc, doc.positionAt(offset + 2), json);
  const contents = hover?.contents;
  return (Array.isArray(contents) ? contents : [contents])
    .map((c) => (typeof c === 'string' ? c : ((c as { value: string } | undefined)?.value ?? '')))
    .join('\n');
}

const blockSchema = (type: string) =>
  JSON.parse(fs.readFileSync(path.join(root, `schemas/blocks/${type}.schema.json`), 'utf8')) as {
    properties: Record<string, { description?: string }>;
  };

const INCLUDE = (
  JSON.parse(fs.readFileSync(path.join(root, 'schemas/page.schema.json'), 'utf8')) as {
    definitions: { include: { properties: { include: { description: string } } } };
  }
).definitions.include.properties.include.description;

/** Every property of every block in pages/ whose schema describes it, with its key's offset. */
function describedProperties() {
  const out: { file: string; prop: string; offset: number; description: string }[] = [];
  for (const abs of filesUnder(path.join(root, 'pages'), '.json')) {
    const file = path.relative(root, abs);
    const tree = parseTree(fs.readFileSync(abs, 'utf8'))!;
    const blocks = findNodeAtLocation(tree, ['blocks'])?.children ?? [];
    for (const block of blocks) {
      const include = findNodeAtLocation(block, ['include']);
      if (include) {
        // A shared section: "include" is described; what is set beside it is the section's
        // block's, which the schema cannot know (the lint checks those against that block).
        const key = include.parent!.children![0]!;
        out.push({ file, prop: 'include', offset: key.offset, description: INCLUDE });
        continue;
      }
      const type = findNodeAtLocation(block, ['type'])?.value as string;
      const schema = blockSchema(type);
      for (const prop of block.children ?? []) {
        const key = prop.children![0]!;
        const description = schema.properties[key.value as string]?.description;
        if (description)
          out.push({ file, prop: `${type}.${key.value}`, offset: key.offset, description });
      }
    }
  }
  return out;
}

const unescape = (markdown: string) => markdown.replace(/\\(.)/g, '$1');

describe('VS Code help on page files', () => {
  it('every described property of every block in pages/ shows its own description on hover', async () => {
    const props = describedProperties();
    expect(props.length).toBeGreaterThan(400);
    const docs = new Map<string, ReturnType<typeof open>>();
    const hidden: string[] = [];
    for (const p of props) {
      if (!docs.has(p.file)) docs.set(p.file, open(p.file));
      const { doc, json } = docs.get(p.file)!;
      const hover = await service.doHover(doc, doc.positionAt(p.offset + 2), json);
      const contents = hover?.contents;
      const shown = (Array.isArray(contents) ? contents : [contents])
        .map((c) =>
          typeof c === 'string' ? c : ((c as { value: string } | undefined)?.value ?? ''),
        )
        .join('\n');
      if (!unescape(shown).includes(p.description)) hidden.push(`${p.file} ${p.prop}`);
    }
    expect(hidden).toEqual([]);
  });

  it("hovering a block's text property shows that property's own description", async () => {
    const text = fs.readFileSync(path.join(root, 'pages/about.json'), 'utf8');
    const hero = blockSchema('hero');
    for (const prop of ['title', 'subtitle', 'page']) {
      const shown = await hoverAt('pages/about.json', `"${prop}": "about:hero`, text);
      expect(unescape(shown), prop).toContain(hero.properties[prop]!.description!);
    }
  });
});

describe('VS Code checks while typing', () => {
  it('offers every block type when "type" is being written', async () => {
    const text = fs.readFileSync(path.join(root, 'pages/about.json'), 'utf8');
    const at = text.indexOf('"type": "') + '"type": '.length;
    const { doc, json } = open('pages/about.json', text);
    const list = await service.doComplete(doc, doc.positionAt(at), json);
    const offered = (list?.items ?? []).map((i) => i.label.replace(/"/g, ''));
    const types = fs
      .readdirSync(path.join(root, 'schemas/blocks'))
      .map((f) => f.replace('.schema.json', ''));
    expect(offered.sort()).toEqual(expect.arrayContaining(types.sort()));
  });

  it('a locale file names its schema, and a number where words belong is flagged', async () => {
    const rel = 'locales/fr/about.json';
    const good = fs.readFileSync(path.join(root, rel), 'utf8');
    expect(JSON.parse(good).$schema).toBe('../../schemas/locale.schema.json');
    const check = async (text: string) => {
      const { doc, json } = open(rel, text);
      return service.doValidation(doc, json);
    };
    expect(await check(good)).toEqual([]);
    const bad = good.replace(/"title": "[^"]*"/, '"title": 42');
    const problems = await check(bad);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]!.range.start.line).toBe(bad.split('\n').findIndex((l) => l.includes('42')));
  });
});
