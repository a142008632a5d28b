// @vitest-environment node
/**
 * The drafts side of the service without a browser: its routes called with real HTTP requests
 * on 127.0.0.1, a stand-in for the editor (answering with the edit server's own guard), a real
 * git remote and clone, and builds that only write a file (the real build is the browser test's).
 */
import fc from 'fast-check';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { may } from '../../cms/auth/roles.ts';
import type { User } from '../../cms/auth/users.ts';
import { Builds, type BuildRunner } from '../../cms/drafts-web/builds.ts';
import { EditServers } from '../../cms/drafts-web/editors.ts';
import { landing, PreviewPasses, previewHandler } from '../../cms/drafts-web/preview.ts';
import { proxyToEditor } from '../../cms/drafts-web/proxy.ts';
import {
  buildChecks,
  draftsRoutes,
  isDraftName,
  previewFolders,
} from '../../cms/drafts-web/routes.ts';
import { Drafts } from '../../cms/git/drafts.ts';
import { git } from '../../cms/git/git.ts';
import type { CmsRequest, CmsRoute } from '../../cms/server/contract.ts';
import { refusal } from '../../scripts/lib/edit/api.ts';
import { send } from './http.ts';

const made: string[] = [];
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const amina: User = { name: 'amina', role: 'editor', hash: '', created: '' };
const youssef: User = { name: 'youssef', role: 'publisher', hash: '', created: '' };
const CSRF = 'the-session-csrf-token';

async function listen(handler: http.RequestListener): Promise<number> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return (server.address() as AddressInfo).port;
}

const tmp = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
};

/**
 * A stand-in for the edit server: its own guard first (the real one), then its page, and a save
 * that writes the file it is sent; it records what reached it.
 */
async function fakeEditor(worktree: () => string) {
  const seen: http.IncomingHttpHeaders[] = [];
  const port = await listen((req, res) => {
    seen.push(req.headers);
    const why = refusal(req);
    if (why) {
      res.writeHead(403, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ status: 'refused', message: why }));
    }
    if (req.url === '/') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<!doctype html><html><head><title>Editor</title></head><body></body></html>');
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as {
        file?: string;
        text?: string;
      };
      // As the real save does: the translation record is written too, and named first.
      const written = body.file ? ['locales-made-from.json', body.file] : [];
      if (body.file) {
        fs.mkdirSync(path.dirname(path.join(worktree(), body.file)), { recursive: true });
        fs.writeFileSync(path.join(worktree(), body.file), body.text ?? '');
        fs.writeFileSync(path.join(worktree(), 'locales-made-from.json'), `{"n":${seen.length}}`);
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'saved', written, versions: {} }));
    });
  });
  return { port, seen };
}

/** A remote with a tiny site, the service's clone, drafts, builds that write one page. */
async function setUp(quietMs = 10) {
  const at = tmp('cms-drafts-web-');
  const remote = path.join(at, 'remote.git');
  await git(at, ['init', '--quiet', '--bare', '--initial-branch=main', remote]);
  const seed = path.join(at, 'seed');
  await git(at, ['clone', '--quiet', remote, seed]);
  fs.mkdirSync(path.join(seed, 'pages'));
  fs.writeFileSync(
    path.join(seed, 'pages/about.json'),
    JSON.stringify({ blocks: [{ type: 'hero', id: 'intro' }] }),
  );
  fs.writeFileSync(path.join(seed, 'site.json'), JSON.stringify({ languages: ['en', 'fr', 'ar'] }));
  await git(seed, ['add', '.']);
  await git(seed, ['commit', '--quiet', '-m', 'the site'], { name: 'dev', email: 'dev@x.invalid' });
  await git(seed, ['push', '--quiet', 'origin', 'HEAD:main']);
  const repo = path.join(at, 'service');
  await git(at, ['clone', '--quiet', remote, repo]);
  let runs = 0;
  const runner: BuildRunner = async (gitDir, tree, out) => {
    runs++;
    const about = await git(gitDir, ['show', `${tree}:pages/about.json`]);
    if (about.includes('BROKEN')) return { ok: false, report: 'pages/about.json:1:1  not valid' };
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, 'index.html'), `<p>${about}</p>`);
    return { ok: true, report: '' };
  };
  const builds = new Builds(path.join(at, 'previews'), runner, quietMs);
  closers.push(async () => {
    builds.stop();
    await expect.poll(() => builds.busy).toBe(false);
  });
  const drafts = new Drafts(repo, path.join(at, 'drafts'), buildChecks(builds));
  const editor = await fakeEditor(() => drafts.dirOf('amina'));
  const editors = new EditServers(async (_dir, port) => ({ port, close: async () => {} }), {
    from: editor.port,
    to: editor.port,
  });
  const passes = new PreviewPasses();
  const pages: { title: string; body: string; status: number }[] = [];
  const routes = draftsRoutes({
    drafts,
    builds,
    editors,
    passes,
    previewOrigin: 'http://127.0.0.1:1',
    secure: false,
    render: (request, page) => {
      pages.push({ title: page.title, body: page.body, status: page.status ?? 200 });
      request.res.writeHead(page.status ?? 200, { 'content-type': 'text/html' });
      request.res.end(page.body);
    },
  });
  closers.push(() => editors.stopAll());
  return { at, remote, repo, drafts, builds, editor, routes, pages, runs: () => runs, passes };
}

/** Serves `route` as the server would after its checks passed, for `user`. */
async function serveRoute(route: CmsRoute, user: User, params: Record<string, string> = {}) {
  const port = await listen((req, res) => {
    const request: CmsRequest = {
      req,
      res,
      url: new URL(req.url ?? '/', 'http://cms.invalid'),
      params,
      user,
      csrf: CSRF,
      form: null,
    };
    void Promise.resolve(route.handle(request)).catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  return `http://127.0.0.1:${port}`;
}

const routeOf = (routes: CmsRoute[], method: string, pattern: string) =>
  routes.find((r) => r.method === method && r.pattern === pattern)!;

describe('roles', () => {
  it('an editor may open the editor, the drafts and previews, but not publish or revert', async () => {
    const { routes } = await setUp();
    const publishing = routes.filter((r) => /publish|revert/.test(r.pattern));
    expect(publishing.map((r) => r.action).sort()).toEqual(['publish', 'revert']);
    for (const r of publishing) {
      expect(r.method).toBe('POST');
      expect(may('editor', r.action as 'publish')).toBe(false);
      expect(may('publisher', r.action as 'publish')).toBe(true);
    }
    for (const r of routes.filter((r) => !publishing.includes(r)))
      expect(may('editor', r.action as 'read'), r.pattern).toBe(true);
  });

  it('an editor sees only their own draft and no Publish button; a publisher sees every draft', async () => {
    const { routes, drafts } = await setUp();
    fs.writeFileSync(path.join(await drafts.open('omar'), 'pages/about.json'), '{"blocks":[]}');
    await drafts.commit('omar', { name: 'omar', email: 'omar@cms.local' }, 'about emptied');
    const list = routeOf(routes, 'GET', '/drafts');
    const asEditor = await send(await serveRoute(list, amina), { method: 'GET' });
    expect(asEditor.body).not.toContain('data-draft="omar"');
    expect(asEditor.body).not.toContain('/publish');
    const asPublisher = await send(await serveRoute(list, youssef), { method: 'GET' });
    expect(asPublisher.body).toContain('data-draft="omar"');
    expect(asPublisher.body).toContain('action="/drafts/omar/publish"');
    expect(asPublisher.body).toContain(`value="${CSRF}"`);
    // In words: the page and its section, never a JSON path.
    expect(asPublisher.body).toMatch(/Page “about”: section “intro” \(hero\) removed/);
  });
});

describe('the editor through the proxy', () => {
  it('puts the session’s CSRF token in the editor’s page, and passes the editor’s own guard', async () => {
    const { routes, editor } = await setUp();
    const base = await serveRoute(routeOf(routes, 'GET', '/*'), amina);
    const page = await send(`${base}/edit`, {
      method: 'GET',
      headers: { cookie: 'cms_session=secret', 'sec-fetch-site': 'same-origin' },
    });
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<meta name="cms-csrf" content="${CSRF}" />`);
    // The session never reaches the editor.
    expect(editor.seen.at(-1)?.cookie).toBeUndefined();
  });

  it('commits each save on the person’s draft, authored by them, naming the page and section', async () => {
    const { routes, editor, drafts, remote } = await setUp();
    const base = await serveRoute(routeOf(routes, 'POST', '/*'), amina);
    const origin = new URL(base).origin;
    const saved = await send(`${base}/__edit/api/save`, {
      headers: {
        origin,
        host: new URL(base).host,
        'content-type': 'application/json',
        'x-csrf-token': CSRF,
        cookie: 'cms_session=secret',
      },
      body: JSON.stringify({
        file: 'pages/about.json',
        text: JSON.stringify({ blocks: [{ type: 'hero', id: 'intro', title: 'about:new' }] }),
      }),
    });
    expect(saved.status, saved.body).toBe(200);
    const headers = editor.seen.at(-1)!;
    expect(headers.origin).toBe(`http://127.0.0.1:${editor.port}`);
    expect(headers['x-csrf-token']).toBeUndefined();
    expect(headers.cookie).toBeUndefined();
    const log = await git(drafts.dirOf('amina'), ['log', '-1', '--format=%an <%ae>%n%B']);
    expect(log).toContain('amina <amina@cms.local>');
    expect(log.split('\n')[1]).toBe('Page “about”: section “intro” (hero) changed.');
    // Main is untouched until published.
    expect(await git(remote, ['log', '--format=%s', 'main'])).toBe('the site\n');
  });

  it('a browser’s own request (its favicon) starts no editor and makes no draft', async () => {
    const { routes, drafts } = await setUp();
    const base = await serveRoute(routeOf(routes, 'GET', '/*'), youssef);
    const answer = await send(`${base}/favicon.ico`, { method: 'GET' });
    expect(answer.status).toBe(404);
    expect(fs.existsSync(drafts.dirOf('youssef'))).toBe(false);
  });

  it('commits an entry saved on the content screen (an article), named after it', async () => {
    const { routes, drafts } = await setUp();
    const base = await serveRoute(routeOf(routes, 'POST', '/*'), amina);
    const saved = await send(`${base}/__edit/api/entry`, {
      headers: {
        origin: new URL(base).origin,
        host: new URL(base).host,
        'content-type': 'application/json',
        'x-csrf-token': CSRF,
      },
      body: JSON.stringify({ file: 'content/blog/inbox/fr.md', text: '---\ntitle: Boîte\n---\n' }),
    });
    expect(saved.status, saved.body).toBe(200);
    const log = await git(drafts.dirOf('amina'), ['log', '-1', '--format=%an <%ae>%n%s']);
    expect(log.split('\n').slice(0, 2)).toEqual([
      'amina <amina@cms.local>',
      'New content: blog/inbox/fr.md.',
    ]);
  });

  it('refuses requests from other origins and other sites before they reach the editor', async () => {
    const { routes, editor } = await setUp();
    const base = await serveRoute(routeOf(routes, 'POST', '/*'), amina);
    const before = editor.seen.length;
    for (const headers of [
      { origin: 'http://evil.invalid', 'content-type': 'application/json' },
      { origin: 'null', 'content-type': 'application/json' },
      { 'content-type': 'application/json' },
      { origin: new URL(base).origin, 'sec-fetch-site': 'cross-site' },
    ]) {
      const answer = await send(`${base}/__edit/api/save`, {
        headers: { host: new URL(base).host, ...headers },
        body: '{"file":"pages/about.json","text":"{}"}',
      });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
    }
    expect(editor.seen.length).toBe(before);
  });

  it('the edit server’s guard still refuses what the proxy does not vouch for', async () => {
    const { editor } = await setUp();
    const port = await listen((req, res) => {
      // A proxy that forgot to check: the editor's own guard is the second wall.
      void proxyToEditor(req, res, req.url ?? '/', {
        port: editor.port,
        origin: 'http://evil.invalid',
        csrf: CSRF,
      });
    });
    const answer = await send(`http://127.0.0.1:${port}/__edit/api/save`, {
      headers: { origin: 'http://evil.invalid', 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(answer.status).toBe(403);
  });
});

describe('builds', () => {
  it('builds a tree once: the same files again, or a publish check on a previewed tree, cost nothing', async () => {
    const { builds, drafts, runs, repo } = await setUp();
    const dir = await drafts.open('amina');
    const tree = (await git(dir, ['rev-parse', 'HEAD^{tree}'])).trim();
    const [a, b] = await Promise.all([builds.build(dir, tree), builds.build(repo, tree)]);
    expect(a.ok && b.ok).toBe(true);
    expect(await buildChecks(builds)(dir)).toEqual({ ok: true, report: '' });
    expect(runs()).toBe(1);
    expect(builds.outDir(tree)).not.toBeNull();
  });

  it('runs one build at a time, and keeps the last good preview on show while a failed one says why', async () => {
    let running = 0;
    let most = 0;
    const runner: BuildRunner = async (_g, tree, out) => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 20));
      running--;
      if (tree.startsWith('f')) return { ok: false, report: 'the lint said no' };
      fs.mkdirSync(out, { recursive: true });
      fs.writeFileSync(path.join(out, 'index.html'), tree);
      return { ok: true, report: '' };
    };
    const builds = new Builds(tmp('cms-builds-'), runner, 5);
    const trees = ['a', 'b', 'c', 'd'].map((c) => c.repeat(40));
    await Promise.all(trees.map((t) => builds.build('.', t)));
    expect(most).toBe(1);
    await builds.show('amina', '.', trees[0]!);
    const after = await builds.show('amina', '.', 'f'.repeat(40));
    expect(after.shown).toBe(trees[0]);
    expect(after.failed?.report).toBe('the lint said no');
    // A failed tree is not built again either.
    expect((await builds.build('.', 'f'.repeat(40))).ok).toBe(false);
    expect(builds.built).toBe(5);
  });

  it('saves close together make one build of the newest tree', async () => {
    const { builds, drafts, runs } = await setUp(400);
    const dir = await drafts.open('amina');
    const tree = async () => (await git(dir, ['rev-parse', 'HEAD^{tree}'])).trim();
    for (let i = 0; i < 3; i++) {
      fs.writeFileSync(path.join(dir, 'pages/about.json'), `{"blocks":[],"n":${i}}`);
      await drafts.commit('amina', { name: 'amina', email: 'a@cms.local' }, `save ${i}`);
      builds.schedule('amina', dir, tree);
    }
    await expect.poll(() => builds.preview('amina').shown, { timeout: 5000 }).toBe(await tree());
    expect(runs()).toBe(1);
  });
});

describe('preview passes', () => {
  it('a token works once, only within its minute, and never the session’s id', () => {
    let now = 1_000;
    const passes = new PreviewPasses(60_000, 3600_000, () => now);
    const token = passes.issue({ user: 'amina', draft: 'amina' });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(passes.redeem(token)).toEqual({ user: 'amina', draft: 'amina' });
    expect(passes.redeem(token)).toBeNull();
    const late = passes.issue({ user: 'amina', draft: 'amina' });
    now += 60_001;
    expect(passes.redeem(late)).toBeNull();
  });

  it('the preview origin lets a token in once, sets its own cookie, and serves the draft’s build', async () => {
    const { drafts, builds, passes } = await setUp();
    await drafts.open('amina');
    const folders = previewFolders(drafts, builds);
    const port = await listen((req, res) => {
      void previewHandler({ passes, folderOf: folders, secure: false })(req, res);
    });
    const base = `http://127.0.0.1:${port}`;
    expect((await send(`${base}/`, { method: 'GET' })).status).toBe(403);
    const token = passes.issue({ user: 'amina', draft: 'amina' });
    const enter = await send(`${base}/__preview/enter?token=${token}&to=%2Ffr`, { method: 'GET' });
    expect(enter.status).toBe(303);
    expect(enter.headers.location).toBe('/fr');
    const cookie = String(enter.headers['set-cookie']).split(';')[0]!;
    expect(cookie).not.toContain(token);
    const again = await send(`${base}/__preview/enter?token=${token}`, { method: 'GET' });
    expect(again.status).toBe(403);
    // The first visit starts the build; the page says so meanwhile.
    const first = await send(`${base}/`, { method: 'GET', headers: { cookie } });
    expect([200, 503]).toContain(first.status);
    await expect
      .poll(async () => (await send(`${base}/`, { method: 'GET', headers: { cookie } })).status)
      .toBe(200);
  });
});

describe('hostile addresses', () => {
  it('draft names, commit ids and preview paths from an address never reach git or a file outside', async () => {
    const { routes, drafts, builds, passes, at } = await setUp();
    fs.writeFileSync(path.join(at, 'secret.txt'), 'SECRET');
    const folder = tmp('cms-preview-');
    fs.writeFileSync(path.join(folder, 'index.html'), 'home');
    const preview = await listen((req, res) => {
      void previewHandler({ passes, folderOf: async () => folder, secure: false })(req, res);
    });
    const cookie = (
      await send(
        `http://127.0.0.1:${preview}/__preview/enter?token=${passes.issue({ user: 'a', draft: 'a' })}`,
        { method: 'GET' },
      )
    ).headers['set-cookie']!.toString().split(';')[0]!;
    const previewRoute = routeOf(routes, 'GET', '/preview/:name');
    const revertRoute = routeOf(routes, 'POST', '/history/:commit/revert');
    const hostile = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('..', '../..', '-rf', '--all', 'a/../../b', '%2e%2e', 'draft/x', 'é'),
      fc.string({ minLength: 2000, maxLength: 3000 }),
      fc.string({ unit: 'grapheme', maxLength: 20 }),
    );
    await fc.assert(
      fc.asyncProperty(hostile, async (text) => {
        expect(landing(text)).toMatch(/^\/(?![/\\])/);
        expect(landing(text)).not.toMatch(/(^|\/)\.\.(\/|$)/);
        if (isDraftName(text)) expect(text).toMatch(/^[a-z0-9][a-z0-9._-]+$/);
        const p = await send(await serveRoute(previewRoute, amina, { name: text }), {
          method: 'GET',
        });
        expect(p.status).toBe(404);
        const r = await send(await serveRoute(revertRoute, youssef, { commit: text }), {});
        expect(r.status).toBe(404);
        const encoded = `/${encodeURI(text).replace(/^\/+/, '')}`;
        const answer = await send(`http://127.0.0.1:${preview}${encoded}`.slice(0, 4000), {
          method: 'GET',
          headers: { cookie },
        }).catch(() => ({ status: 400, body: '' }));
        expect(answer.body).not.toContain('SECRET');
      }),
      { numRuns: 25 },
    );
    expect(await drafts.history()).toEqual([]);
    expect(builds.built).toBe(0);
  });
});

describe('publishing and reverting', () => {
  it('a publisher publishes a draft with its checks; a revert undoes it; failed checks say why', async () => {
    const { routes, drafts, remote, runs } = await setUp();
    const dir = await drafts.open('amina');
    const writer = { name: 'amina', email: 'amina@cms.local' };
    const publish = await serveRoute(routeOf(routes, 'POST', '/drafts/:name/publish'), youssef, {
      name: 'amina',
    });
    fs.writeFileSync(path.join(dir, 'pages/about.json'), '{"BROKEN":1}');
    await drafts.commit('amina', writer, 'broken');
    const refused = await send(publish, {});
    expect(refused.status).toBe(409);
    expect(refused.body).toContain('pages/about.json:1:1  not valid');
    expect(await git(remote, ['log', '--format=%s', 'main'])).toBe('the site\n');

    fs.writeFileSync(path.join(dir, 'pages/about.json'), '{"blocks":[{"type":"hero","id":"new"}]}');
    await drafts.commit('amina', writer, 'about: new hero');
    const published = await send(publish, {});
    expect(published.status, published.body).toBe(200);
    expect(await git(remote, ['log', '-1', '--format=%an', 'main^2'])).toBe('amina\n');
    const [publication] = await drafts.history();
    const history = await send(await serveRoute(routeOf(routes, 'GET', '/history'), youssef), {
      method: 'GET',
    });
    expect(history.body).toContain(`action="/history/${publication!.commit}/revert"`);
    const asEditor = await send(await serveRoute(routeOf(routes, 'GET', '/history'), amina), {
      method: 'GET',
    });
    expect(asEditor.body).not.toContain('/revert');
    const revert = await serveRoute(routeOf(routes, 'POST', '/history/:commit/revert'), youssef, {
      commit: publication!.commit,
    });
    expect((await send(revert, {})).status).toBe(200);
    expect(await git(remote, ['show', 'main:pages/about.json'])).toContain('"intro"');
    // One build per distinct tree: the broken one, the published one, the one reverted to.
    expect(runs()).toBe(3);
  });
});
