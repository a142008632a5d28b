import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { writeCompressedCopies } from './precompress.ts';
import { EDITOR_ASSETS, EDITOR_OUT } from './editorFiles.ts';

/** What the built editor is made of: its code, the site's code, and how they are built. */
const SOURCES = [
  'editor',
  'src',
  'vite.editor.config.ts',
  'scripts/vite/editorContent.ts',
  'scripts/vite/heroScene.ts',
  'scripts/build/fonts.ts',
  'package-lock.json',
];
/** Outputs of the fonts step, itself part of the build: never a reason to build again. */
const SKIP = /^src[\\/]generated[\\/]fonts/;
/** Written last by buildEditor: what the build was made with. */
const STAMP = '.built.json';

function newest(root: string, rel: string): number {
  if (SKIP.test(rel)) return 0;
  let stat: fs.Stats;
  try {
    stat = fs.statSync(path.join(root, rel));
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let most = 0;
  for (const name of fs.readdirSync(path.join(root, rel)))
    most = Math.max(most, newest(root, path.join(rel, name)));
  return most;
}

const siteLanguages = (root: string) => {
  const site = JSON.parse(fs.readFileSync(path.join(root, 'site.json'), 'utf8')) as {
    languages: unknown;
    defaultLanguage: unknown;
  };
  return JSON.stringify([site.languages, site.defaultLanguage]);
};

/**
 * Why the editor in `<root>/build/editor` must be built (again), or null when it is up to date:
 * missing, older than a file it is made from, or made for other languages (the only part of
 * site.json built into it: scripts/vite/editorContent.ts).
 */
export function editorStale(root: string): string | null {
  let stamp: { languages?: string };
  try {
    stamp = JSON.parse(fs.readFileSync(path.join(root, EDITOR_OUT, STAMP), 'utf8')) as {
      languages?: string;
    };
  } catch {
    return `${EDITOR_OUT}/ is missing`;
  }
  const built = fs.statSync(path.join(root, EDITOR_OUT, STAMP)).mtimeMs;
  const changed = SOURCES.find((rel) => newest(root, rel) > built);
  if (changed) return `${changed} changed since ${EDITOR_OUT}/ was built`;
  if (stamp.languages !== siteLanguages(root)) return "site.json's languages changed";
  return null;
}

/**
 * Builds the editor into `<root>/build/editor`: the fonts step (scripts/build/fonts.ts), then Vite
 * with vite.editor.config.ts, in a child process so the caller (a server about to start) keeps
 * none of Vite's memory. The page ends as build/editor/index.html.
 */
export async function buildEditor(root: string, reason: string): Promise<void> {
  const started = Date.now();
  console.log(`Building the editor into ${EDITOR_OUT}/ (${reason})…`);
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const vite = path.join(root, 'node_modules', '.bin', 'vite');
  const run = (command: string, args: string[]) => {
    const done = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
    if (done.status !== 0)
      throw new Error(`${path.basename(command)} ${args.join(' ')} failed (${done.status})`);
  };
  run(tsx, ['scripts/build/fonts.ts']);
  run(vite, ['build', '--config', 'vite.editor.config.ts', '--logLevel', 'warn']);
  const out = path.join(root, EDITOR_OUT);
  // Vite keeps the input's folder (editor/index.html); the page is the build's one HTML file.
  fs.renameSync(path.join(out, 'editor', 'index.html'), path.join(out, 'index.html'));
  fs.rmdirSync(path.join(out, 'editor'));
  // Compressed copies for the servers to send as they are (scripts/lib/edit/editorPage.ts).
  const assets = path.join(out, EDITOR_ASSETS);
  await Promise.all(
    fs
      .readdirSync(assets)
      .filter((name) => /\.(js|css|svg)$/.test(name))
      .map((name) => writeCompressedCopies(path.join(assets, name))),
  );
  fs.writeFileSync(path.join(out, STAMP), JSON.stringify({ languages: siteLanguages(root) }));
  console.log(`The editor is built (${((Date.now() - started) / 1000).toFixed(1)} s).`);
}
