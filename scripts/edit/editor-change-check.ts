/**
 * `npm run test:editor-change`: proves that an editor's valid content change never turns CI red.
 * In a scratch copy of the repository it makes the two everyday edits (reorders About's sections,
 * retexts the Home headline in English), checks that the lint reports the headline's translations
 * as stale (once per language), records them reviewed as the README's workflow says, builds, and
 * runs the Node checks over the built pages (tests/dist) there: the edited order and words are
 * what ships. The browser suite is not run again: tests never copy a text or an order of
 * locales/, content/ or pages/ (tests/unit/pinned.test.ts fails on one), so they cannot depend on
 * the words or the order an editor changes.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyRepository } from '../lib/scratch.ts';

const HEADLINE = 'Growth you can measure, built in Morocco';

const scratch = copyRepository(fs.mkdtempSync(path.join(os.tmpdir(), 'editor-change-')));

// Edit 1: About's sections in another order (the hero stays on top, the rest reversed).
const aboutFile = path.join(scratch, 'pages/about.json');
const about = JSON.parse(fs.readFileSync(aboutFile, 'utf8')) as { blocks: { type: string }[] };
const [hero, ...rest] = about.blocks;
about.blocks = [hero!, ...rest.reverse()];
fs.writeFileSync(aboutFile, JSON.stringify(about, null, 2) + '\n');

// Edit 2: a new English headline on Home.
const homeWords = path.join(scratch, 'locales/en/home.json');
const home = JSON.parse(fs.readFileSync(homeWords, 'utf8')) as { hero: { title: string } };
if (home.hero.title === HEADLINE) throw new Error('pick a headline that differs from the current');
home.hero.title = HEADLINE;
fs.writeFileSync(homeWords, JSON.stringify(home, null, 2) + '\n');

const run = (cmd: string, args: string[], env: Record<string, string> = {}) => {
  console.log(`\n$ ${cmd} ${args.join(' ')}   (in ${scratch})`);
  const r = spawnSync(cmd, args, {
    cwd: scratch,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (r.status !== 0) {
    console.error(`\n✖ an editor's valid change failed at: ${cmd} ${args.join(' ')}`);
    process.exit(r.status ?? 1);
  }
};

// A changed English text makes its translations stale (docs/site/languages.md#stale-translations):
// the lint must say so, once per language; the editor's workflow then records them as reviewed
// (README, "Translations").
const staleCheck = spawnSync('npx', ['tsx', 'scripts/lint/lint-pages.ts'], {
  cwd: scratch,
  encoding: 'utf8',
});
// The lint prints its problems on stderr and its summary on stdout: read both.
const stale = `${staleCheck.stdout}\n${staleCheck.stderr}`
  .split('\n')
  .filter((l) => l.includes('stale:'));
const site = JSON.parse(fs.readFileSync(path.join(scratch, 'site.json'), 'utf8')) as {
  languages: string[];
  defaultLanguage: string;
};
const translated = site.languages.filter((l) => l !== site.defaultLanguage);
if (stale.length !== translated.length || staleCheck.status === 0) {
  console.error(staleCheck.stdout + staleCheck.stderr);
  console.error(`✖ expected the new headline to make ${translated.length} translations stale`);
  process.exit(1);
}

try {
  run('npm', [
    'run',
    'i18n:status',
    '--',
    '--reviewed',
    translated.map((l) => `${l}:home:hero.title`).join(','),
  ]);
  run('npm', ['run', 'build']);
  run('npx', ['vitest', 'run', 'tests/dist']);
  const builtHome = fs.readFileSync(path.join(scratch, 'dist/index.html'), 'utf8');
  if (!builtHome.includes(HEADLINE)) {
    console.error('✖ the built home page does not show the new headline');
    process.exit(1);
  }
  console.log(
    '\n✔ reordered About and a new Home headline pass the lint and the build, and ship as written',
  );
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
