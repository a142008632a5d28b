import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * content/facts.json as the browser gets it: the figures only. Each fact's description is for
 * editors, and every page's first script would otherwise carry them all (about 0.4 KB gzip).
 * A build keeps only the facts that sentences name ({{webFrom}}): figures a page names by fact
 * are put in when the page file loads (page-sections), and each shared headline figure kept here
 * would cost every route's first script (20 of them were 0.24 KB gzip). The dev server and the
 * editor keep them all: a figure an editor has just named is shown before any build.
 */
export function factFigures(root: string): Plugin {
  const file = path.join(root, 'content', 'facts.json');
  let build = false;
  return {
    name: 'fact-figures',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    transform(code, id) {
      if ((id.split('?')[0] ?? id) !== file) return null;
      const { facts } = JSON.parse(code) as { facts: Record<string, { figure: unknown }> };
      const named = build ? sentenceFacts(path.join(root, 'locales')) : null;
      const figures = Object.fromEntries(
        Object.entries(facts)
          .filter(([name]) => !named || named.has(name))
          .map(([name, fact]) => [name, { figure: fact.figure }]),
      );
      return { code: JSON.stringify({ facts: figures }), map: null };
    },
  };
}

/** Every {{name}} written in a translation, in any language. */
function sentenceFacts(localesDir: string): Set<string> {
  const names = new Set<string>();
  for (const entry of fs.readdirSync(localesDir, { recursive: true, withFileTypes: true }))
    if (entry.isFile() && entry.name.endsWith('.json'))
      for (const [, name = ''] of fs
        .readFileSync(path.join(entry.parentPath, entry.name), 'utf8')
        .matchAll(/\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g))
        names.add(name);
  return names;
}
