/**
 * `npm run edit`: the visual editor over pages/ and locales/, for development only. A Vite dev
 * server on 127.0.0.1 (never the network) serves the editor page at / and its API at
 * /__edit/api/; the editor renders the site's real block components and saves through the lint.
 * It answers only its own page: other origins, other host names and files outside the
 * repository are refused (scripts/lib/edit/guard.ts).
 *
 *   npm run edit                     http://127.0.0.1:4318/
 *   npm run edit -- --port 5000
 *   EDIT_ROOT=/tmp/copy npm run edit  edit another copy of the site (the editor's tests do)
 */
import path from 'node:path';
import { startEditServer } from '../lib/edit/server.ts';
import { root as repoRoot } from '../lib/paths.ts';

const root = path.resolve(process.env.EDIT_ROOT ?? repoRoot);
const portArg = process.argv.indexOf('--port');
const port = Number(portArg > 0 ? process.argv[portArg + 1] : (process.env.EDIT_PORT ?? 4318));

await startEditServer(root, port);
console.log(`\n  The editor is open on http://127.0.0.1:${port}/  (Ctrl+C stops it)\n`);
