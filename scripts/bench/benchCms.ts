/**
 * `npm run bench:cms`: the team service's speed as a person meets it, on a scratch remote made from
 * this repository's HEAD (commit first), with the real build and the built editor, in Chromium:
 *
 *   - the editor's first open after login: from the address to the page's headline drawn in the
 *     canvas (its draft made on the way), then a second open;
 *   - a save: the headline retexted through the content API, from the request to its answer (the
 *     lint included), and the commit's own share of it;
 *   - the preview: from the save's answer to the preview showing the new headline;
 *   - a draft during its publication: how long the editor's API takes to answer meanwhile.
 *
 * Not a test: figures for docs/contributing.md (performance budgets). Needs `npm run build:cms` (it builds when missing).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { addUser } from '../../cms/auth/users.ts';
import { readConfig } from '../../cms/http/config.ts';
import { startCms } from '../../cms/server/service.ts';
import { testChromium } from '../lib/chromium.ts';
import { root } from '../lib/paths.ts';

const PASSWORD = 'a long enough password for the bench';
const at = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cms-'));
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const remote = path.join(at, 'remote.git');
git(at, 'init', '--quiet', '--bare', '--initial-branch=main', remote);
git(root, 'push', '--quiet', remote, 'HEAD:refs/heads/main');
git(at, 'clone', '--quiet', remote, path.join(at, 'service'));
if (!fs.existsSync(path.join(root, 'build', 'editor', 'index.html')))
  execFileSync('npm', ['run', '--silent', 'build:cms'], { cwd: root, stdio: 'inherit' });

const config = readConfig({
  CMS_DATA: path.join(at, 'data'),
  CMS_REPO: path.join(at, 'service'),
  CMS_PREVIEW_PORT: '0',
});
const cms = await startCms({ ...config, port: 0 }, { log: () => {} });
// The commit's share of a save: from the save's files written to the commit made (its message in
// words, git add, git commit), timed around the draft's own write.
const drafts = cms.drafts!.drafts;
const write = drafts.write.bind(drafts);
let commitMs = 0;
drafts.write = async (user, who, change, message) => {
  let written = 0;
  const done = await write(
    user,
    who,
    async (dir) => {
      const result = await change(dir);
      written = Date.now();
      return result;
    },
    message,
  );
  commitMs = Date.now() - written;
  return done;
};
await addUser(config.usersFile, 'amina', 'editor', PASSWORD);
await addUser(config.usersFile, 'youssef', 'publisher', PASSWORD);
const figures: [string, number][] = [];
const note = (what: string, ms: number) => {
  figures.push([what, ms]);
  console.log(`${(ms / 1000).toFixed(2).padStart(7)} s  ${what}`);
};

const browser = await chromium.launch({
  executablePath: testChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const page = await (await browser.newContext({ baseURL: cms.url })).newPage();
  await page.goto('/login');
  await page.locator('#name').fill('amina');
  await page.locator('#password').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const about = JSON.parse(
    fs.readFileSync(path.join(at, 'service', 'pages', 'about.json'), 'utf8'),
  ) as { blocks: { title?: string }[] };
  const [ns, key] = String(about.blocks[0]!.title).split(':') as [string, string];
  for (const which of ['first', 'second']) {
    const started = Date.now();
    await page.goto('/edit?page=pages/about.json&lang=en');
    await page.frameLocator('#preview-frame').locator('h1').first().waitFor({ timeout: 120_000 });
    note(`the editor’s ${which} open, to the page drawn`, Date.now() - started);
  }

  // A save, as the editor sends it: the page as it is, one English headline changed.
  const api = async (pathname: string, body?: unknown) =>
    page.evaluate(
      async ([p, b]) => {
        const csrf = document.querySelector<HTMLMetaElement>('meta[name="cms-csrf"]')!.content;
        const answer = await fetch(p, {
          method: b === undefined ? 'GET' : 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
          body: b === undefined ? undefined : JSON.stringify(b),
        });
        return { status: answer.status, json: (await answer.json()) as Record<string, unknown> };
      },
      [pathname, body] as const,
    );
  // The preview as an editor keeps it open: built once whole, before the change.
  const previewPage = await page.context().newPage();
  const firstAsked = Date.now();
  await previewPage.goto(`${cms.url}/preview/amina?to=%2Fabout`);
  while (!(await previewPage.locator('h1').count())) {
    await new Promise((r) => setTimeout(r, 500));
    await previewPage.reload();
    if (Date.now() - firstAsked > 600_000) throw new Error('the preview was never built');
  }
  note('the draft’s first preview (a whole build)', Date.now() - firstAsked);
  const project = (await api('/__edit/api/project')).json as { versions: Record<string, string> };
  const loaded = (await api('/__edit/api/page?file=pages/about.json')).json as { page: unknown };
  // A new headline in every language (a figure in words, or English alone, the lint refuses).
  const tag = () =>
    Array.from(
      { length: 8 },
      () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)],
    ).join('');
  const site = JSON.parse(fs.readFileSync(path.join(at, 'service', 'site.json'), 'utf8')) as {
    languages: string[];
  };
  const retexted = (mark: string) =>
    site.languages.map((lang) => {
      const words = JSON.parse(
        fs.readFileSync(path.join(at, 'service', 'locales', lang, `${ns}.json`), 'utf8'),
      ) as Record<string, unknown>;
      const old = key
        .split('.')
        .reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], words);
      return { lang, ns, key, text: `${String(old)} ${mark}` };
    });
  const headline = tag();
  const draft = path.join(config.worktrees, 'amina');
  const commitsBefore = Number(git(draft, 'rev-list', '--count', 'HEAD'));
  const saveStarted = Date.now();
  const saved = await api('/__edit/api/save', {
    file: 'pages/about.json',
    page: loaded.page,
    words: retexted(headline),
    reviewed: [],
    versions: project.versions,
  });
  const savedAt = Date.now();
  if (saved.status !== 200)
    throw new Error(`the save answered ${saved.status}: ${JSON.stringify(saved.json)}`);
  if (Number(git(draft, 'rev-list', '--count', 'HEAD')) !== commitsBefore + 1)
    throw new Error('the save made no commit');
  note('a save, from the request to its answer (the lint and the commit)', savedAt - saveStarted);
  note('its commit: from the files written to the commit made', commitMs);

  // The preview: the draft's build, from the save's answer to the new headline on show.
  for (;;) {
    const h1 = previewPage.locator('h1');
    if ((await h1.count()) && (await h1.first().textContent())?.includes(headline)) break;
    await new Promise((r) => setTimeout(r, 500));
    await previewPage.reload();
    if (Date.now() - savedAt > 600_000) throw new Error('the preview never showed the save');
  }
  note('a one-page change, from its save to the open preview showing it', Date.now() - savedAt);

  // A draft during its publication: one more save (a tree not built yet, so the publication's
  // check is a whole build), the publisher publishes, the editor's API keeps answering.
  const again = (await api('/__edit/api/project')).json as { versions: Record<string, string> };
  await api('/__edit/api/save', {
    file: 'pages/about.json',
    page: loaded.page,
    words: retexted(tag()),
    reviewed: [],
    versions: again.versions,
  });
  const pub = await (await browser.newContext({ baseURL: cms.url })).newPage();
  await pub.goto('/login');
  await pub.locator('#name').fill('youssef');
  await pub.locator('#password').fill(PASSWORD);
  await pub.locator('form button[type="submit"]').click();
  await pub.waitForURL((url) => !url.pathname.startsWith('/login'));
  await pub.goto('/drafts');
  const publishing = pub.getByRole('button', { name: 'Publish amina’s draft' }).click();
  let slowest = 0;
  const publishDone = pub
    .getByRole('heading', { level: 1, name: 'Published' })
    .waitFor({ timeout: 600_000 });
  let finished = false;
  void publishDone.then(() => (finished = true));
  await publishing;
  while (!finished) {
    const asked = Date.now();
    await api('/__edit/api/project');
    slowest = Math.max(slowest, Date.now() - asked);
    await new Promise((r) => setTimeout(r, 200));
  }
  note('the slowest answer of the draft’s editor while it was published', slowest);
} finally {
  await browser.close();
  await cms.close();
  fs.rmSync(at, { recursive: true, force: true });
}
