import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileForUrl } from '../../scripts/lib/edit/guard.ts';
import { PathRefused, resolveInside } from '../../scripts/lib/insideRepository.ts';
import { startEditServer } from '../../scripts/lib/edit/server.ts';
import { copyRepository } from '../../scripts/lib/scratch.ts';

/**
 * `npm run edit` on a copy of the repository, asked the way another page of this machine could
 * ask it (a page on localhost:4721, a DNS-rebinding name) and the way the editor itself does.
 */
const PORT = Number(process.env.EDIT_GUARD_PORT ?? 4760);
const SELF = `http://127.0.0.1:${PORT}`;
const EVIL_PAGE = 'http://localhost:4721';
const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'edit-guard-outside-'));
const SECRET = 'secret-outside-the-copy-7f3a';
const copy = path.join(os.tmpdir(), `edit-guard-copy-${process.pid}`);
let server: ViteDevServer;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request with exactly these headers (fetch would not let a test set Host). */
function ask(pathname: string, headers: Record<string, string>, method = 'GET', body?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: PORT, path: pathname, method, headers, timeout: 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer for ${pathname}`)));
    req.on('error', reject);
    req.end(body);
  });
}

const host = { host: `127.0.0.1:${PORT}` };
/** What Chromium sends for the editor's own fetch() of a file. */
const own = { ...host, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' };
/** What Chromium sends for fetch() from a page on another port of this machine. */
const crossOrigin = {
  ...host,
  origin: EVIL_PAGE,
  'sec-fetch-site': 'cross-site',
  'sec-fetch-mode': 'cors',
};

const siteName = () =>
  (JSON.parse(fs.readFileSync(path.join(copy, 'site.json'), 'utf8')) as { name: string }).name;

beforeAll(async () => {
  copyRepository(copy);
  fs.writeFileSync(path.join(outside, 'secret.json'), JSON.stringify({ secret: SECRET }));
  // Vite's dependency optimizer would bundle the editor's packages into the copy in the
  // background, still writing after the server closed (ENOTEMPTY on cleanup): these tests ask
  // for files and answers, never for the optimized packages.
  server = await startEditServer(copy, PORT, { optimizeDeps: { noDiscovery: true, include: [] } });
}, 120_000);

afterAll(async () => {
  await server?.close();
  fs.rmSync(copy, { recursive: true, force: true });
  fs.rmSync(outside, { recursive: true, force: true });
});

describe('the edit server answers only its own page', () => {
  it('a fetch from another local origin gets no data and no CORS permission, on any route', async () => {
    for (const route of [
      '/site.json',
      '/package.json',
      '/pages/about.json',
      '/locales/en/common.json',
      '/src/main.tsx',
      '/__edit/api/project',
      '/__edit/api/page?file=pages/about.json',
      '/catalogue/',
    ]) {
      for (const headers of [
        crossOrigin,
        { ...crossOrigin, 'sec-fetch-site': 'same-site' },
        // An older browser sends no Sec-Fetch-Site, but still its Origin.
        { ...host, origin: EVIL_PAGE },
      ]) {
        const answer = await ask(route, headers);
        expect(answer.status, `${route} ${JSON.stringify(headers)}`).toBe(403);
        expect(answer.headers['access-control-allow-origin']).toBeUndefined();
        expect(answer.body).not.toContain(siteName());
        expect(answer.body).not.toContain('"dependencies"');
      }
    }
    // The preflight of a cross-origin write is refused too, without CORS headers.
    const preflight = await ask(
      '/__edit/api/save',
      { ...crossOrigin, 'access-control-request-method': 'POST' },
      'OPTIONS',
    );
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    // A cross-site visit never started building the catalogue.
    expect(fs.existsSync(path.join(copy, 'catalogue'))).toBe(false);
  });

  it('a request under another host name (DNS rebinding) is refused', async () => {
    for (const route of ['/site.json', '/__edit/api/project', '/'])
      for (const name of [
        'evil.example',
        `evil.example:${PORT}`,
        `127.0.0.1.evil.example:${PORT}`,
      ]) {
        const answer = await ask(route, { host: name, 'sec-fetch-site': 'same-origin' });
        expect(answer.status, `${route} as ${name}`).toBe(403);
        expect(answer.body).not.toContain(siteName());
      }
  });

  it('the editor’s own requests still work: its page, its modules, the files, the API, a write', async () => {
    const page = await ask('/', {
      ...host,
      'sec-fetch-site': 'none',
      'sec-fetch-mode': 'navigate',
    });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<script type="module"');
    const client = await ask('/@vite/client', own);
    expect(client.status).toBe(200);
    const module = await ask('/src/blocks/Hero/scene/gate.ts', own);
    expect(module.status).toBe(200);
    const site = await ask('/site.json', own);
    expect(site.status).toBe(200);
    expect(site.body).toContain(siteName());
    expect(site.headers['access-control-allow-origin']).toBeUndefined();
    const words = await ask('/locales/en/common.json', own);
    expect(words.status).toBe(200);

    const project = await ask('/__edit/api/project', own);
    expect(project.status).toBe(200);
    const { pages } = JSON.parse(project.body) as { pages: { file: string }[] };
    expect(pages.map((p) => p.file)).toContain('pages/about.json');
    const opened = await ask('/__edit/api/page?file=pages/about.json', own);
    expect(opened.status).toBe(200);
    // A write from the editor's origin passes the guard and reaches the save, which judges it
    // (an empty request: refused for what it holds, not for where it came from).
    const saved = await ask(
      '/__edit/api/save',
      { ...own, origin: SELF, 'content-type': 'application/json' },
      'POST',
      '{}',
    );
    expect(saved.status, saved.body).toBe(400);
    expect(JSON.parse(saved.body)).toMatchObject({
      status: 'refused',
      message: /not an object|file/,
    });
  }, 90_000); // the dev server's first module transforms and the project read, on a busy CI machine

  it('a link in pages/ or locales/ to a file outside the repository is refused, with the reason', async () => {
    const links = [
      [path.join(copy, 'pages', 'passwd.json'), '/etc/passwd'],
      [path.join(copy, 'locales', 'en', 'leak.json'), path.join(outside, 'secret.json')],
      [path.join(copy, 'pages', 'elsewhere'), outside],
    ] as const;
    for (const [link, target] of links) fs.symlinkSync(target, link);
    try {
      for (const route of [
        '/pages/passwd.json',
        '/pages/passwd.json?import',
        '/locales/en/leak.json',
        '/pages/elsewhere/secret.json',
        `/@fs${outside}/secret.json`,
        '/@fs/etc/passwd',
      ]) {
        const answer = await ask(route, own);
        expect(answer.status, route).toBe(403);
        expect(answer.body).not.toContain(SECRET);
        expect(answer.body).not.toContain('root:');
      }
      const read = await ask('/__edit/api/page?file=pages/passwd.json', own);
      expect(read.status).toBe(403);
      expect(JSON.parse(read.body)).toMatchObject({ status: 'refused' });
      expect(read.body).toMatch(/pages\/passwd\.json.*outside the repository/);
      expect(read.body).not.toContain('root:');
      // The whole project is refused while such a link exists: the lint would follow it.
      const project = await ask('/__edit/api/project', own);
      expect(project.status).toBe(403);
      expect(project.body).toContain('locales/en/leak.json');
      expect(project.body).not.toContain(SECRET);
    } finally {
      for (const [link] of links) fs.unlinkSync(link);
    }
    expect((await ask('/__edit/api/project', own)).status).toBe(200);
  });
});

describe('resolving a file name', () => {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'edit-guard-tree-'));
  fs.mkdirSync(path.join(tree, 'repo', 'pages', 'blog'), { recursive: true });
  fs.mkdirSync(path.join(tree, 'deps'));
  fs.writeFileSync(path.join(tree, 'repo', 'pages', 'about.json'), '{}');
  fs.writeFileSync(path.join(tree, 'secret.json'), '{}');
  fs.symlinkSync('/etc/passwd', path.join(tree, 'repo', 'pages', 'passwd.json'));
  fs.symlinkSync(path.join(tree, 'secret.json'), path.join(tree, 'repo', 'pages', 'secret.json'));
  fs.symlinkSync(tree, path.join(tree, 'repo', 'pages', 'up'));
  fs.symlinkSync(path.join(tree, 'nothing'), path.join(tree, 'repo', 'pages', 'dangling.json'));
  fs.symlinkSync(path.join(tree, 'deps'), path.join(tree, 'repo', 'node_modules'));
  const repo = path.join(tree, 'repo');
  const allowed = [fs.realpathSync(repo), fs.realpathSync(path.join(tree, 'deps'))];
  afterAll(() => fs.rmSync(tree, { recursive: true, force: true }));

  const isAllowed = (abs: string) =>
    allowed.some((dir) => abs === dir || abs.startsWith(dir + path.sep));

  it('plain names inside resolve; links out, "..", NUL and absolute paths elsewhere do not', () => {
    expect(resolveInside(repo, 'pages/about.json')).toBe(
      path.join(allowed[0]!, 'pages', 'about.json'),
    );
    expect(resolveInside(repo, 'pages/new-page.json')).toBe(
      path.join(allowed[0]!, 'pages', 'new-page.json'),
    );
    for (const name of [
      'pages/passwd.json',
      'pages/secret.json',
      'pages/up/secret.json',
      'pages/up/repo/../secret.json',
      'pages/dangling.json',
      '../secret.json',
      'pages/../../secret.json',
      '/etc/passwd',
      'pages/about.json\0.png',
      'pages/' + 'a'.repeat(2000) + '.json',
    ])
      expect(() => resolveInside(repo, name), name).toThrow(PathRefused);
    expect(() => resolveInside(repo, 'pages/passwd.json')).toThrow(/outside the repository/);
    expect(fileForUrl(repo, '/node_modules/x.js')).toBeNull();
    expect(() => fileForUrl(repo, '/pages/..%2f..%2fsecret.json')).toThrow(PathRefused);
    expect(() => fileForUrl(repo, '/pages/%E0%A4%A')).toThrow(PathRefused);
  });

  it('no name, however hostile, resolves outside the repository (property)', () => {
    const part = fc.oneof(
      {
        weight: 4,
        arbitrary: fc.constantFrom(
          '..',
          '.',
          '',
          'pages',
          'about.json',
          'passwd.json',
          'secret.json',
          'up',
          'repo',
          'dangling.json',
          'node_modules',
          '%2e%2e',
          '%2f',
          '%2F..%2F',
          '%00',
          '\0',
          '\\..\\',
          '/etc/passwd',
          '/@fs/',
          '?',
          '#',
          'a'.repeat(600),
        ),
      },
      { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
    );
    // Mostly the tree's own names, so that links, ".." and encodings meet in every order.
    const start = fc.constantFrom('', 'pages/', 'pages/up/', 'node_modules/', '../');
    const name = fc
      .tuple(start, fc.array(part, { maxLength: 6 }))
      .map(([first, parts]) => first + parts.join('/'));
    const judge = (resolve: () => string | null) => {
      let abs: string | null;
      try {
        abs = resolve();
      } catch (e) {
        expect(e).toBeInstanceOf(PathRefused);
        return;
      }
      if (abs === null) return;
      let existing = abs;
      while (!fs.existsSync(existing)) existing = path.dirname(existing);
      expect(isAllowed(fs.realpathSync(existing)), abs).toBe(true);
    };
    fc.assert(
      fc.property(name, (n) => {
        judge(() => resolveInside(repo, n));
        judge(() => fileForUrl(repo, '/' + n));
        judge(() => fileForUrl(repo, '/@fs/' + n));
      }),
      { numRuns: 400 },
    );
  });
});
