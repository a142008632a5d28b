import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lintLines, scratchSite } from '../scratch-site.ts';
import { runLint } from '../../scripts/lint/lint.ts';
import { root } from '../../scripts/lib/paths.ts';
import { filesUnder } from '../../scripts/lib/files.ts';
import { pageSections } from '../../scripts/vite/pageSections.ts';
import { expandIncludes, isInclude, SectionError } from '../../src/engine/sections.ts';
import { CURRENT_VERSION } from '../../src/engine/migrate.ts';

/**
 * Shared sections (docs/architecture.md#shared-sections): a block list kept once in
 * pages/_sections/ and included by pages. The lint cases run on a scratch copy of the real site, so
 * they hold whatever editors write.
 */
const scratch = () => scratchSite('sections-');
const lint = lintLines;

type Json = Record<string, unknown> & { blocks: Record<string, unknown>[] };
const readJson = (at: string, rel: string) =>
  JSON.parse(fs.readFileSync(path.join(at, rel), 'utf8')) as Json;
const writeJson = (at: string, rel: string, value: unknown) => {
  fs.mkdirSync(path.dirname(path.join(at, rel)), { recursive: true });
  fs.writeFileSync(path.join(at, rel), JSON.stringify(value, null, 2) + '\n');
};

/** The real site's pages that include a section, and the first include's place. */
function firstInclude(at: string) {
  for (const name of fs.readdirSync(path.join(at, 'pages'))) {
    if (!name.endsWith('.json')) continue;
    const rel = `pages/${name}`;
    const page = readJson(at, rel);
    const index = page.blocks.findIndex(isInclude);
    if (index >= 0) return { rel, page, index, name: String(page.blocks[index]!.include) };
  }
  throw new Error('no page of the site includes a shared section');
}

/** 1-based line of the first occurrence of `needle` in a file. */
const lineOf = (at: string, rel: string, needle: string) =>
  fs
    .readFileSync(path.join(at, rel), 'utf8')
    .slice(0, fs.readFileSync(path.join(at, rel), 'utf8').indexOf(needle))
    .split('\n').length;

describe('shared sections in the lint', () => {
  it('the real site includes a section and lints clean', () => {
    const at = scratch();
    expect(firstInclude(at).name).toMatch(/^[a-z0-9-]+$/);
    expect(lint(at)).toEqual([]);
  });

  it('a misspelt section name is one problem at the include, with a suggestion', () => {
    const at = scratch();
    const { rel, page, index, name } = firstInclude(at);
    page.blocks[index]!.include = `${name}s`;
    writeJson(at, rel, page);
    const problems = lint(at);
    expect(problems, problems.join('\n')).toHaveLength(1);
    expect(problems[0]).toContain(`${rel}:${lineOf(at, rel, `"include": "${name}s"`)}:`);
    expect(problems[0]).toContain(`there is no pages/_sections/${name}s.json`);
    expect(problems[0]).toContain(`did you mean "${name}"`);
  });

  it('an unknown property beside "include" is checked against the section’s block kind', () => {
    const at = scratch();
    const { rel, page, index } = firstInclude(at);
    page.blocks[index]!.titel = 'about:team.title';
    writeJson(at, rel, page);
    const problems = lint(at);
    expect(problems, problems.join('\n')).toHaveLength(1);
    expect(problems[0]).toContain(`${rel}:`);
    expect(problems[0]).toContain('unknown property "titel"');
    expect(problems[0]).toContain('did you mean "title"');
  });

  it('a wrong value and a missing translation set beside "include" are located in the page', () => {
    const at = scratch();
    const { rel, page, index } = firstInclude(at);
    page.blocks[index]!.title = 'about:team.no-such-key';
    page.blocks[index]!.views = 'carousel';
    writeJson(at, rel, page);
    const problems = lint(at);
    expect(problems).toHaveLength(2);
    expect(problems.every((p) => p.startsWith(`${rel}:`))).toBe(true);
    expect(problems.join('\n')).toContain('missing translation "about:team.no-such-key"');
    expect(problems.join('\n')).toContain('"carousel" is not allowed here');
  });

  it('a mistake inside the section is reported once, in the section, not on every page', () => {
    const at = scratch();
    const { name } = firstInclude(at);
    const rel = `pages/_sections/${name}.json`;
    const section = readJson(at, rel);
    section.blocks[0]!.views = 'carousel';
    writeJson(at, rel, section);
    const problems = lint(at);
    expect(problems, problems.join('\n')).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${rel}:\\d+:\\d+  "carousel" is not allowed here`));
  });

  it('an id a section lists whose entry is gone is one problem, in the section', () => {
    const at = scratch();
    const listing = fs
      .readdirSync(path.join(at, 'pages/_sections'))
      .map((f) => `pages/_sections/${f}`)
      .flatMap((rel) =>
        readJson(at, rel).blocks.flatMap((b, i) =>
          typeof b.from === 'string' && Array.isArray(b.select)
            ? b.select.map((id, j) => ({ rel, i, j, from: String(b.from), id: String(id) }))
            : [],
        ),
      );
    // An entry only the section names (a byline or another page naming it is refused too).
    const elsewhere = [
      ...filesUnder(path.join(at, 'pages'), '.json'),
      ...filesUnder(path.join(at, 'content/blog'), '.md'),
    ]
      .filter((f) => !f.includes('_sections'))
      .map((f) => fs.readFileSync(f, 'utf8'));
    const only = listing.filter(({ id }) => !elsewhere.some((text) => text.includes(id)));
    expect(only.length).toBeGreaterThan(0);
    const { rel, i, j, from, id } = only[0]!;
    fs.rmSync(path.join(at, 'content', from, `${id}.json`));
    const problems = runLint({ root: at }).problems;
    expect(problems.map((p) => [p.file, p.pointer])).toEqual([[rel, `/blocks/${i}/select/${j}`]]);
    expect(problems[0]!.message).toContain(`"${id}"`);
  });

  it('a section that does not parse is its one message; pages including it say nothing more', () => {
    const at = scratch();
    const { name } = firstInclude(at);
    const rel = `pages/_sections/${name}.json`;
    // A comma lost between two properties, as an editor's slip leaves it.
    const text = fs.readFileSync(path.join(at, rel), 'utf8');
    fs.writeFileSync(path.join(at, rel), text.replace(/",\n/, '"\n'));
    const problems = lint(at);
    expect(problems, problems.join('\n')).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${rel}:\\d+:\\d+  invalid JSON: a comma is missing`));
  });

  it('a section is never a page, and the ids it brings count on the including page', () => {
    const at = scratch();
    const { rel, page, index } = firstInclude(at);
    const shownId = String(
      page.blocks[index]!.id ??
        readJson(at, `pages/_sections/${String(page.blocks[index]!.include)}.json`).blocks[0]!.id,
    );
    const result = runLint({ root: at });
    const files = fs.readdirSync(path.join(at, 'pages'), { recursive: true }) as string[];
    const sectionCount = files.filter((f) => f.startsWith('_sections') && f.endsWith('.json'));
    expect(result.counts.sections).toBe(sectionCount.length);
    expect(result.counts.pages).toBe(
      files.filter((f) => f.endsWith('.json')).length - sectionCount.length,
    );
    // A link to the included block's anchor works; the same id on another block is refused.
    const other = readJson(at, 'pages/contact.json');
    const address = `/${rel.slice('pages/'.length, -'.json'.length)}#${shownId}`;
    other.blocks.push({
      type: 'ctaBand',
      id: 'section-links',
      title: 'home:cta.title',
      actions: [{ label: 'common:actions.contact', href: address }],
    });
    writeJson(at, 'pages/contact.json', other);
    expect(lint(at)).toEqual([]);
    page.blocks.push({ ...page.blocks[0], id: shownId });
    writeJson(at, rel, page);
    const problems = lint(at);
    expect(problems, problems.join('\n')).toHaveLength(1);
    expect(problems[0]).toContain(`block id "${shownId}" is used twice on this page`);
  });

  it('setting properties on a section of several blocks is refused with the reason', () => {
    const at = scratch();
    const actions = [{ label: 'common:actions.contact', href: '/contact' }];
    writeJson(at, 'pages/_sections/closing.json', {
      $schema: '../../schemas/section.schema.json',
      schemaVersion: CURRENT_VERSION,
      blocks: [
        { type: 'ctaBand', id: 'closing-a', title: 'home:cta.title', actions },
        { type: 'ctaBand', id: 'closing-b', title: 'home:cta.title', actions },
      ],
    });
    const page = readJson(at, 'pages/contact.json');
    page.blocks.push({ include: 'closing', title: 'home:cta.subtitle' });
    writeJson(at, 'pages/contact.json', page);
    const problems = lint(at);
    expect(problems, problems.join('\n')).toHaveLength(1);
    expect(problems[0]).toContain('has 2 blocks, so nothing can be set beside "include" (title)');
  });
});

describe('expandIncludes', () => {
  const team = { blocks: [{ type: 'teamGrid', id: 'team', title: 'a:b', members: [] }] };
  const read = (name: string) => (name === 'team' ? team : undefined);

  it('replaces an include by its section, with the properties set beside it', () => {
    expect(expandIncludes([{ type: 'hero' }, { include: 'team', id: 'leadership' }], read)).toEqual(
      [{ type: 'hero' }, { type: 'teamGrid', id: 'leadership', title: 'a:b', members: [] }],
    );
    // The section itself is never changed by a page's overrides.
    expect(team.blocks[0]!.id).toBe('team');
  });

  it('names what is missing', () => {
    expect(() => expandIncludes([{ include: 'nope' }], read)).toThrow(
      /no pages\/_sections\/nope\.json/,
    );
  });

  it('any page entries: ordinary blocks pass through in order, and it never throws anything else', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.jsonValue(),
            fc.record({ include: fc.oneof(fc.constant('team'), fc.string()) }),
            fc.record({ include: fc.constant('team'), id: fc.string(), title: fc.jsonValue() }),
          ),
          { maxLength: 20 },
        ),
        (entries) => {
          try {
            const out = expandIncludes(entries, read);
            expect(out.filter((b) => !isInclude(b))).toHaveLength(out.length);
            expect(out.length).toBe(entries.length);
          } catch (e) {
            expect(e).toBeInstanceOf(SectionError);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the build expands includes (page-sections plugin)', () => {
  it('a page file loads with its section’s blocks in place of the include', () => {
    const plugin = pageSections(root);
    const at = firstInclude(root);
    const file = path.join(root, at.rel);
    const watched: string[] = [];
    const transform = plugin.transform as (
      this: unknown,
      code: string,
      id: string,
    ) => { code: string } | null;
    const out = transform.call(
      {
        addWatchFile: (f: string) => watched.push(f),
        error: (m: string) => {
          throw new Error(m);
        },
      },
      fs.readFileSync(file, 'utf8'),
      file,
    );
    const page = JSON.parse(out!.code) as Json;
    expect(page.blocks.some(isInclude)).toBe(false);
    expect(page.blocks).toHaveLength(
      at.page.blocks.length - 1 + readJson(root, `pages/_sections/${at.name}.json`).blocks.length,
    );
    expect(watched).toEqual([path.join(root, 'pages', '_sections', `${at.name}.json`)]);
  });
});
