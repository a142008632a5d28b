/**
 * `npm run edit`: the visual editor over pages/, locales/ and content/ on one's own machine. A
 * small server on 127.0.0.1 (never the network) serves the built editor (build/editor/, built
 * first when missing or older than its sources) at / and the content API over this folder
 * (scripts/lib/edit/editApp.ts); it answers only its own page: other origins, other host names
 * and files outside the repository are refused (scripts/lib/edit/guard.ts).
 *
 *   npm run edit                      http://127.0.0.1:4318/
 *   npm run edit -- --port 5000
 *   EDIT_ROOT=/tmp/copy npm run edit  edit another copy of the site (the editor's tests do)
 *   npm run edit -- --dev             for changing the editor's own code: Vite's dev server with
 *                                     hot reload instead of the build (scripts/lib/edit/server.ts)
 */
import path from 'node:path';
import { serve } from '@hono/node-server';
import { buildEditor, editorStale } from '../lib/editorBuild.ts';
import { editApp } from '../lib/edit/editApp.ts';
import { root as repoRoot } from '../lib/paths.ts';

const root = path.resolve(process.env.EDIT_ROOT ?? repoRoot);
const portArg = process.argv.indexOf('--port');
const port = Number(portArg > 0 ? process.argv[portArg + 1] : (process.env.EDIT_PORT ?? 4318));

if (process.argv.includes('--dev')) {
  // The fonts step runs first, as `npm run dev` does: the dev server imports its output.
  const { spawnSync } = await import('node:child_process');
  spawnSync(
    path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
    [path.join(root, 'scripts/build/fonts.ts')],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  const { startEditServer } = await import('../lib/edit/server.ts');
  await startEditServer(root, port);
  console.log(`\n  The editor (dev server) is on http://127.0.0.1:${port}/  (Ctrl+C stops it)\n`);
} else {
  // The editor is code: it is built from this repository, whichever copy's content it edits.
  const stale = editorStale(repoRoot);
  if (stale) await buildEditor(repoRoot, stale);
  const server = serve({ fetch: editApp(root).fetch, hostname: '127.0.0.1', port }, () =>
    console.log(`\n  The editor is open on http://127.0.0.1:${port}/  (Ctrl+C stops it)\n`),
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => server.close(() => process.exit(0)));
}
