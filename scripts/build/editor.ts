/**
 * `npm run build:editor`: the visual editor as static files in build/editor/ (vite.editor.config.ts),
 * served by `npm run edit` and the team service. Run with --if-stale to build only when the build
 * is missing or older than the files it is made from (what `npm run edit` does).
 */
import { buildEditor, editorStale } from '../lib/editorBuild.ts';
import { root } from '../lib/paths.ts';

const ifStale = process.argv.includes('--if-stale');
const why = editorStale(root);
if (ifStale && !why) console.log('The built editor is up to date.');
else await buildEditor(root, why ?? 'asked for');
