/**
 * The built site speaks one set of class names (scripts/lib/shortClasses.ts): the stylesheet has
 * the short ones, every class a page's HTML names is one the stylesheet defines, and no code
 * shipped to the browser still writes a class by its long name.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Parser } from 'acorn';
import { describe, expect, it } from 'vitest';
import {
  readClassNames,
  renamable,
  stylesheetClasses,
} from '../../scripts/lib/shortClasses';
import { DIST, builtRoutes } from '../site';
import { raw, textOf } from './built';

const assets = path.join(DIST, 'assets');
const files = (ext: string) =>
  fs
    .readdirSync(assets)
    .filter((f) => f.endsWith(ext))
    .map((f) => path.join(assets, f));
const css = files('.css').map((f) => fs.readFileSync(f, 'utf8'));
const defined = new Set(css.flatMap(stylesheetClasses));
const long = readClassNames(DIST);

/** What lucide-react writes on the icons it draws: names, no style. */
const UNSTYLED = /^lucide(-[a-z0-9-]+)?$/;


describe('short class names in dist/', () => {
  it('the stylesheet defines short names and one-word classes only', () => {
    expect(long.size).toBeGreaterThan(500);
    expect([...defined].filter(renamable)).toEqual([]);
    for (const short of long.values()) expect(defined.has(short), short).toBe(true);
  });

  it("every class of every page's HTML is one the stylesheet defines", () => {
    const missing = new Map<string, string>();
    const routes = [...builtRoutes(), '/404'];
    for (const route of routes) {
      const html =
        route === '/404' ? fs.readFileSync(path.join(DIST, '404.html'), 'utf8') : raw(route);
      for (const [, list = ''] of html.matchAll(/<[a-zA-Z][^>]*?\sclass="([^"]*)"/g))
        for (const word of list.split(/\s+/).filter(Boolean))
          if (!defined.has(textOf(word)) && !UNSTYLED.test(word)) missing.set(word, route);
    }
    expect(routes.length).toBeGreaterThan(400);
    expect([...missing]).toEqual([]);
  });

  it("no string of the browser's code is a class list in long names", () => {
    const left: string[] = [];
    for (const file of files('.js')) {
      const visit = (node: unknown): void => {
        if (Array.isArray(node)) return node.forEach(visit);
        if (typeof node !== 'object' || node === null) return;
        const n = node as { type?: string; value?: unknown };
        const text =
          n.type === 'Literal' && typeof n.value === 'string'
            ? n.value
            : n.type === 'TemplateElement'
              ? (n.value as { cooked: string | null }).cooked
              : null;
        const words = text?.split(/\s+/).filter(Boolean) ?? [];
        if (words.length && words.every((w) => long.has(w)))
          left.push(`${path.basename(file)}: ${text}`);
        Object.values(node).forEach(visit);
      };
      visit(Parser.parse(fs.readFileSync(file, 'utf8'), { ecmaVersion: 'latest', sourceType: 'module' }));
    }
    expect(left).toEqual([]);
  });
});
