/**
 * `npm run cms`: starts the team service from its build (build/cms/main.js, plain Node: no
 * TypeScript loader, no development server). The build is made first when it is missing or older
 * than the code it comes from (`npm run build:cms`: the service and the visual editor), so that a
 * fresh clone or an update on the server needs nothing else. Arguments go to the service
 * (`-- --port N`, `-- user add …`).
 */
import { spawnSync } from 'node:child_process';
import process from 'node:process';
import console from 'node:console';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'build', 'cms', 'main.js');
/** What the service's build is made of: newer than the build means the build is stale. */
const SOURCES = [
  // The languages are read from it when the service is built.
  'site.json',
  'cms',
  'scripts/lib',
  'scripts/lint',
  'src',
  'editor',
  'schemas',
  'package-lock.json',
];

function newest(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let most = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'generated') continue;
    most = Math.max(most, newest(path.join(target, entry.name)));
  }
  return most;
}

const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map((s) => newest(path.join(root, s))));
if (builtAt < sourcesAt) {
  console.error(
    builtAt ? 'The service’s code changed: building it again…' : 'Building the service…',
  );
  const done = spawnSync('npm', ['run', '--silent', 'build:cms'], { cwd: root, stdio: 'inherit' });
  if (done.status !== 0) process.exit(done.status ?? 1);
}
await import(pathToFileURL(built).href);
