import path from 'node:path';
import type { Plugin } from 'vite';

/** The keys a JSON file keeps for whoever edits it: its schema's address and notes in words. */
const NOTES = new Set(['$schema', '$comment']);

/** `value` without the editors' notes, at any depth. */
export function withoutNotes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNotes);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !NOTES.has(key))
      .map(([key, v]) => [key, withoutNotes(v)]),
  );
}

/**
 * The site's own JSON files, imported by the browser's code (site.json, the currency words, the
 * facts), carry notes for their editors: locales/currency-words.json's `$comment` alone was 0.3 KB
 * gzip of every page's code, read by nobody there. The client build takes the files without them.
 * Schemas keep theirs (a validator reads `$schema`), and so does the prerender: the HTML is the
 * same either way, and the lint and the editor read the files themselves, notes included.
 */
export function jsonNotes(root: string): Plugin {
  const schemas = path.join(root, 'schemas') + path.sep;
  return {
    name: 'json-notes',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'pre',
    transform: {
      filter: { id: /\.json(\?|$)/ },
      handler(code, id) {
        const file = id.replace(/\?.*$/, '');
        if (file.includes(`${path.sep}node_modules${path.sep}`) || file.startsWith(schemas))
          return null;
        return { code: JSON.stringify(withoutNotes(JSON.parse(code))), map: null };
      },
    },
  };
}
