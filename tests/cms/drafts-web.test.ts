// @vitest-environment node
/**
 * The drafts side on the assembled service (`startCms`): real HTTP on 127.0.0.1, a real git
 * remote and clone, the embedded database in memory, and builds that only write a file (the real
 * build is the browser test's). People log in as they would; nothing reaches past the service's
 * own routes.
 */
import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addUser, removeUser } from '../../cms/auth/users.ts';
import { Builds, npmBuild, type BuildRunner } from '../../cms/drafts-web/builds.ts';
import { landing } from '../../cms/drafts-web/preview.ts';
import { markForPreview, type PreviewStatus } from '../../cms/drafts-web/previewBanner.ts';
import { isDraftName } from '../../cms/drafts-web/draftsPage.ts';
import { openDb } from '../../cms/db/index.ts';
import { git } from '../../cms/git/git.ts';
import { readConfig } from '../../cms/http/config.ts';
import { startCms } from '../../cms/server/service.ts';
import { Browser } from './client.ts';
import { send } from './http.ts';

const PASSWORD = 'a long enough password';
const closers: (() => Promise<void>)[] = [];
const made: string[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const tmp = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
};

/** A remote with a tiny site and the service's clone of it. */
async function site(keep = false) {
  // A kept service's folder outlives each test: removed after the file (afterAll).
  const at = keep
    ? fs.mkdtempSync(path.join(os.tmpdir(), 'cms-drafts-web-'))
    : tmp('cms-drafts-web-');
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
  return { at, remote, repo };
}

/** Builds that write the page they were given: a tree whose about page says BROKEN fails. */
function quickBuilds() {
  let runs = 0;
  let hold: Promise<void> = Promise.resolve();
  const runner: BuildRunner = async (gitDir, tree, out) => {
    runs++;
    await hold;
    const about = await git(gitDir, ['show', `${tree}:pages/about.json`]);
    if (about.includes('BROKEN')) return { ok: false, report: 'pages/about.json:1:1  not valid' };
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, 'index.html'), `<p>${about}</p>`);
    return { ok: true, report: '' };
  };
  return {
    runner,
    runs: () => runs,
    /** Builds wait until the returned function is called. */
    holdBuilds() {
      let release!: () => void;
      hold = new Promise((r) => (release = r));
      return release;
    },
  };
}

async function service(
  runner?: BuildRunner,
  shared?: { dataDir: string; db: Awaited<ReturnType<typeof openDb>> },
  keep = false,
) {
  const { at, remote, repo } = await site(keep);
  const db = shared?.db ?? (await openDb({ dir: 'memory' }));
  const dataDir = shared?.dataDir ?? path.join(at, 'data');
  const config = readConfig(
    { CMS_DATA: dataDir, CMS_REPO: repo, CMS_PREVIEW_QUIET_MS: '10', CMS_PREVIEW_PORT: '0' },
    0,
  );
  const cms = await startCms(config, {
    db,
    drafts: {
      runner: runner ?? quickBuilds().runner,
      env: { CMS_PREVIEW_QUIET_MS: '10', CMS_PREVIEW_PORT: '0' },
    },
    log: () => {},
  });
  const close = async () => {
    await cms.close();
    if (!shared) await db.close();
    if (keep) fs.rmSync(at, { recursive: true, force: true });
  };
  if (!keep) closers.push(close);
  // One after the other: each rewrites the one accounts file.
  if (!shared)
    for (const [name, role] of Object.entries(PEOPLE))
      await addUser(config.usersFile, name, role, PASSWORD);
  const as = async (name: string) => {
    const browser = new Browser(cms.url);
    await browser.logIn(name, PASSWORD);
    return browser;
  };
  return { cms, config, remote, repo, db, as, close };
}

/** The accounts of a test's service: each test that changes a person's draft has its own. */
const PEOPLE = {
  amina: 'editor',
  omar: 'editor',
  karim: 'editor',
  leila: 'editor',
  sara: 'editor',
  nadia: 'editor',
  youssef: 'publisher',
  hamid: 'publisher',
} as const;

/**
 * One service for the tests that publish nothing (each starts in 2–5 s): they share it, each with
 * people of its own where it changes a draft or an account.
 */
let sharedService: ReturnType<typeof service> | undefined;
const sharedBuilds = quickBuilds();
const common = () => (sharedService ??= service(sharedBuilds.runner, undefined, true));
afterAll(async () => (await sharedService)?.close());
// Its start (a bare remote, a clone, the database) is no test's own time: on a busy machine it
// took most of the first test's 20 s.
beforeAll(() => common(), 120_000);

/** A small real picture, as the editor uploads one. */
const png = async () =>
  (
    await sharp({
      create: { width: 4, height: 3, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .png()
      .toBuffer()
  ).toString('base64');

function postJson(browser: Browser, pathname: string, body: unknown, headers = {}) {
  return send(browser.base + pathname, {
    headers: {
      'content-type': 'application/json',
      origin: browser.origin,
      cookie: browser.cookie,
      'x-csrf-token': browser.csrf,
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

describe('drafts and roles', () => {
  it('an editor sees only their own draft and no Publish button; a publisher sees every draft', async () => {
    const { cms, as } = await common();
    const omar = await as('omar');
    const dir = await cms.drafts!.drafts.open('omar');
    fs.writeFileSync(path.join(dir, 'pages/about.json'), '{"blocks":[]}');
    // A change of how long leads are kept is flagged to the publisher before publishing.
    fs.writeFileSync(
      path.join(dir, 'site.json'),
      JSON.stringify({ languages: ['en'], retention: { leads: { value: 30, unit: 'day' } } }),
    );
    await cms.drafts!.drafts.commit('omar', { name: 'omar', email: 'omar@cms.local' }, 'emptied');
    expect((await omar.get('/drafts')).body).toContain('data-draft="omar"');
    const amina = await as('amina');
    const asEditor = (await amina.get('/drafts')).body;
    expect(asEditor).not.toContain('data-draft="omar"');
    expect(asEditor).not.toContain('/publish');
    const youssef = await as('youssef');
    const asPublisher = (await youssef.get('/drafts')).body;
    expect(asPublisher).toContain('data-draft="omar"');
    expect(asPublisher).toContain('action="/drafts/omar/publish"');
    // In words: the page and its section, never a JSON path.
    expect(asPublisher).toMatch(/Page “about”: section “intro” \(hero\) removed/);
    expect(asPublisher).toMatch(/role="alert">Leads are now kept 30 days/);
    expect((await amina.post('/drafts/omar/publish', { _csrf: amina.csrf })).status).toBe(403);
  });
});

describe('the editor on a draft', () => {
  it('commits an upload through the content API on the person’s draft, authored by them, in words', async () => {
    const { cms, as, remote } = await common();
    const amina = await as('amina');
    const saved = await postJson(amina, '/__edit/api/upload', {
      name: 'Team photo.png',
      data: await png(),
    });
    expect(saved.status, saved.body).toBe(200);
    const dir = cms.drafts!.drafts.dirOf('amina');
    const log = await git(dir, ['log', '-1', '--format=%an <%ae>%n%s']);
    expect(log.split('\n')[0]).toBe('amina <amina@cms.local>');
    expect(log.split('\n')[1]).toMatch(/^New picture “team-photo-[0-9a-f]{12}-4x3”\.$/);
    expect(await git(dir, ['status', '--porcelain'])).toBe('');
    // Main is untouched until published.
    expect(await git(remote, ['log', '--format=%s', 'main'])).toBe('the site\n');
  });

  it('answers only its own routes: a development server’s addresses are 404 for a logged-in editor', async () => {
    const { as } = await common();
    const amina = await as('amina');
    // The editor's page is the built one, with the session's token for its saves.
    const editor = await amina.get('/edit');
    expect(editor.status).toBe(200);
    expect(editor.body).toContain(`<meta name="cms-csrf" content="${amina.csrf}" />`);
    expect(editor.headers['content-security-policy']).toMatch(/script-src 'self';/);
    for (const address of [
      '/__open-in-editor?file=.cms-data/users.json',
      '/__open-in-editor?file=/etc/passwd',
      '/@fs/etc/passwd',
      '/@vite/client',
      '/@id/react',
      '/node_modules/react/package.json',
      '/__vite_ping',
      '/src/main.tsx',
      '/.cms-data/users.json',
      '/favicon.ico',
    ]) {
      const answer = await amina.get(address);
      expect(answer.status, address).toBe(404);
      expect(answer.body).not.toMatch(/argon2|root:/);
    }
  });

  it('refuses the API’s writes from another origin, without the token, or logged out', async () => {
    const { as, cms } = await common();
    const amina = await as('karim');
    const body = { name: 'x.png', data: await png() };
    expect(
      (await postJson(amina, '/__edit/api/upload', body, { origin: 'https://evil.test' })).status,
    ).toBe(403);
    expect(
      (await postJson(amina, '/__edit/api/upload', body, { 'x-csrf-token': 'nope' })).status,
    ).toBe(403);
    const stranger = new Browser(cms.url);
    expect((await postJson(stranger, '/__edit/api/upload', body)).status).toBe(303);
    expect(fs.existsSync(path.join(cms.drafts!.drafts.dirOf('karim'), 'public'))).toBe(false);
  });

  it('starts no process of its own during an edit: no development server, no Vite', async () => {
    const { as } = await common();
    const amina = await as('amina');
    const children = new Set<string>();
    const watch = setInterval(() => {
      for (const line of childProcesses()) children.add(line);
    }, 5);
    try {
      await amina.get('/edit');
      await amina.get('/__edit/api/project');
      await postJson(amina, '/__edit/api/upload', { name: 'a.png', data: await png() });
    } finally {
      clearInterval(watch);
    }
    // Only git's short commands, if any, and the helpers git starts itself (a fetch from a
    // remote on this machine runs `/bin/sh -c git-upload-pack …`).
    for (const command of children) {
      expect(command).toMatch(/(^\[?|\/|-c )git(-[a-z-]+)?(\]|\s|$)/);
      expect(command).not.toMatch(/vite/i);
    }
  });
});

/** Every process below this one, by its command line (Linux /proc). */
function childProcesses(): string[] {
  const out = spawnSync('ps', ['-o', 'pid=,ppid=,args=', '-ax'], { encoding: 'utf8' }).stdout;
  const rows = out
    .split('\n')
    .map((l) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(l))
    .filter((m): m is RegExpExecArray => !!m)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), args: m[3]! }));
  const ours = new Set([process.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of rows)
      if (ours.has(r.ppid) && !ours.has(r.pid)) {
        ours.add(r.pid);
        grew = true;
      }
  }
  return rows
    .filter((r) => r.pid !== process.pid && ours.has(r.pid) && !/^ps\b/.test(r.args))
    .map((r) => r.args);
}

describe('previews', () => {
  /** Follows the service's preview link into the preview origin: the origin's cookie. */
  async function enter(browser: Browser, draft: string) {
    const link = await browser.get(`/preview/${draft}?to=%2Ffr`);
    if (link.status !== 303) return { status: link.status, cookie: '', base: '' };
    const to = new URL(String(link.headers.location));
    const entered = await send(to.href, { method: 'GET' });
    const cookie = String(entered.headers['set-cookie'] ?? '').split(';')[0]!;
    return { status: entered.status, cookie, base: to.origin, location: entered.headers.location };
  }

  it('lets the author in once per link, shows the draft’s build, and ends at logout', async () => {
    const { as } = await common();
    const amina = await as('leila');
    await amina.get('/drafts');
    const pass = await enter(amina, 'leila');
    expect(pass.status).toBe(303);
    expect(pass.location).toBe('/fr');
    const look = () => send(`${pass.base}/`, { method: 'GET', headers: { cookie: pass.cookie } });
    await expect.poll(async () => (await look()).status, { timeout: 10_000 }).toBe(200);
    expect((await look()).body).toContain('intro');
    // The preview says which save it shows, and that a newer one builds until it is on show.
    const status = async () =>
      JSON.parse(
        (
          await send(`${pass.base}/__preview/status`, {
            method: 'GET',
            headers: { cookie: pass.cookie },
          })
        ).body,
      ) as PreviewStatus;
    expect((await status()).shown?.subject).toBe('the site');
    const banner = await send(`${pass.base}/__preview/banner.js`, {
      method: 'GET',
      headers: { cookie: pass.cookie },
    });
    expect(banner.headers['content-type']).toMatch(/javascript/);
    const release = sharedBuilds.holdBuilds();
    await postJson(amina, '/__edit/api/upload', { name: 'new.png', data: await png() });
    expect((await status()).building).toBe(true);
    release();
    await expect
      .poll(async () => (await status()).shown?.subject, { timeout: 15_000 })
      .toMatch(/^New picture “new-/);
    expect((await status()).building).toBe(false);
    await amina.post('/logout', { _csrf: amina.csrf });
    expect((await look()).status).toBe(403);
  });

  it('refuses another editor’s draft; a publisher may; an account removed or re-passworded loses it', async () => {
    const { as, config } = await common();
    const amina = await as('sara');
    await amina.get('/drafts');
    const omar = await as('nadia');
    expect((await omar.get('/preview/sara')).status).toBe(403);
    const youssef = await as('hamid');
    const looking = await enter(youssef, 'sara');
    expect(looking.status).toBe(303);
    const look = () =>
      send(`${looking.base}/`, { method: 'GET', headers: { cookie: looking.cookie } });
    expect((await look()).status).not.toBe(403);
    // A new password (the accounts command from another process) ends the session and its previews.
    await addUser(config.usersFile, 'hamid', 'publisher', 'another long password');
    expect((await look()).status).toBe(403);
    expect((await youssef.get('/drafts')).status).toBe(303);
    const own = await enter(amina, 'sara');
    removeUser(config.usersFile, 'sara');
    expect(
      (await send(`${own.base}/`, { method: 'GET', headers: { cookie: own.cookie } })).status,
    ).toBe(403);
  });

  it('hostile draft names and landing paths never leave the site or reach git', async () => {
    const { as, cms } = await common();
    const youssef = await as('youssef');
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.constantFrom('..', '../..', '-rf', '--all', 'a/../../b', '%2e%2e', 'draft/x', 'é'),
          fc.string({ unit: 'grapheme', maxLength: 20 }),
        ),
        async (text) => {
          expect(landing(text)).toMatch(/^\/(?![/\\])/);
          expect(landing(text)).not.toMatch(/(^|\/)\.\.(\/|$)/);
          if (isDraftName(text)) expect(text).toMatch(/^[a-z0-9][a-z0-9._-]+$/);
          const answer = await youssef.get(`/preview/${encodeURIComponent(text)}`);
          // A path that resolves elsewhere ("..": the home page) is that page, never a preview.
          expect([200, 303, 404]).toContain(answer.status);
          if (answer.status === 303) expect(text === 'main' || isDraftName(text)).toBe(true);
          const revert = await youssef.post(`/history/${encodeURIComponent(text)}/revert`, {
            _csrf: youssef.csrf,
          });
          expect([404, 405]).toContain(revert.status);
        },
      ),
      { numRuns: 25 },
    );
    expect(await cms.drafts!.drafts.history()).toEqual([]);
  });
});

describe('the preview’s own notice', () => {
  it('marks every page of a build with the banner, which the site’s policy lets run (a file, not inline)', () => {
    const dir = tmp('cms-mark-');
    fs.mkdirSync(path.join(dir, 'fr'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<html><body><main>Home</main></body></html>');
    fs.writeFileSync(path.join(dir, 'fr/index.html'), '<html><body>Accueil</body></html>');
    markForPreview(dir, 'a'.repeat(40));
    for (const file of ['index.html', 'fr/index.html'])
      expect(fs.readFileSync(path.join(dir, file), 'utf8')).toMatch(
        new RegExp(`<script src="/__preview/banner.js" data-tree="a{40}" defer></script></body>`),
      );
  });
});

describe('sessions', () => {
  it('survive a restart of the service on the same database', async () => {
    const db = await openDb({ dir: 'memory' });
    closers.push(() => db.close());
    const dataDir = tmp('cms-restart-');
    const first = await service(undefined, { dataDir, db });
    await addUser(first.config.usersFile, 'amina', 'editor', PASSWORD);
    const amina = await first.as('amina');
    await first.cms.close();
    const second = await service(undefined, { dataDir, db });
    const again = new Browser(second.cms.url);
    again.cookie = amina.cookie;
    const home = await again.get('/');
    expect(home.status).toBe(200);
    expect(home.body).toContain('amina');
  });
});

describe('publishing and reverting', () => {
  it('publishes with its checks while the author keeps saving; a revert undoes it; failed checks say why', async () => {
    const builds = quickBuilds();
    const { cms, as, remote } = await service(builds.runner);
    const drafts = cms.drafts!.drafts;
    const dir = await drafts.open('amina');
    const writer = { name: 'amina', email: 'amina@cms.local' };
    const youssef = await as('youssef');
    const amina = await as('amina');
    fs.writeFileSync(path.join(dir, 'pages/about.json'), '{"BROKEN":1}');
    await drafts.commit('amina', writer, 'broken');
    const refused = await youssef.post('/drafts/amina/publish', { _csrf: youssef.csrf });
    expect(refused.status).toBe(409);
    // The checks' report in words: the page by its name, never its file.
    expect(refused.body).toContain('The page “about”: not valid');
    expect(await git(remote, ['log', '--format=%s', 'main'])).toBe('the site\n');

    fs.writeFileSync(path.join(dir, 'pages/about.json'), '{"blocks":[{"type":"hero","id":"new"}]}');
    await drafts.commit('amina', writer, 'about: new hero');
    const release = builds.holdBuilds();
    const publishing = youssef.post('/drafts/amina/publish', { _csrf: youssef.csrf });
    // While the publication's build runs, the author's editor answers and her saves commit.
    await expect.poll(() => builds.runs(), { timeout: 5000 }).toBeGreaterThan(1);
    const started = Date.now();
    const saved = await postJson(amina, '/__edit/api/upload', {
      name: 'later.png',
      data: await png(),
    });
    expect(saved.status, saved.body).toBe(200);
    expect(Date.now() - started).toBeLessThan(5000);
    release();
    const published = await publishing;
    expect(published.status, published.body).toBe(200);
    expect(await git(remote, ['log', '-1', '--format=%an', 'main^2'])).toBe('amina\n');
    // What she saved during the publication stays in her draft, for the next one.
    expect(await git(remote, ['ls-tree', '-r', '--name-only', 'main'])).not.toContain('later');
    const [publication] = await drafts.history();
    expect((await youssef.get('/history')).body).toContain(
      `action="/history/${publication!.commit}/revert"`,
    );
    expect((await amina.get('/history')).body).not.toContain('/revert');
    const reverted = await youssef.post(`/history/${publication!.commit}/revert`, {
      _csrf: youssef.csrf,
    });
    expect(reverted.status, reverted.body).toBe(200);
    expect(await git(remote, ['show', 'main:pages/about.json'])).toContain('"intro"');
    const twice = await youssef.post(`/history/${publication!.commit}/revert`, {
      _csrf: youssef.csrf,
    });
    expect(twice.status).toBe(409);
    // History names every change, in words.
    expect((await youssef.get('/history')).body).toContain('Undone: ');

    // Her draft still holds what was reverted, and the picture she saved meanwhile: she is
    // offered to start again from what is live, her draft kept on a branch of its own.
    const page = (await amina.get('/drafts')).body;
    expect(page).toContain('Start again from the published site');
    expect((await youssef.post('/drafts/amina/restart', { _csrf: youssef.csrf })).status).toBe(403);
    const restarted = await amina.post('/drafts/amina/restart', { _csrf: amina.csrf });
    expect(restarted.status, restarted.body).toBe(200);
    const kept = /kept\/amina\/[0-9-]+/.exec(restarted.body)![0];
    expect(await git(dir, ['ls-tree', '-r', '--name-only', kept])).toContain('later');
    expect(await git(dir, ['diff', 'origin/main', 'HEAD', '--stat'])).toBe('');
    expect((await amina.get('/drafts')).body).toContain('No changes');
    // Her next change publishes.
    await postJson(amina, '/__edit/api/upload', { name: 'again.png', data: await png() });
    const next = await youssef.post('/drafts/amina/publish', { _csrf: youssef.csrf });
    expect(next.status, next.body).toBe(200);
    // Published, her draft follows what is live: nothing left to publish.
    expect((await amina.get('/drafts')).body).toContain('No changes');
  }, 60_000); // many git operations, a publish and a revert: past 20 s on a busy machine (seen)
});

describe('stopping', () => {
  it('close() ends every server, build process and timer the service started', async () => {
    const stamp = `cms-close-${process.pid}-${Date.now()}`;
    const runner = npmBuild(path.resolve('node_modules'), ['sh', '-c', `sleep 60 # ${stamp}`]);
    const { cms, as } = await service(runner);
    const amina = await as('amina');
    await amina.get('/drafts');
    const link = await amina.get('/preview/amina');
    const previewPort = Number(new URL(String(link.headers.location)).port);
    const entered = await send(String(link.headers.location), { method: 'GET' });
    const cookie = String(entered.headers['set-cookie']).split(';')[0]!;
    // The first look at the preview starts its build.
    await send(`http://127.0.0.1:${previewPort}/`, { method: 'GET', headers: { cookie } });
    const building = () => childProcesses().some((c) => c.includes(stamp));
    await expect.poll(building, { timeout: 10_000 }).toBe(true);
    const servicePort = Number(new URL(cms.url).port);
    await cms.close();
    closers.pop();
    expect(building()).toBe(false);
    for (const port of [servicePort, previewPort]) expect(await listening(port)).toBe(false);
  });

  it('a build stopped by close() leaves no failed report behind', async () => {
    const dir = tmp('cms-builds-');
    const builds = new Builds(dir, npmBuild(path.resolve('node_modules'), ['sleep', '30']), 5);
    const tree = (await git(process.cwd(), ['rev-parse', 'HEAD^{tree}'])).trim();
    const running = builds.build(process.cwd(), tree);
    await expect.poll(() => builds.busy).toBe(true);
    await builds.stop();
    expect((await running).ok).toBe(false);
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('failed.txt'))).toEqual([]);
  });
});

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
