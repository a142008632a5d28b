import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { savePage, type SaveRequest } from '../../scripts/lib/edit/save.ts';
import { loadPage, loadProject } from '../../scripts/lib/edit/project.ts';
import { refusal } from '../../scripts/lib/edit/api.ts';
import { formatJson, writablePath, versionOf } from '../../scripts/lib/edit/files.ts';
import { PathRefused } from '../../scripts/lib/insideRepository.ts';
import { hashText, PENDING } from '../../scripts/lint/madeFrom.ts';
import { spawnSync } from 'node:child_process';
import { runLint } from '../../scripts/lint/lint.ts';
import { root } from '../../scripts/lib/paths.ts';

/** A scratch copy of what the editor reads and writes, so no test touches the repository. */
function scratchSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edit-test-'));
  for (const part of ['pages', 'locales', 'content'])
    fs.cpSync(path.join(root, part), path.join(dir, part), { recursive: true });
  for (const f of [
    'site.json',
    'locales-allow-identical.json',
    'locales-made-from.json',
    '.prettierrc',
  ])
    if (fs.existsSync(path.join(root, f))) fs.copyFileSync(path.join(root, f), path.join(dir, f));
  // The lint checks that images exist in public/; the editor never writes there.
  fs.symlinkSync(path.join(root, 'public'), path.join(dir, 'public'));
  return dir;
}

/** Every file under a folder with its bytes, to prove a refused save wrote nothing. */
function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const abs = path.join(d, e.name);
      if (e.isSymbolicLink()) continue; // public/, linked from the repository
      if (e.isDirectory()) walk(abs);
      else out.set(path.relative(dir, abs), fs.readFileSync(abs, 'utf8'));
    }
  };
  walk(dir);
  return out;
}

const read = (dir: string, rel: string) => JSON.parse(fs.readFileSync(path.join(dir, rel), 'utf8'));

let site: string;
beforeEach(() => {
  site = scratchSite();
});
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

function request(over: Partial<SaveRequest> = {}): SaveRequest {
  return {
    file: 'pages/about.json',
    page: read(site, 'pages/about.json'),
    words: [],
    reviewed: [],
    versions: loadProject(site).versions,
    ...over,
  };
}

describe('saving from the editor', () => {
  it('a French headline: only that line of the French file changes (its English did not, so neither does the record)', async () => {
    const en = read(site, 'locales/en/about.json').hero.title as string;
    const before = snapshot(site);
    const result = await savePage(
      site,
      request({
        words: [{ lang: 'fr', ns: 'about', key: 'hero.title', text: 'Un nouveau titre' }],
      }),
    );
    expect(result).toMatchObject({ status: 'saved', written: ['locales/fr/about.json'] });
    const after = snapshot(site);
    const changed = [...after].filter(([f, text]) => before.get(f) !== text).map(([f]) => f);
    expect(changed).toEqual([path.join('locales', 'fr', 'about.json')]);
    const oldLines = before.get(path.join('locales', 'fr', 'about.json'))!.split('\n');
    const newLines = after.get(path.join('locales', 'fr', 'about.json'))!.split('\n');
    expect(newLines.length).toBe(oldLines.length);
    expect(newLines.filter((l, i) => l !== oldLines[i])).toEqual([
      expect.stringContaining('"title": "Un nouveau titre"'),
    ]);
    expect(read(site, 'locales-made-from.json').fr.about['hero.title']).toBe(hashText(en));
    expect(runLint({ root: site }).problems).toEqual([]);
  });

  it('reordered blocks: the page file is written as format:content lays it out, $schema first', async () => {
    const page = read(site, 'pages/about.json');
    page.blocks = [page.blocks[1], page.blocks[0], ...page.blocks.slice(2)];
    const result = await savePage(site, request({ page: { ...page, $schema: undefined } }));
    expect(result).toMatchObject({ status: 'saved', written: ['pages/about.json'] });
    const text = fs.readFileSync(path.join(site, 'pages/about.json'), 'utf8');
    expect(text).toBe(await formatJson(root, 'pages/about.json', page));
    expect(Object.keys(JSON.parse(text))[0]).toBe('$schema');
  });

  it('an invalid value is refused with the lint’s words at its place, and nothing is written', async () => {
    const page = read(site, 'pages/about.json');
    page.blocks[0].size = 'huge';
    const before = snapshot(site);
    const result = await savePage(site, request({ page }));
    expect(result.status).toBe('invalid');
    const problems = result.status === 'invalid' ? result.problems : [];
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'pages/about.json',
        pointer: '/blocks/0/size',
        message: expect.stringContaining('small'),
      }),
    ]);
    expect(snapshot(site)).toEqual(before);
  });

  it('new English without its translations is refused: each language is named stale', async () => {
    const result = await savePage(
      site,
      request({
        words: [{ lang: 'en', ns: 'about', key: 'hero.title', text: 'A Brand New Headline' }],
      }),
    );
    expect(result.status).toBe('invalid');
    const files = result.status === 'invalid' ? result.problems.map((p) => p.file).sort() : [];
    expect(files).toEqual(['ar', 'de', 'es', 'fr', 'it'].map((l) => `locales/${l}/about.json`));
    // Kept as they are on purpose ("still correct"), the save goes through.
    const kept = ['ar', 'de', 'es', 'fr', 'it'].map((lang) => ({
      lang,
      ns: 'about',
      key: 'hero.title',
    }));
    const again = await savePage(
      site,
      request({
        words: [{ lang: 'en', ns: 'about', key: 'hero.title', text: 'A Brand New Headline' }],
        reviewed: kept,
      }),
    );
    expect(again.status).toBe('saved');
    expect(read(site, 'locales-made-from.json').fr.about['hero.title']).toBe(
      hashText('A Brand New Headline'),
    );
    expect(runLint({ root: site }).problems).toEqual([]);
  });

  it('a new page with its words in six languages: the page, six locale files and their record', async () => {
    const langs = ['en', 'ar', 'fr', 'es', 'de', 'it'];
    const texts = ['meta.title', 'meta.description', 'hero.page', 'hero.title', 'hero.subtitle'];
    const words = langs.flatMap((lang) =>
      texts.map((key) => ({
        lang,
        ns: 'summer-offer',
        key,
        text: `${key} (${lang})`.toUpperCase(),
      })),
    );
    const page = {
      schemaVersion: 3,
      meta: { title: 'summer-offer:meta.title', description: 'summer-offer:meta.description' },
      blocks: [
        {
          type: 'hero',
          page: 'summer-offer:hero.page',
          title: 'summer-offer:hero.title',
          subtitle: 'summer-offer:hero.subtitle',
        },
      ],
    };
    const result = await savePage(site, request({ file: 'pages/summer-offer.json', page, words }));
    expect(result).toMatchObject({
      status: 'saved',
      written: [
        'locales-made-from.json',
        ...langs.map((l) => `locales/${l}/summer-offer.json`).sort(),
        'pages/summer-offer.json',
      ],
    });
    expect(read(site, 'locales/de/summer-offer.json')).toEqual({
      $schema: '../../schemas/locale.schema.json',
      meta: { title: 'META.TITLE (DE)', description: 'META.DESCRIPTION (DE)' },
      hero: { page: 'HERO.PAGE (DE)', title: 'HERO.TITLE (DE)', subtitle: 'HERO.SUBTITLE (DE)' },
    });
    expect(runLint({ root: site }).problems).toEqual([]);
  });

  it('a file changed on disk since the editor opened it is not overwritten', async () => {
    const versions = loadProject(site).versions;
    const frFile = path.join(site, 'locales/fr/about.json');
    fs.appendFileSync(frFile, '\n');
    const changedOnDisk = fs.readFileSync(frFile, 'utf8');
    const result = await savePage(
      site,
      request({ versions, words: [{ lang: 'fr', ns: 'about', key: 'hero.title', text: 'Autre' }] }),
    );
    expect(result).toEqual({ status: 'conflict', files: ['locales/fr/about.json'] });
    expect(fs.readFileSync(frFile, 'utf8')).toBe(changedOnDisk);
  });

  it('refuses every file outside pages/ and locales/, whatever the name', async () => {
    const before = snapshot(site);
    for (const file of [
      '../package.json',
      'pages/../site.json',
      '/etc/passwd',
      'pages/_sections/team.json',
      'pages\\about.json',
      'src/main.tsx',
      'pages/about.json/..',
    ]) {
      const result = await savePage(site, request({ file }));
      expect(result.status, file).toBe('refused');
    }
    for (const ns of ['../../site', 'about/../../x', 'ABOUT', '']) {
      const result = await savePage(
        site,
        request({ words: [{ lang: 'fr', ns, key: 'a', text: 'b' }] }),
      );
      expect(result.status, ns).toBe('refused');
    }
    expect(snapshot(site)).toEqual(before);
  });

  it('no file name leads a write outside the two folders (property)', () => {
    const segment = fc.constantFrom(
      'pages',
      'locales',
      'fr',
      '..',
      '.',
      '',
      'about.json',
      '[id].json',
      '_sections',
      'x.json',
      '%2e%2e',
      '\\',
      'a b',
    );
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 6 }), (parts) => {
        const rel = parts.join('/');
        let abs: string;
        try {
          abs = writablePath(site, rel);
        } catch (e) {
          expect(e).toBeInstanceOf(PathRefused);
          return;
        }
        const inside =
          ['pages', 'locales'].some((d) => abs.startsWith(path.join(site, d) + path.sep)) ||
          abs === path.join(site, 'locales-made-from.json');
        expect(inside, rel).toBe(true);
        expect(abs.startsWith(path.join(site, 'pages', '_sections'))).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('a key such as __proto__.polluted is refused, and no object is polluted', async () => {
    for (const key of ['__proto__.polluted', 'constructor.prototype.polluted', 'hero.__proto__']) {
      const result = await savePage(
        site,
        request({ words: [{ lang: 'fr', ns: 'about', key, text: 'yes' }] }),
      );
      expect(result.status, key).toBe('refused');
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a symbolic link planted in pages/ is not followed', async () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'edit-outside-'));
    fs.symlinkSync(outside, path.join(site, 'pages', 'linked'));
    expect(() => writablePath(site, 'pages/linked/x.json')).toThrow(PathRefused);
    fs.rmSync(outside, { recursive: true });
  });

  it('versions are hashes of the bytes on disk', () => {
    const v = loadProject(site).versions['pages/about.json'];
    expect(v).toBe(versionOf(path.join(site, 'pages/about.json')));
    expect(v).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('what a person without a terminal can save', () => {
  const OTHERS = ['ar', 'de', 'es', 'fr', 'it'];

  it('French typography is applied on save: a plain space, or the sign a message once showed, becomes the no-break space', async () => {
    for (const typed of ['Une question ?', 'Une question\u237D?']) {
      const result = await savePage(
        site,
        request({ words: [{ lang: 'fr', ns: 'about', key: 'hero.title', text: typed }] }),
      );
      // The second says what the first saved: nothing to write.
      expect(['saved', 'unchanged']).toContain(result.status);
      expect(read(site, 'locales/fr/about.json').hero.title).toBe('Une question\u202F?');
    }
  }, 120_000);

  it('new English with its translations saved as pending: saved, marked, counted, and refused by the build with the page and language named', async () => {
    const oldFr = read(site, 'locales/fr/about.json').hero.title as string;
    const later = OTHERS.map((lang) => ({ lang, ns: 'about', key: 'hero.title' }));
    const result = await savePage(
      site,
      request({
        words: [{ lang: 'en', ns: 'about', key: 'hero.title', text: 'A Brand New Headline' }],
        pending: later,
      }),
    );
    expect(result.status).toBe('saved');
    const record = read(site, 'locales-made-from.json');
    for (const lang of OTHERS) expect(record[lang].about['hero.title']).toBe(PENDING);
    // The old translation stays as the stand-in until someone rewrites it.
    expect(read(site, 'locales/fr/about.json').hero.title).toBe(oldFr);
    expect(loadProject(site).pending['fr:about:hero.title']).toBe('pending');

    const problems = runLint({ root: site }).problems;
    expect(problems.map((p) => p.file).sort()).toEqual(
      OTHERS.map((l) => `locales/${l}/about.json`),
    );
    const french = problems.find((p) => p.file === 'locales/fr/about.json')!;
    expect(french.pending).toBe(true);
    expect(french.message).toMatch(
      /^not ready to publish: the French text "hero\.title" on pages\/about\.json/,
    );

    const status = spawnSync('npx', ['tsx', 'scripts/i18n/i18nStatus.ts'], {
      cwd: root,
      env: { ...process.env, I18N_ROOT: site },
      encoding: 'utf8',
    });
    expect(status.status).toBe(1);
    expect(status.stdout).toMatch(/^ {2}about\.json +\d+ +0 +0 +0 +1$/m);

    // Written afterwards, the French is done again.
    const done = await savePage(
      site,
      request({
        words: [{ lang: 'fr', ns: 'about', key: 'hero.title', text: 'Un tout nouveau titre' }],
      }),
    );
    expect(done.status).toBe('saved');
    expect(read(site, 'locales-made-from.json').fr.about['hero.title']).toBe(
      hashText('A Brand New Headline'),
    );
  }, 120_000);

  it('a text still to write, saved as pending, has the English as its stand-in', async () => {
    const words = [
      { lang: 'en', ns: 'about', key: 'hero.extra', text: 'Words only English has yet' },
    ];
    const refused = await savePage(site, request({ words }));
    expect(refused.status).toBe('invalid');
    const pending = OTHERS.map((lang) => ({ lang, ns: 'about', key: 'hero.extra' }));
    const saved = await savePage(site, request({ words, pending }));
    expect(saved.status).toBe('saved');
    expect(read(site, 'locales/ar/about.json').hero.extra).toBe('Words only English has yet');
    expect(
      runLint({ root: site }).problems.every((p) => p.pending && p.file.startsWith('locales/')),
    ).toBe(true);
  }, 120_000);

  it('a done translation cleared and left for later keeps its text, is recorded pending and refused by the build; an empty text alone is refused', async () => {
    // A done German subtitle, cleared, "Translate later": saved, never empty, and pending.
    const words = read(site, 'locales/de/about.json');
    const [key] = Object.keys(words.hero).filter((k) => typeof words.hero[k] === 'string');
    const oldDe = words.hero[key!] as string;
    const cleared = { lang: 'de', ns: 'about', key: `hero.${key}` };
    const saved = await savePage(
      site,
      request({ words: [{ ...cleared, text: '' }], pending: [cleared] }),
    );
    expect(saved.status).toBe('saved');
    expect(read(site, 'locales/de/about.json').hero[key!]).toBe(oldDe);
    expect(read(site, 'locales-made-from.json').de.about[`hero.${key}`]).toBe(PENDING);
    expect(loadProject(site).pending[`de:about:hero.${key}`]).toBe('pending');
    expect(
      runLint({ root: site }).problems.some((p) => p.pending && p.file === 'locales/de/about.json'),
    ).toBe(true);

    // An empty French text, not left for later: refused, in words, and nothing written.
    const before = fs.readFileSync(path.join(site, 'locales/fr/about.json'), 'utf8');
    const empty = await savePage(
      site,
      request({ words: [{ lang: 'fr', ns: 'about', key: `hero.${key}`, text: '  ' }] }),
    );
    expect(empty.status).toBe('invalid');
    if (empty.status === 'invalid')
      expect(empty.problems.map((p) => p.message)).toContainEqual(
        expect.stringMatching(/this text is empty: write it, or choose “Translate later”/),
      );
    expect(fs.readFileSync(path.join(site, 'locales/fr/about.json'), 'utf8')).toBe(before);
  }, 120_000);

  it('a page file that does not read is reported broken, with its line, not missing', () => {
    const abs = path.join(site, 'pages/about.json');
    fs.writeFileSync(
      abs,
      '{\n  "schemaVersion": 2,\n  "blocks": [\n    { "type": "hero" }\n    { "type": "faq" }\n  ]\n}\n',
    );
    const loaded = loadPage(site, 'pages/about.json');
    expect(loaded.status).toBe('broken');
    expect(loaded).toMatchObject({ problem: { file: 'pages/about.json', line: 5 } });
    expect(loadPage(site, 'pages/no-such-page.json').status).toBe('missing');
  }, 120_000);
});

describe('who may call the edit server', () => {
  const req = (headers: Record<string, string>, method = 'POST') =>
    ({ method, headers }) as unknown as IncomingMessage;
  const ok = {
    host: '127.0.0.1:4318',
    origin: 'http://127.0.0.1:4318',
    'content-type': 'application/json',
  };
  it('the editor itself may write', () => expect(refusal(req(ok))).toBeNull());
  it('another origin may not', () =>
    expect(refusal(req({ ...ok, origin: 'https://evil.example' }))).toMatch(
      /only from the editor/,
    ));
  it('a post without an Origin may not', () => {
    const { origin: _o, ...rest } = ok;
    void _o;
    expect(refusal(req(rest))).toMatch(/only from the editor/);
  });
  it('a form post (not JSON) may not', () =>
    expect(refusal(req({ ...ok, 'content-type': 'text/plain' }))).toMatch(/application\/json/));
  it('a page reaching 127.0.0.1 under another name (DNS rebinding) may not', () =>
    expect(
      refusal(req({ ...ok, host: 'evil.example:4318', origin: 'http://evil.example:4318' })),
    ).toMatch(/this machine/));
  it('a cross-site read is refused', () =>
    expect(refusal(req({ host: '127.0.0.1:4318', 'sec-fetch-site': 'cross-site' }, 'GET'))).toMatch(
      /cross-site/,
    ));
});

describe('whatever a request holds', () => {
  it('is refused or answered, never thrown on, and writes nothing it may not (property)', async () => {
    const dir = scratchSite();
    try {
      const before = snapshot(dir);
      const hostile = fc.oneof(
        fc.anything(),
        fc.record({
          file: fc.oneof(
            fc.string(),
            fc.constantFrom('pages/about.json', '../x.json', 'pages/x/../../y.json'),
          ),
          page: fc.oneof(fc.anything(), fc.constant({ schemaVersion: 3, blocks: 'x' })),
          words: fc.oneof(
            fc.anything(),
            fc.array(
              fc.record({
                lang: fc.oneof(fc.string(), fc.constantFrom('fr', '../fr', 'zz')),
                ns: fc.oneof(fc.string(), fc.constantFrom('about', '../about', 'a/b')),
                key: fc.oneof(fc.string(), fc.constantFrom('hero', 'hero.title.x', '__proto__.x')),
                text: fc.anything(),
              }),
              { maxLength: 3 },
            ),
          ),
          reviewed: fc.anything(),
          versions: fc.anything(),
        }),
      );
      await fc.assert(
        fc.asyncProperty(hostile, async (body) => {
          const result = await savePage(dir, body);
          expect(['refused', 'invalid', 'conflict', 'unchanged', 'saved']).toContain(result.status);
          // Anything written is a page or locale file, or the translation record.
          for (const [file] of snapshot(dir))
            if (!before.has(file))
              expect(file).toMatch(/^(pages|locales)[/\\\\]|^locales-made-from\.json$/);
        }),
        { numRuns: 300 },
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
