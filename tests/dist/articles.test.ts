/**
 * The Markdown articles as the build ships them, read raw from dist/: the prerendered article and
 * blog list, the data the browser gets for an in-app navigation, and the visitor's JavaScript,
 * which must not carry the parsers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { collectionFiles, compileArticle, compileList } from '../../scripts/lib/articles';
import { root } from '../../scripts/lib/paths';
import type { BodyNode, Inline } from '../../src/content/article';
import { DIST, builtBoot } from '../site';
import { raw } from './built';

const parse = (html: string) => new new Window().DOMParser().parseFromString(html, 'text/html');
const plain = (nodes: readonly Inline[]): string =>
  nodes
    .map((n) =>
      n.kind === 'text' || n.kind === 'inlineCode'
        ? n.value
        : n.kind === 'break'
          ? '\n'
          : plain(n.children),
    )
    .join('');
const headings = (body: readonly BodyNode[], depth: number) =>
  body.flatMap((n) => (n.kind === 'heading' && n.depth === depth ? [plain(n.children)] : []));
const prefix = (lang: string) => (lang === 'en' ? '' : `/${lang}`);

describe('articles in dist/', () => {
  it('an article page is prerendered with its Markdown body as elements, and its boot data carries the structured body', () => {
    for (const lang of ['en', 'ar']) {
      const article = compileArticle(root, 'blog', 'crm-best-practices', lang)!;
      const route = `${prefix(lang)}/blog/crm-best-practices`;
      const doc = parse(raw(route));
      const main = doc.querySelector(`[data-article="crm-best-practices"]`);
      expect(main, route).not.toBeNull();
      expect([...main!.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(
        expect.arrayContaining(headings(article.body, 2)),
      );
      expect([...main!.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(
        headings(article.body, 3),
      );
      expect(main!.querySelectorAll('ul li').length).toBeGreaterThan(3);
      expect(main!.querySelector(`img[alt="${article.imageAlt}"]`), route).not.toBeNull();
      // Counts nobody gave are not on the page.
      expect(main!.querySelector('[data-meta="views"]')).toBeNull();

      const boot = Object.values(builtBoot(route).content ?? {})[0] as { body?: unknown };
      expect(boot.body).toEqual(JSON.parse(JSON.stringify(article.body)));
      const fetched = path.join(DIST, 'content', 'blog', `crm-best-practices${lang === 'en' ? '' : `.${lang}`}.json`);
      expect(JSON.parse(fs.readFileSync(fetched, 'utf8'))).toEqual(JSON.parse(JSON.stringify(article)));
    }
  });

  it('the blog list shows every article of the collection written in its language, newest first', () => {
    for (const lang of ['en', 'ar']) {
      const want = compileList(root, 'blog', lang).articles.map((a) => a.id);
      const written = [...collectionFiles(root, 'blog')].filter(([, files]) => files.has(lang));
      expect(want).toHaveLength(written.length);
      const doc = parse(raw(`${prefix(lang)}/blog`));
      const shown = [...doc.querySelectorAll('[data-results] [data-article-card]')].map((c) =>
        c.getAttribute('data-article-card'),
      );
      expect(shown).toEqual(want);
    }
  });

  it('each article is built only in the languages it is written in', () => {
    for (const [id, files] of collectionFiles(root, 'blog'))
      for (const lang of ['en', 'fr', 'ar', 'es', 'de', 'it'])
        expect(
          fs.existsSync(path.join(DIST, `${prefix(lang)}/blog/${id}`, 'index.html')),
          `${lang} ${id}`,
        ).toBe(files.has(lang));
  });

  it('no Markdown or YAML parser reaches the visitor', () => {
    const js: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true }))
        if (e.isDirectory()) walk(path.join(dir, e.name));
        else if (e.name.endsWith('.js')) js.push(path.join(dir, e.name));
    };
    walk(path.join(DIST, 'assets'));
    expect(js.length).toBeGreaterThan(5);
    // Strings each parser keeps through minification: yaml's errors, micromark's token names.
    const markers = ['Implicit keys need to be on a single line', 'codeFencedFenceSequence', 'Cannot close `'];
    for (const file of js) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of markers) expect(text.includes(m), `${path.basename(file)}: ${m}`).toBe(false);
    }
  });
});
