import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkEngine, resolveSnippet } from '../../scripts/lint/engine.ts';
import { formatProblem, sortProblems } from '../../scripts/lint/problem.ts';
import { root } from '../../scripts/lib/paths.ts';

/**
 * The engine check on a copy of the schemas (the components are linked, not copied): each case
 * removes one piece of editor help from a block, as a new block's author could forget it, and
 * asserts the exact problem printed.
 */
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function engineCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-'));
  made.push(dir);
  fs.cpSync(path.join(root, 'schemas'), path.join(dir, 'schemas'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'src'));
  fs.symlinkSync(path.join(root, 'src', 'blocks'), path.join(dir, 'src', 'blocks'));
  return dir;
}

type Json = Record<string, unknown>;
function edit(dir: string, rel: string, change: (schema: Json) => void) {
  const abs = path.join(dir, rel);
  const schema = JSON.parse(fs.readFileSync(abs, 'utf8')) as Json;
  change(schema);
  fs.writeFileSync(abs, JSON.stringify(schema, null, 2) + '\n');
  return fs.readFileSync(abs, 'utf8');
}

const lines = (dir: string) => sortProblems(checkEngine(dir)).map((p) => formatProblem(p));
/** "line:column" (1-based) of the first `needle` in `text` after each of `after` in turn. */
function where(text: string, needle: string, ...after: string[]) {
  let from = 0;
  for (const marker of after) {
    from = text.indexOf(marker, from);
    expect(from, marker).toBeGreaterThanOrEqual(0);
    from += marker.length;
  }
  const offset = text.indexOf(needle, from);
  expect(offset, needle).toBeGreaterThanOrEqual(0);
  const before = text.slice(0, offset).split('\n');
  return `${before.length}:${before.at(-1)!.length + 1}`;
}

const HERO = 'schemas/blocks/hero.schema.json';
const FAQ = 'schemas/blocks/faq.schema.json';
type Snippet = { label: string; body: Json };
const heroSnippet = (s: Json) => (s.defaultSnippets as Snippet[])[0]!;

describe('engine check: editor help in the block schemas', () => {
  it('passes the copy of the real schemas as it is', () => {
    expect(lines(engineCopy())).toEqual([]);
  });

  it('reports a block schema without "defaultSnippets"', () => {
    const dir = engineCopy();
    edit(dir, HERO, (s) => delete s.defaultSnippets);
    expect(lines(dir)).toEqual([
      `${HERO}:1:1  add "defaultSnippets": a complete, valid hero block that VS Code offers when an editor types inside "blocks": [ ] (copy the one in schemas/blocks/hero.schema.json and adapt it)`,
    ]);
  });

  it('reports a snippet that is not valid with its suggested words, at the wrong value', () => {
    const dir = engineCopy();
    const text = edit(dir, HERO, (s) => {
      heroSnippet(s).body.size = '${3|huge,large|}';
      heroSnippet(s).body.scene = '^${4:"yes"}';
    });
    const top = '\n  "defaultSnippets"';
    expect(lines(dir)).toEqual([
      `${HERO}:${where(text, '[', top)}  the snippet "hero block" is not offered in pages: copy it, unchanged, into "defaultSnippets" of "blocks" in schemas/page.schema.json (/properties/blocks/items/defaultSnippets)`,
      `${HERO}:${where(text, '"${3|huge', top)}  snippet "hero block" (with its suggested words) is not valid: "huge" is not allowed here; use one of "small", "medium", "large", "xl"`,
      `${HERO}:${where(text, '"^${4', top)}  snippet "hero block" (with its suggested words) is not valid: must be true or false, not the text "yes"`,
    ]);
  });

  it('reports a block snippet missing from the list offered in pages', () => {
    const dir = engineCopy();
    edit(dir, 'schemas/page.schema.json', (s) => {
      const items = (s.properties as Json & { blocks: { items: Json } }).blocks.items;
      items.defaultSnippets = (items.defaultSnippets as Snippet[]).filter(
        (x) => x.body.type !== 'faq',
      );
    });
    const faq = fs.readFileSync(path.join(dir, FAQ), 'utf8');
    expect(lines(dir)).toEqual([
      `${FAQ}:${where(faq, '[', '\n  "defaultSnippets"')}  the snippet "faq block" is not offered in pages: copy it, unchanged, into "defaultSnippets" of "blocks" in schemas/page.schema.json (/properties/blocks/items/defaultSnippets)`,
    ]);
  });

  it('reports a block without "markdownDescription", and an invalid or outdated one', () => {
    const dir = engineCopy();
    edit(dir, HERO, (s) => delete s.markdownDescription);
    const faq = edit(dir, FAQ, (s) => {
      s.markdownDescription = `${String(s.description)}\n\n\`\`\`json\n{ "type": "faq" }\n\`\`\``;
    });
    const stats = edit(dir, 'schemas/blocks/stats.schema.json', (s) => {
      s.description = `${String(s.description)} Changed.`;
    });
    expect(lines(dir)).toEqual([
      `${FAQ}:${where(faq, '"', '"markdownDescription":')}  the example in "markdownDescription" is not valid: missing required property "items" (The questions, in order.)`,
      `${HERO}:1:1  add "markdownDescription": the "description" followed by a short example of a hero block in a \`\`\`json block (VS Code shows it when an editor points at the block)`,
      `schemas/blocks/stats.schema.json:${where(stats, '"', '"markdownDescription":')}  "markdownDescription" must start with the same words as "description", then show the example`,
    ]);
  });

  it('reports a list of choices without descriptions, or with one too few', () => {
    const dir = engineCopy();
    const hero = edit(dir, HERO, (s) => {
      const props = s.properties as Record<string, Json>;
      delete props.size!.enumDescriptions;
      (props.visual!.enumDescriptions as string[]).pop();
    });
    const defs = edit(dir, 'schemas/defs.schema.json', (s) => {
      delete ((s.definitions as Record<string, Json>).icon as Json).enumDescriptions;
    });
    expect(lines(dir)).toEqual([
      `${HERO}:${where(hero, '[', '"size": {', '"enum":')}  add "enumDescriptions": one short plain sentence for each of the 4 choices in "enum", in the same order (VS Code shows it beside each choice)`,
      `${HERO}:${where(hero, '[', '"visual": {', '"enumDescriptions":')}  "enumDescriptions" must have exactly one sentence for each of the 8 choices in "enum", in the same order (it has 7)`,
      `schemas/defs.schema.json:${where(defs, '[', '"icon": {', '"enum":')}  add "enumDescriptions": one short plain sentence for each of the 88 choices in "enum", in the same order (VS Code shows it beside each choice)`,
    ]);
  });

  it('reports a schema without its folder or descriptor, a folder without a schema, a schema without an example', () => {
    const dir = engineCopy();
    // Block folders one by one, so that this case can take one away and add another.
    fs.rmSync(path.join(dir, 'src', 'blocks'));
    fs.mkdirSync(path.join(dir, 'src', 'blocks'));
    for (const folder of fs.readdirSync(path.join(root, 'src', 'blocks')))
      if (folder !== 'Faq' && folder !== 'Timeline')
        fs.symlinkSync(
          path.join(root, 'src', 'blocks', folder),
          path.join(dir, 'src', 'blocks', folder),
        );
    const timeline = path.join(dir, 'src', 'blocks', 'Timeline');
    fs.mkdirSync(timeline);
    fs.symlinkSync(
      path.join(root, 'src', 'blocks', 'Timeline', 'index.tsx'),
      path.join(timeline, 'index.tsx'),
    );
    fs.mkdirSync(path.join(dir, 'src', 'blocks', 'Orphan'));
    edit(dir, 'schemas/blocks/stats.schema.json', (s) => delete s.examples);
    const out = lines(dir);
    expect(out).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^schemas\/blocks\/faq\.schema\.json:.*block "faq" has a schema but no component: create src\/blocks\/Faq\/index\.tsx$/,
        ),
        expect.stringMatching(
          /^schemas\/blocks\/faq\.schema\.json:.*block "faq" has no descriptor: create src\/blocks\/Faq\/block\.ts/,
        ),
        expect.stringMatching(
          /^schemas\/blocks\/timeline\.schema\.json:.*block "timeline" has no descriptor: create src\/blocks\/Timeline\/block\.ts/,
        ),
        expect.stringMatching(
          /^src\/blocks\/Orphan:.*component folder without a schema: add schemas\/blocks\/orphan\.schema\.json$/,
        ),
        expect.stringMatching(
          /^schemas\/blocks\/stats\.schema\.json:.*add at least one entry to "examples"/,
        ),
      ]),
    );
    expect(out.filter((l) => /descriptor|component|"examples"/.test(l))).toHaveLength(5);
  });
});

describe('resolveSnippet', () => {
  it('keeps each highlighted part as suggested, and writes "^" values without quotes', () => {
    expect(
      resolveSnippet({
        title: '${1:about}:${2:hero}.title',
        size: '${3|large,small|}',
        value: '^${4:150}',
        empty: 'a$1b${2}',
        list: ['^${1|3,2|}'],
      }),
    ).toEqual({ title: 'about:hero.title', size: 'large', value: 150, empty: 'ab', list: [3] });
  });
});
