import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteEntry,
  listCollections,
  loadEntry,
  saveEntry,
  typesetMarkdown,
} from '../../scripts/lib/edit/entries.ts';
import { collectionFiles } from '../../scripts/lib/articles.ts';
import { runLint } from '../../scripts/lint/lint.ts';
import { languageName } from '../../scripts/lint/language.ts';
import { root } from '../../scripts/lib/paths.ts';
import { copySite, removeSite } from '../scratch-site.ts';
import { isToWrite } from '../../editor/messages.ts';

/*
 * The content forms' server side: every collection found from the files, entries opened, saved
 * and deleted through the lint, in a scratch copy of the site (one for the whole file: each save
 * lints the copy, a few seconds on this machine).
 */

let site: string;
beforeAll(() => (site = copySite('edit-entries-')));
afterAll(() => removeSite(site));

const json = (rel: string) => JSON.parse(fs.readFileSync(path.join(site, rel), 'utf8'));
const site_ = () => json('site.json') as { languages: string[]; defaultLanguage: string };

describe('collections in the editor', () => {
  it('finds every collection from the files: JSON entries, Markdown articles and single files', () => {
    const found = listCollections(site);
    const articles = [...collectionFiles(site, 'blog').keys()].sort();
    const blog = found.find((c) => c.name === 'blog');
    expect(blog?.kind).toBe('articles');
    expect(blog?.entries.map((e) => e.id)).toEqual(articles);
    for (const name of ['testimonials', 'team']) {
      const c = found.find((x) => x.name === name);
      const ids = fs
        .readdirSync(path.join(site, 'content', name))
        .map((f) => f.replace(/\.json$/, ''))
        .sort();
      expect(c?.kind).toBe('entries');
      expect(c?.entries.map((e) => e.id)).toEqual(ids);
      expect(fs.existsSync(path.join(site, c!.schema))).toBe(true);
    }
    expect(found.find((c) => c.name === 'facts')?.kind).toBe('single');
    // Page words kept per language are not a form.
    expect(found.some((c) => c.name.startsWith('testimonials-page'))).toBe(false);
  });

  it('the clients, shipped with no entry, are offered with their schema, and a first client saves', async () => {
    const clients = listCollections(site).find((x) => x.name === 'clients');
    expect(clients).toMatchObject({
      kind: 'entries',
      schema: 'schemas/content/client.schema.json',
      entries: [],
    });
    const data = {
      $schema: '../../schemas/content/client.schema.json',
      id: 'atlas-foods',
      name: 'Atlas Foods',
      logo: '/images/blog/crm-best-practices.svg',
      // An industry in the words the testimonials page lists (the lint holds clients to them).
      industry: Object.fromEntries(
        site_().languages.map((l) => {
          const page = json(`content/testimonials-page${l === 'en' ? '' : `.${l}`}.json`);
          return [l, (page as { industries: string[] }).industries[0]];
        }),
      ),
      permission: true,
    };
    const saved = await saveEntry(site, {
      collection: 'clients',
      id: 'atlas-foods',
      data,
      versions: {},
    });
    try {
      expect(saved).toMatchObject({ status: 'saved' });
      expect(json('content/clients/atlas-foods.json')).toMatchObject({ name: 'Atlas Foods' });
      expect(listCollections(site).find((x) => x.name === 'clients')?.entries).toHaveLength(1);
    } finally {
      fs.rmSync(path.join(site, 'content', 'clients'), { recursive: true, force: true });
    }
  });

  it('a new collection folder shows with no code: its entries name their schema', () => {
    const dir = path.join(site, 'content', 'case-notes');
    fs.mkdirSync(dir);
    const member = json('content/team/imane-tazi.json');
    fs.writeFileSync(path.join(dir, 'one.json'), JSON.stringify({ ...member, id: 'one' }));
    try {
      const c = listCollections(site).find((x) => x.name === 'case-notes');
      expect(c).toMatchObject({
        kind: 'entries',
        schema: 'schemas/content/teamMember.schema.json',
      });
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });

  it('saves an unchanged entry as unchanged, and an edited one with typography applied', async () => {
    const id = fs.readdirSync(path.join(site, 'content/team'))[0]!.replace(/\.json$/, '');
    const loaded = loadEntry(site, 'team', id);
    if (loaded.status !== 'entry') throw new Error(loaded.status);
    const same = await saveEntry(site, {
      collection: 'team',
      id,
      data: loaded.data,
      versions: loaded.versions,
    });
    expect(same.status).toBe('unchanged');
    const data = structuredClone(loaded.data) as { bio: Record<string, string> };
    const fr = data.bio.fr!;
    data.bio.fr = `${fr} Elle répond : "oui"`;
    const saved = await saveEntry(site, {
      collection: 'team',
      id,
      data,
      versions: loaded.versions,
    });
    expect(saved.status).toBe('saved');
    const written = json(`content/team/${id}.json`) as { bio: Record<string, string> };
    expect(written.bio.fr).not.toBe(data.bio.fr);
    expect(written.bio.fr).not.toContain(' :');
    expect(written.bio.fr).not.toContain('"');
  });

  it('refuses a save that breaks the lint, with the problem located in the entry file', async () => {
    const id = fs.readdirSync(path.join(site, 'content/testimonials'))[0]!.replace(/\.json$/, '');
    const loaded = loadEntry(site, 'testimonials', id);
    if (loaded.status !== 'entry') throw new Error(loaded.status);
    const before = fs.readFileSync(path.join(site, `content/testimonials/${id}.json`), 'utf8');
    const data = structuredClone(loaded.data) as Record<string, unknown>;
    data.rating = 9;
    const result = await saveEntry(site, {
      collection: 'testimonials',
      id,
      data,
      versions: loaded.versions,
    });
    expect(result.status).toBe('invalid');
    if (result.status !== 'invalid') return;
    expect(
      result.problems.some(
        (p) => p.file === `content/testimonials/${id}.json` && p.pointer === '/rating',
      ),
    ).toBe(true);
    expect(fs.readFileSync(path.join(site, `content/testimonials/${id}.json`), 'utf8')).toBe(
      before,
    );
  });

  it('creates a team member, refuses a second one under the same id, and deletes it', async () => {
    const member = json('content/team/imane-tazi.json') as Record<string, unknown>;
    const data = { ...member, name: 'Nadia Test' };
    const versions = { 'content/team/nadia-test.json': '' };
    const created = await saveEntry(site, { collection: 'team', id: 'nadia-test', data, versions });
    expect(created.status).toBe('saved');
    expect(json('content/team/nadia-test.json')).toMatchObject({
      id: 'nadia-test',
      name: 'Nadia Test',
    });
    const again = await saveEntry(site, {
      collection: 'team',
      id: 'nadia-test',
      data: { ...data, name: 'X Y' },
      versions,
    });
    expect(again.status).toBe('conflict');
    const loaded = loadEntry(site, 'team', 'nadia-test');
    if (loaded.status !== 'entry') throw new Error(loaded.status);
    const gone = await deleteEntry(site, {
      collection: 'team',
      id: 'nadia-test',
      versions: loaded.versions,
    });
    expect(gone.status).toBe('saved');
    expect(fs.existsSync(path.join(site, 'content/team/nadia-test.json'))).toBe(false);
  });

  it('refuses hostile ids and collections before touching a file', async () => {
    for (const id of ['../x', 'A', 'a--b', '', 'x'.repeat(81), 'a/b', '__proto__'])
      expect(
        (await saveEntry(site, { collection: 'team', id, data: {}, versions: {} })).status,
      ).toBe('refused');
    for (const collection of ['../pages', 'nope', '__proto__'])
      expect((await saveEntry(site, { collection, id: 'a', data: {}, versions: {} })).status).toBe(
        'refused',
      );
  });

  it('writes an article in English and French only; the lint passes and the other languages have no file', async () => {
    const source = loadEntry(site, 'blog', [...collectionFiles(site, 'blog').keys()][0]);
    if (source.status !== 'entry') throw new Error(source.status);
    const langs = (
      source.data as { languages: Record<string, { front: Record<string, unknown>; body: string }> }
    ).languages;
    const data = {
      languages: {
        en: {
          front: { ...langs.en!.front, title: 'A New Test Article' },
          body: '## First Part\n\n- one\n- two\n',
        },
        fr: {
          front: { ...langs.fr!.front, title: 'Un nouvel article de test' },
          body: langs.fr!.body,
        },
      },
    };
    const versions = Object.fromEntries(
      site_().languages.map((l) => [`content/blog/new-test/${l}.md`, '']),
    );
    const saved = await saveEntry(site, { collection: 'blog', id: 'new-test', data, versions });
    expect(saved).toMatchObject({ status: 'saved' });
    expect(fs.readdirSync(path.join(site, 'content/blog/new-test')).sort()).toEqual([
      'en.md',
      'fr.md',
    ]);
    expect(
      runLint({ root: site, publicDir: path.join(root, 'public') }).problems.filter((p) =>
        p.file.includes('new-test'),
      ),
    ).toEqual([]);
    // Choosing fewer languages later removes the file of the one dropped.
    const reopened = loadEntry(site, 'blog', 'new-test');
    if (reopened.status !== 'entry') throw new Error(reopened.status);
    const only = { languages: { en: (reopened.data as typeof data).languages.en } };
    expect(
      (
        await saveEntry(site, {
          collection: 'blog',
          id: 'new-test',
          data: only,
          versions: reopened.versions,
        })
      ).status,
    ).toBe('saved');
    expect(fs.readdirSync(path.join(site, 'content/blog/new-test'))).toEqual(['en.md']);
  });

  it('refuses a text left empty in one language, at its box, and writes nothing', async () => {
    const member = json('content/team/imane-tazi.json') as { role: Record<string, string> };
    const data = { ...member, name: 'Empty French', role: { ...member.role, fr: '' } };
    const result = await saveEntry(site, {
      collection: 'team',
      id: 'empty-french',
      data,
      versions: { 'content/team/empty-french.json': '' },
    });
    expect(result).toMatchObject({
      status: 'invalid',
      problems: [{ file: 'content/team/empty-french.json', pointer: '/role/fr' }],
    });
    expect(fs.existsSync(path.join(site, 'content/team/empty-french.json'))).toBe(false);
  });

  it('saves translations left empty as pending: shown on reopening, refused by the lint by name, counted by i18n:status, dropped with the entry', async () => {
    const { languages, defaultLanguage } = site_();
    const [first, second] = languages.filter((l) => l !== defaultLanguage) as [string, string];
    const member = json('content/team/imane-tazi.json') as { role: Record<string, string> };
    const file = 'content/team/pending-test.json';
    const data = {
      ...member,
      name: 'Pending Test',
      role: { ...member.role, [first]: '', [second]: '' },
    };
    const saved = await saveEntry(site, {
      collection: 'team',
      id: 'pending-test',
      data,
      versions: { [file]: '' },
      later: true,
    });
    expect(saved).toMatchObject({ status: 'saved' });
    const record = () => json('locales-made-from.json') as Record<string, Record<string, unknown>>;
    for (const lang of [first, second]) expect(record()[lang]![file]).toEqual({ role: 'pending' });

    const reopened = loadEntry(site, 'team', 'pending-test');
    if (reopened.status !== 'entry') throw new Error(reopened.status);
    expect(reopened.pending.sort()).toEqual([`/role/${first}`, `/role/${second}`].sort());
    // Saved again as it is, without "Translate later": still pending, not refused.
    expect(
      (
        await saveEntry(site, {
          collection: 'team',
          id: 'pending-test',
          data: reopened.data,
          versions: reopened.versions,
        })
      ).status,
    ).toBe('unchanged');

    // The build's lint refuses each one, naming the entry and the language.
    const refused = runLint({ root: site }).problems.filter((p) => p.file === file);
    expect(refused.map((p) => [p.pointer, p.pending])).toEqual(
      expect.arrayContaining([
        [`/role/${first}`, true],
        [`/role/${second}`, true],
      ]),
    );
    expect(refused).toHaveLength(2);
    for (const p of refused) {
      expect(p.message).toContain('"Pending Test"');
      expect(p.message).toMatch(/^not ready to publish/);
    }
    expect(refused.map((p) => p.message).join()).toContain(languageName(first));

    // i18n:status counts them per language and lists each.
    const status = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/i18n/i18nStatus.ts'], {
      cwd: root,
      env: { ...process.env, I18N_ROOT: site },
      encoding: 'utf8',
    });
    expect(status.status).toBe(1);
    for (const lang of [first, second])
      expect(status.stdout).toContain(
        `  ${lang}  ${file}  role  (English: "${member.role[defaultLanguage]}")`,
      );
    expect(status.stdout).toMatch(new RegExp(`  ${file}\\s+0\\s+0\\s+0\\s+0\\s+1\\n`));

    // Written by hand, a pending text is done; deleting the entry drops its lines of the record.
    const written = json(file) as { role: Record<string, string> };
    written.role[first] = member.role[first]!;
    fs.writeFileSync(path.join(site, file), JSON.stringify(written, null, 2));
    expect(
      runLint({ root: site })
        .problems.filter((p) => p.file === file)
        .map((p) => p.pointer),
    ).toEqual([`/role/${second}`]);
    const again = loadEntry(site, 'team', 'pending-test');
    if (again.status !== 'entry') throw new Error(again.status);
    expect(
      (
        await deleteEntry(site, {
          collection: 'team',
          id: 'pending-test',
          versions: again.versions,
        })
      ).status,
    ).toBe('saved');
    for (const lang of [first, second]) expect(record()[lang]?.[file]).toBeUndefined();
  });

  it('saves an article’s texts left empty as pending: refused without "Translate later", reopened as pending, refused by the lint, counted by i18n:status', async () => {
    const { defaultLanguage } = site_();
    const source = loadEntry(site, 'blog', [...collectionFiles(site, 'blog').keys()][0]);
    if (source.status !== 'entry') throw new Error(source.status);
    type Lang = { front: Record<string, unknown>; body: string };
    const langs = (source.data as { languages: Record<string, Lang> }).languages;
    const english = langs[defaultLanguage]!;
    const file = 'content/blog/pending-article/fr.md';
    const data = {
      languages: {
        [defaultLanguage]: english,
        fr: { front: { ...langs.fr!.front, title: '' }, body: '' },
      },
    };
    const versions = Object.fromEntries(
      site_().languages.map((l) => [`content/blog/pending-article/${l}.md`, '']),
    );
    const body = { collection: 'blog', id: 'pending-article', data, versions };

    // Without "Translate later": refused at the two boxes, in the words the editor offers it for.
    const refused = await saveEntry(site, body);
    if (refused.status !== 'invalid') throw new Error(refused.status);
    expect(refused.problems.map((p) => [p.file, p.pointer]).sort()).toEqual([
      [file, ''],
      [file, '/title'],
    ]);
    for (const p of refused.problems) expect(isToWrite(p)).toBe(true);
    expect(fs.existsSync(path.join(site, file))).toBe(false);

    // With it: saved, the English as the file's stand-in, and both recorded as pending.
    expect(await saveEntry(site, { ...body, later: true })).toMatchObject({ status: 'saved' });
    const record = () => json('locales-made-from.json') as Record<string, Record<string, unknown>>;
    expect(record().fr![file]).toEqual({ body: 'pending', title: 'pending' });
    expect(fs.readFileSync(path.join(site, file), 'utf8')).toContain(english.body.trim());

    // Reopened: the two boxes empty and marked pending; saved again as they are, unchanged.
    const reopened = loadEntry(site, 'blog', 'pending-article');
    if (reopened.status !== 'entry') throw new Error(reopened.status);
    expect(reopened.pending.sort()).toEqual(['/fr', '/fr/title']);
    const fr = (reopened.data as { languages: Record<string, Lang> }).languages.fr!;
    expect([fr.front.title, fr.body]).toEqual(['', '']);
    const again = { ...body, data: reopened.data, versions: reopened.versions };
    expect((await saveEntry(site, again)).status).toBe('unchanged');

    // The publish check (the build's lint) refuses each, by language and article; the stand-in
    // is not reported as English left in a French article.
    const lint = () =>
      runLint({ root: site, publicDir: path.join(root, 'public') }).problems.filter(
        (p) => p.file === file,
      );
    const problems = lint();
    expect(problems.map((p) => [p.pointer, p.pending]).sort()).toEqual([
      ['', true],
      ['/title', true],
    ]);
    for (const p of problems)
      expect(p.message).toMatch(/^not ready to publish: the French text of "/);

    // i18n:status counts them under the article's file.
    const status = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/i18n/i18nStatus.ts'], {
      cwd: root,
      env: { ...process.env, I18N_ROOT: site },
      encoding: 'utf8',
    });
    expect(status.stdout).toContain(`  fr  ${file}  title  (English: "`);
    expect(status.stdout).toMatch(new RegExp(`  ${file}\\s+0\\s+0\\s+0\\s+0\\s+2\\n`));

    // The title written: no longer pending, in the record or for the lint; the body still is.
    const written = structuredClone(again.data) as { languages: Record<string, Lang> };
    written.languages.fr!.front.title = 'Un article en attente';
    expect(
      (await saveEntry(site, { ...body, data: written, versions: reopened.versions })).status,
    ).toBe('saved');
    expect(record().fr![file]).toEqual({ body: 'pending' });
    expect(lint().map((p) => p.pointer)).toEqual(['']);
  });

  it('never throws on hostile requests, and writes only inside content/', async () => {
    const outside = () =>
      ['pages', 'locales', 'schemas'].map((d) => fs.readdirSync(path.join(site, d)).join());
    const before = outside();
    const body = fc.record({
      collection: fc.oneof(fc.constantFrom('team', 'blog', 'facts', 'testimonials'), fc.string()),
      id: fc.oneof(fc.constantFrom('x', '../x', 'a/b', '..', 'x'.repeat(200)), fc.string()),
      data: fc.oneof(fc.anything(), fc.record({ languages: fc.anything() })),
      versions: fc.oneof(fc.constant({}), fc.anything()),
    });
    await fc.assert(
      fc.asyncProperty(fc.oneof(body, fc.anything()), async (b) => {
        for (const run of [saveEntry, deleteEntry]) {
          const r = await run(site, b);
          expect(['saved', 'unchanged', 'invalid', 'conflict', 'refused']).toContain(r.status);
        }
        expect(outside()).toEqual(before);
      }),
      { numRuns: 25 },
    );
  });

  it('keeps addresses and code as written when it applies typography to a Markdown body', () => {
    const body = 'Voir [le "guide"](https://example.com/a:b) et `x : y` : "oui"';
    const out = typesetMarkdown('fr', body);
    expect(out).toContain('(https://example.com/a:b)');
    expect(out).toContain('`x : y`');
    expect(out).not.toContain('"oui"');
  });
});
