import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY } from '../../scripts/lib/edit/contentApi.ts';
import { editApp } from '../../scripts/lib/edit/editApp.ts';
import { editorPageHtml } from '../../scripts/lib/edit/editorPage.ts';
import { copyRepository } from '../../scripts/lib/scratch.ts';

/**
 * `npm run edit`'s server (the built editor and the content API over a folder), asked through
 * Hono's app.request(): no port, no browser. A copy of the repository, so a test may plant links.
 */
const copy = path.join(os.tmpdir(), `edit-app-copy-${process.pid}`);
const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'edit-app-outside-'));
const SECRET = 'secret-outside-the-copy-51c9';
const editorDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edit-app-editor-'));
const ORIGIN = 'http://127.0.0.1:4318';
const own = { host: '127.0.0.1:4318', 'sec-fetch-site': 'same-origin' };
let app: ReturnType<typeof editApp>;

const ask = (pathname: string, headers: Record<string, string> = own, init: RequestInit = {}) =>
  app.request(pathname, { ...init, headers });

beforeAll(() => {
  copyRepository(copy);
  fs.writeFileSync(path.join(outside, 'secret.json'), JSON.stringify({ secret: SECRET }));
  // A stand-in for build/editor/: these tests judge the server, not the build.
  fs.mkdirSync(path.join(editorDir, 'assets'));
  fs.writeFileSync(
    path.join(editorDir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/__editor/assets/main-abc.js"></script></head><body></body></html>',
  );
  fs.writeFileSync(path.join(editorDir, 'assets', 'main-abc.js'), 'export {};');
  app = editApp(copy, { editorDir });
}, 60_000);

afterAll(() => {
  for (const dir of [copy, outside, editorDir]) fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm run edit answers only its own addresses', () => {
  it('no development server route exists: each answers 404', async () => {
    for (const route of [
      '/__open-in-editor?file=/etc/passwd',
      '/__open-in-editor?file=site.json',
      '/@fs/etc/passwd',
      `/@fs${copy}/site.json`,
      '/@vite/client',
      '/@id/react',
      '/@react-refresh',
      '/node_modules/react/package.json',
      '/node_modules/.vite/deps/react.js',
      '/__vite_ping',
      '/src/main.tsx',
      '/editor/main.tsx',
      '/site.json',
      '/package.json',
      '/pages/about.json',
      '/start.js',
      '/__editor/assets/../index.html',
      '/__editor/assets/missing.js',
      '/.git/config',
      '/images/.hidden.png',
      '/images/%2e%2e/%2e%2e/site.json',
      '/images/..%2f..%2fsite.json',
      '/images/uploads/x-1w.avif',
    ]) {
      const answer = await ask(route);
      expect(answer.status, route).toBe(404);
      expect(await answer.text()).not.toMatch(/root:|"dependencies"|Atlas/);
    }
  });

  it('the editor, its assets, the API, the site files and public pictures answer', async () => {
    const page = await ask('/?content=blog', { ...own, 'sec-fetch-site': 'none' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/);
    expect(page.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe/);
    const asset = await ask('/__editor/assets/main-abc.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const project = (await (await ask('/__edit/api/project')).json()) as {
      facts: Record<string, unknown>;
      site: { contact?: unknown };
    };
    expect(Object.keys(project.facts).length).toBeGreaterThan(0);
    expect(project.site.contact).toBeDefined();
    expect((await ask('/locales/en/common.json')).status).toBe(200);
    expect((await ask('/content/testimonials.json')).status).toBe(200);
    const icons = await ask('/icons.svg');
    expect(icons.status).toBe(200);
    expect(icons.headers.get('content-type')).toBe('image/svg+xml');
    expect((await ask('/__edit/api/nothing')).status).toBe(404);
  });

  it('the CSRF token goes into the page escaped', () => {
    const html = editorPageHtml({ dir: editorDir, csrf: '"><script>alert(1)</script>' });
    expect(html).toContain('<meta name="cms-csrf" content="&quot;&gt;&lt;script&gt;');
    expect(html).not.toContain('<script>alert');
  });

  it('other hosts, other sites and foreign writes are refused before any route', async () => {
    for (const route of ['/', '/__edit/api/project', '/locales/en/common.json', '/icons.svg']) {
      expect((await ask(route, { host: 'evil.example:4318' })).status, route).toBe(403);
      expect((await ask(route, { ...own, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
      expect((await ask(route, { ...own, origin: 'http://localhost:4721' })).status).toBe(403);
    }
    const post = (headers: Record<string, string>, body = '{}') =>
      ask('/__edit/api/save', headers, { method: 'POST', body });
    expect((await post({ ...own, 'content-type': 'application/json' })).status).toBe(403);
    expect((await post({ ...own, origin: ORIGIN, 'content-type': 'text/plain' })).status).toBe(403);
    const json = { ...own, origin: ORIGIN, 'content-type': 'application/json' };
    // From the editor itself the save judges what it holds (an empty request: 400).
    const judged = await post(json);
    expect(judged.status).toBe(400);
    expect(await judged.json()).toMatchObject({ status: 'refused' });
    expect((await post(json, 'not json')).status).toBe(400);
    const huge = await post(json, JSON.stringify({ data: 'x'.repeat(MAX_BODY) }));
    expect(huge.status).toBe(400);
    expect(await huge.json()).toMatchObject({ message: /under 11 MB/ });
  });

  it('a link to a file outside the folder is refused, and nothing outside is read', async () => {
    const links = [
      [path.join(copy, 'locales', 'en', 'leak.json'), path.join(outside, 'secret.json')],
      [path.join(copy, 'public', 'images', 'out.svg'), path.join(outside, 'secret.json')],
      [path.join(copy, 'public', 'images', 'elsewhere'), outside],
    ] as const;
    for (const [link, target] of links) fs.symlinkSync(target, link);
    try {
      for (const route of [
        '/locales/en/leak.json',
        '/images/out.svg',
        '/images/elsewhere/secret.svg',
        '/__edit/api/project',
      ]) {
        const answer = await ask(route);
        expect([403, 404], route).toContain(answer.status);
        expect(await answer.text()).not.toContain(SECRET);
      }
      expect((await ask('/__edit/api/project')).status).toBe(403);
    } finally {
      for (const [link] of links) fs.unlinkSync(link);
    }
    expect((await ask('/__edit/api/project')).status).toBe(200);
  });
});
