import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * content/facts.json as the browser gets it: the figures only. Each fact's description is for
 * editors, and every page's first script would otherwise carry them all (about 0.4 KB gzip).
 */
export function factFigures(root: string): Plugin {
  const file = path.join(root, 'content', 'facts.json');
  return {
    name: 'fact-figures',
    enforce: 'pre',
    transform(code, id) {
      if ((id.split('?')[0] ?? id) !== file) return null;
      const { facts } = JSON.parse(code) as { facts: Record<string, { figure: unknown }> };
      const figures = Object.fromEntries(
        Object.entries(facts).map(([name, fact]) => [name, { figure: fact.figure }]),
      );
      return { code: JSON.stringify({ facts: figures }), map: null };
    },
  };
}
