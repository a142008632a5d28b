/**
 * `npm run test:editor-change`: proves that an editor's valid content change never turns CI red.
 * In a scratch copy of the repository it makes the everyday edits (reorders About's sections,
 * retexts the Home headline in English, changes three figures in content/facts.json), checks
 * that the lint reports the headline's translations as stale (once per language), records them reviewed as docs/translating.md says, builds, and
 * runs the Node checks over the built pages (tests/dist) there: the edited order and words are
 * what ships. The browser suite is not run again: tests never copy a text or an order of
 * locales/, content/ or pages/ (tests/repo/pinned.test.ts fails on one), so they cannot depend on
 * the words or the order an editor changes.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../lib/paths.ts';
import { copyRepository } from '../lib/scratch.ts';

const HEADLINE = 'Growth You Can Measure, Built in Morocco';

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

// Edit 3: three figures changed once in content/facts.json, each to a value no page shows: one a
// page names as a figure, one a sentence names, one shown on several pages
// (tests/dist/facts-change.test.ts, run below on the built copy, finds every page that shows them).
const factsFile = path.join(scratch, 'content/facts.json');
const facts = JSON.parse(fs.readFileSync(factsFile, 'utf8')) as {
  facts: Record<string, { figure: Record<string, unknown> }>;
};
for (const [name, figure] of Object.entries({
  clients: { value: 4321, suffix: '+' },
  companiesTrusting: { value: 1234 },
  projectsDeliveredOnServices: { value: 8765, suffix: '+' },
})) {
  const fact = facts.facts[name];
  if (!fact) throw new Error(`content/facts.json has no fact "${name}" to change`);
  fact.figure = figure;
}
fs.writeFileSync(factsFile, JSON.stringify(facts, null, 2) + '\n');

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
// (docs/translating.md).
const staleCheck = spawnSync('npx', ['tsx', 'scripts/lint/lintPages.ts'], {
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
  // EDITED_FROM: the facts test compares this copy's build with the repository's own dist/.
  run('npx', ['vitest', 'run', 'tests/dist'], { EDITED_FROM: root });
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
