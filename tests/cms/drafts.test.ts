// @vitest-environment node
/**
 * Drafts, publication and revert against a real remote: a bare repository made here, a clone for
 * the service, and a developer's clone that moves main behind the service's back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Drafts, type Checks } from '../../cms/git/drafts.ts';
import { git } from '../../cms/git/git.ts';

const amina = { name: 'Amina Editor', email: 'amina@cms.invalid' };
const youssef = { name: 'Youssef Publisher', email: 'youssef@cms.invalid' };
const dev = { name: 'A Developer', email: 'dev@example.invalid' };

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function setUp(checks: Checks = async () => ({ ok: true, report: '' })) {
  const at = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-git-'));
  made.push(at);
  const remote = path.join(at, 'remote.git');
  await git(at, ['init', '--quiet', '--bare', '--initial-branch=main', remote]);
  const seed = path.join(at, 'seed');
  await git(at, ['clone', '--quiet', remote, seed]);
  fs.mkdirSync(path.join(seed, 'pages'));
  fs.writeFileSync(path.join(seed, 'pages/home.json'), 'line 1\nline 2\nline 3\n');
  fs.writeFileSync(path.join(seed, 'pages/about.json'), 'about\n');
  await git(seed, ['add', '.']);
  await git(seed, ['commit', '--quiet', '-m', 'the site'], dev);
  await git(seed, ['push', '--quiet', 'origin', 'HEAD:main']);
  const repo = path.join(at, 'service');
  await git(at, ['clone', '--quiet', remote, repo]);
  const drafts = new Drafts(repo, path.join(at, 'drafts'), checks);
  const write = async (user: string, file: string, text: string) =>
    fs.writeFileSync(path.join(await drafts.open(user), file), text);
  const remoteFile = (file: string) => git(remote, ['show', `main:${file}`]);
  return { at, remote, seed, repo, drafts, write, remoteFile };
}

describe('drafts', () => {
  it('two editors save at once, each on a draft of their own; main is untouched until published', async () => {
    const { drafts, write, remoteFile } = await setUp();
    await Promise.all([
      write('amina', 'pages/home.json', 'line 1\nAmina was here\nline 3\n'),
      write('omar', 'pages/about.json', 'about, by Omar\n'),
    ]);
    const [a, o] = await Promise.all([
      drafts.commit('amina', amina, 'Home: a new second line'),
      drafts.commit('omar', { name: 'Omar', email: 'omar@cms.invalid' }, 'About retexted'),
    ]);
    expect(a).toMatch(/^[0-9a-f]{40}$/);
    expect(o).toMatch(/^[0-9a-f]{40}$/);
    expect(await drafts.commit('amina', amina, 'nothing')).toBeNull();
    expect(await remoteFile('pages/home.json')).toBe('line 1\nline 2\nline 3\n');
    expect(await drafts.changes('amina')).toEqual([{ file: 'pages/home.json', status: 'changed' }]);
    expect(await drafts.changes('omar')).toEqual([{ file: 'pages/about.json', status: 'changed' }]);
  });

  it('publishing merges the draft into the remote main with the editor as author; revert undoes it', async () => {
    const { drafts, write, remote, remoteFile } = await setUp();
    await write('amina', 'pages/home.json', 'line 1\nAmina was here\nline 3\n');
    await drafts.commit('amina', amina, 'Home: a new second line');
    const published = await drafts.publish('amina', youssef, 'Home: a new second line');
    expect(published.kind).toBe('published');
    expect(await remoteFile('pages/home.json')).toContain('Amina was here');
    const authors = await git(remote, ['log', '--format=%an|%s', 'main']);
    expect(authors).toContain('Amina Editor|Home: a new second line');
    expect(authors.split('\n')[0]).toBe('Youssef Publisher|Home: a new second line');

    const [entry] = await drafts.history();
    expect(entry).toMatchObject({ draft: 'amina', by: 'Youssef Publisher', reverted: false });
    expect(await drafts.publish('amina', youssef, 'again')).toEqual({ kind: 'nothing-to-publish' });

    const undone = await drafts.revert(entry!.commit, youssef);
    expect(undone.kind).toBe('published');
    expect(await remoteFile('pages/home.json')).toBe('line 1\nline 2\nline 3\n');
    const history = await drafts.history();
    expect(history.map((p) => [p.reverts ? 'revert' : 'publication', p.reverted])).toEqual([
      ['revert', false],
      ['publication', true],
    ]);
  });

  it('when main moved meanwhile, the draft is brought up to date; a conflict is named and nothing is lost', async () => {
    const { drafts, write, seed, remoteFile } = await setUp();
    await write('amina', 'pages/home.json', 'line 1\nAmina was here\nline 3\n');
    await drafts.commit('amina', amina, 'Home: a new second line');
    // A developer changes another file on main: the draft takes it in and publishes.
    fs.writeFileSync(path.join(seed, 'pages/about.json'), 'about, by the developer\n');
    await git(seed, ['commit', '--quiet', '-am', 'about'], dev);
    await git(seed, ['push', '--quiet', 'origin', 'HEAD:main']);
    expect((await drafts.publish('amina', youssef, 'Home')).kind).toBe('published');
    expect(await remoteFile('pages/about.json')).toBe('about, by the developer\n');
    expect(await remoteFile('pages/home.json')).toContain('Amina was here');

    // The developer and the editor both change Home's second line: a conflict, in words.
    await write('amina', 'pages/home.json', 'line 1\nAmina again\nline 3\n');
    await drafts.commit('amina', amina, 'Home again');
    await git(seed, ['pull', '--quiet', '--no-rebase', 'origin', 'main'], dev);
    fs.writeFileSync(path.join(seed, 'pages/home.json'), 'line 1\nthe developer\nline 3\n');
    await git(seed, ['commit', '--quiet', '-am', 'home'], dev);
    await git(seed, ['push', '--quiet', 'origin', 'HEAD:main']);
    expect(await drafts.publish('amina', youssef, 'Home again')).toEqual({
      kind: 'conflict',
      files: ['pages/home.json'],
    });
    // The draft keeps the editor's words, with no half-done merge left in it.
    const dir = await drafts.open('amina');
    expect(fs.readFileSync(path.join(dir, 'pages/home.json'), 'utf8')).toContain('Amina again');
    expect(await git(dir, ['status', '--porcelain'])).toBe('');
    expect(await remoteFile('pages/home.json')).toContain('the developer');
  });

  it('a draft that fails the checks is not published', async () => {
    // The checks judge the commit the draft reached, read from git, not the worktree.
    const { drafts, write, remoteFile } = await setUp(async (gitDir, commit) => {
      const text = await git(gitDir, ['show', `${commit}:pages/home.json`]);
      return text.includes('{')
        ? { ok: false, report: 'pages/home.json:1:1 broken' }
        : { ok: true, report: '' };
    });
    await write('amina', 'pages/home.json', '{ broken\n');
    await drafts.commit('amina', amina, 'broken');
    expect(await drafts.publish('amina', youssef, 'broken')).toEqual({
      kind: 'checks-failed',
      report: 'pages/home.json:1:1 broken',
    });
    expect(await remoteFile('pages/home.json')).toBe('line 1\nline 2\nline 3\n');
  });

  it('only a publication of this site can be reverted', async () => {
    const { drafts } = await setUp();
    await expect(drafts.revert('not a sha', youssef)).rejects.toThrow();
    await expect(drafts.revert('0'.repeat(40), youssef)).rejects.toThrow(/not a publication/);
  });
});

describe('a draft in words', () => {
  it('names the page, its sections and the texts in their languages', async () => {
    const { drafts, seed } = await setUp();
    const page = (blocks: object[]) => JSON.stringify({ meta: { title: 'x' }, blocks }, null, 2);
    fs.mkdirSync(path.join(seed, 'locales/fr'), { recursive: true });
    fs.writeFileSync(
      path.join(seed, 'pages/about.json'),
      page([
        { type: 'hero', id: 'hero' },
        { type: 'faq', id: 'questions' },
        { type: 'ctaBand', id: 'call' },
      ]),
    );
    fs.writeFileSync(
      path.join(seed, 'locales/fr/about.json'),
      JSON.stringify({ hero: { title: 'Ancien titre' } }),
    );
    await git(seed, ['add', '.']);
    await git(seed, ['commit', '--quiet', '-m', 'pages'], dev);
    await git(seed, ['push', '--quiet', 'origin', 'HEAD:main']);

    const dir = await drafts.open('amina');
    await git(dir, ['pull', '--quiet', '--no-rebase', 'origin', 'main'], amina);
    fs.writeFileSync(
      path.join(dir, 'pages/about.json'),
      page([
        { type: 'hero', id: 'hero' },
        { type: 'ctaBand', id: 'call' },
        { type: 'faq', id: 'questions', open: 1 },
        { type: 'stats', id: 'figures' },
      ]),
    );
    fs.writeFileSync(
      path.join(dir, 'locales/fr/about.json'),
      JSON.stringify({ hero: { title: 'Nouveau titre' } }),
    );
    await drafts.commit('amina', amina, 'About');
    const described = await drafts.describe('amina');
    expect(described).toEqual([
      {
        file: 'locales/fr/about.json',
        lines: [
          'French texts of “about”: hero.title now reads “Nouveau titre” (was “Ancien titre”).',
        ],
      },
      {
        file: 'pages/about.json',
        lines: [
          'Page “about”: section “figures” (stats) added.',
          'Page “about”: sections in a new order (“hero” (hero), “call” (ctaBand), “questions” (faq)).',
          'Page “about”: section “questions” (faq) changed.',
        ],
      },
    ]);
  });
});
