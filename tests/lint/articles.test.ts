import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { compileArticle, compileList, parseArticle } from '../../scripts/lib/articles';
import { createValidator } from '../../scripts/lib/ajv';
import { lintArticles } from '../../scripts/lint/check/articles';
import { lintSite } from '../../scripts/lint/check/site';
import { createContext } from '../../scripts/lint/context';
import { formatProblem, sortProblems } from '../../scripts/lint/problem';
import { routeLanguages, siteRoutes } from '../../scripts/lib/siteRoutes';
import { oldBodyToMarkdown, parseOldBody } from '../../scripts/maintain/articlesToMarkdown';
import { Body } from '../../src/blocks/BlogArticle/Body';
import { safeHref } from '../../src/content/article';
import { resolve } from '../../src/entryServer';
import { languages } from '../../src/i18n/languages';
import { pageHead } from '../../src/seo/pageHead';
import { BlogProviders } from '../site/blog-helpers';
import { scratchSite } from '../scratch-site';
import { root } from '../../scripts/lib/paths.ts';

const validator = createValidator();

/** A picture the site has (the lint checks that it exists): the first of public/images/blog/. */
const PICTURE = `/images/blog/${fs.readdirSync('public/images/blog').sort()[0]}`;

/** The article lint alone over a tree (the site's config gives the languages), as printed. */
function articleLint(dir: string): string[] {
  const ctx = createContext(dir, validator);
  lintArticles(ctx, lintSite(ctx), path.join(dir, 'public'));
  return sortProblems(ctx.problems).map((p) => formatProblem(p));
}

// A byline names a person of the team by id: the first of the site's team files.
const AUTHOR = fs.readdirSync(path.join(root, 'content/team'))[0]!.replace(/\.json$/, '');

const FRONT = [
  'title: Two Languages Only',
  'excerpt: An article the team wrote in English and in French.',
  'date: 2030-01-01',
  `author: ${AUTHOR}`,
  'category: Technology',
  'tags: [test]',
  `image: ${PICTURE}`,
  'imageAlt: A sales pipeline board',
];
const article = (front: string[], body: string) => `---\n${front.join('\n')}\n---\n\n${body}\n`;

/** The blog's categories of a language as the lint lists them, read from its words. */
const categoryList = (lang: string) =>
  Object.values(
    (
      JSON.parse(fs.readFileSync(path.join(root, 'locales', lang, 'blog.json'), 'utf8')) as {
        categories: Record<string, { name: string }>;
      }
    ).categories,
  )
    .map((c) => `"${c.name}"`)
    .join(', ');

describe('parsing an article', () => {
  it('turns front matter and Markdown into plain data, with no HTML anywhere', () => {
    const parsed = parseArticle(
      article(
        FRONT,
        '## Why *now*\n\nRead **this** and [that](/contact).\n\n1. one\n2. two\n\n> said\n\n```\ncode <b>\n```',
      ),
    );
    expect(parsed.syntaxErrors).toEqual([]);
    expect(parsed.data).toMatchObject({ title: 'Two Languages Only', date: '2030-01-01' });
    expect(parsed.body).toEqual([
      {
        kind: 'heading',
        depth: 2,
        children: [
          { kind: 'text', value: 'Why ' },
          { kind: 'emphasis', children: [{ kind: 'text', value: 'now' }] },
        ],
      },
      {
        kind: 'paragraph',
        children: [
          { kind: 'text', value: 'Read ' },
          { kind: 'strong', children: [{ kind: 'text', value: 'this' }] },
          { kind: 'text', value: ' and ' },
          { kind: 'link', href: '/contact', children: [{ kind: 'text', value: 'that' }] },
          { kind: 'text', value: '.' },
        ],
      },
      {
        kind: 'list',
        ordered: true,
        items: [
          [{ kind: 'paragraph', children: [{ kind: 'text', value: 'one' }] }],
          [{ kind: 'paragraph', children: [{ kind: 'text', value: 'two' }] }],
        ],
      },
      {
        kind: 'blockquote',
        children: [{ kind: 'paragraph', children: [{ kind: 'text', value: 'said' }] }],
      },
      { kind: 'code', value: 'code <b>' },
    ]);
    // Texts are located in the .md file (the front matter takes lines 1 to 10).
    expect(parsed.texts[0]).toEqual({ text: 'Why now', line: 12, column: 1, heading: true });
    expect(parsed.issues).toEqual([]);
  });

  it('keeps a date as written and never throws on a broken front matter', () => {
    expect(parseArticle('no front matter').syntaxErrors[0]).toMatchObject({ line: 1, column: 1 });
    const broken = parseArticle('---\ntitle: [unclosed\n---\n');
    expect(broken.data).toBeUndefined();
    expect(broken.syntaxErrors[0]?.line).toBe(2);
  });
});

describe('the lint of an article', () => {
  it('says what is wrong where it is written in the .md file, with the fix', () => {
    const dir = scratchSite('articles-lint-');
    const file = path.join(dir, 'content/blog/broken/en.md');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      article(
        [
          'titel: Broken',
          'excerpt: An article with every mistake.',
          'date: 2030-13-01',
          'author:',
          '  name: Test Writer',
          '  photo: /images/authors/nobody.svg',
          'category: Cooking',
          'tags: [test]',
          `image: ${PICTURE}`,
        ],
        '# Second title\n\n<script>alert(1)</script>\n\nSee [this](javascript:alert(1)).',
      ),
    );
    expect(articleLint(dir).filter((l) => l.startsWith('content/blog/broken/'))).toEqual([
      'content/blog/broken/en.md:2:1  missing required property "title" (The headline.)',
      'content/blog/broken/en.md:2:1  missing required property "imageAlt" (What the image shows, in the article\'s language, for visitors who cannot see it.)',
      'content/blog/broken/en.md:2:1  unknown property "titel" — did you mean "title"?',
      'content/blog/broken/en.md:4:7  "2030-13-01" is not a valid date: Publication date, YYYY-MM-DD. The blog lists the newest first.',
      // A byline written out instead of a team member's id.
      'content/blog/broken/en.md:6:3  a byline names a person of the team by the id of their file, and "Test Writer" is not one: add content/team/test-writer.json, then write "author: test-writer"',
      `content/blog/broken/en.md:8:11  "Cooking" is not one of the blog's English categories, which are ${categoryList('en')}`,
      'content/blog/broken/en.md:13:1  the title is the article\'s only top heading: start a section with "## " (and a subsection with "### ")',
      'content/blog/broken/en.md:13:1  English headings are in Title Case: write "Second Title" ("title" starts with a capital; a name written in lower case goes in locales/title-case.json)',
      'content/blog/broken/en.md:15:1  HTML is not allowed in an article (it shows as typed): write it in Markdown, **bold**, *italic*, [words](https://…)',
      'content/blog/broken/en.md:17:5  the link "javascript:alert(1)" is not allowed: a link starts with https://, http://, mailto:, tel: or / (a page of this site)',
    ]);
  });

  it('catches a translation left in English and a category named in another language', () => {
    const dir = scratchSite('articles-lint-fr-');
    const file = path.join(dir, 'content/blog/crm-best-practices/fr.md');
    const text = fs.readFileSync(file, 'utf8');
    const english = 'This paragraph was pasted from the English article and never translated.';
    const words = (lang: string) =>
      JSON.parse(fs.readFileSync(path.join(dir, `locales/${lang}/blog.json`), 'utf8')) as {
        categories: Record<string, { name: string }>;
      };
    const englishName = words('en').categories['crm-sales']!.name;
    const changed = text
      .replace(/^category: .*$/m, `category: ${englishName}`)
      .replace(/\n\n([^\n#-][^\n]*)\n/, `\n\n${english}\n`);
    fs.writeFileSync(file, changed);
    const line = (needle: string) => changed.slice(0, changed.indexOf(needle)).split('\n').length;
    const fr = words('fr');
    expect(articleLint(dir)).toEqual([
      `content/blog/crm-best-practices/fr.md:${line('category:')}:11  "${englishName}" is the category's English name: in French write "${fr.categories['crm-sales']?.name}"`,
      `content/blog/crm-best-practices/fr.md:${line(english)}:1  this reads as English, not French: translate it (an article in fewer languages simply has no fr.md)`,
    ]);
  });
});

describe('an article in fewer languages', () => {
  it('is listed, routed and given alternates only in the languages it is written in', async () => {
    const dir = scratchSite('articles-two-');
    const folder = path.join(dir, 'content/blog/two-languages');
    fs.mkdirSync(folder, { recursive: true });
    const fr = JSON.parse(fs.readFileSync(path.join(dir, 'locales/fr/blog.json'), 'utf8')) as {
      categories: Record<string, { name: string }>;
    };
    fs.writeFileSync(path.join(folder, 'en.md'), article(FRONT, '## Why\n\nTwo languages.'));
    fs.writeFileSync(
      path.join(folder, 'fr.md'),
      article(
        [
          'title: Deux langues seulement',
          'excerpt: Un article que l’équipe a écrit en anglais et en français.',
          'date: 2030-01-01',
          `author: ${AUTHOR}`,
          `category: ${fr.categories.technology?.name}`,
          'tags: [test]',
          `image: ${PICTURE}`,
          'imageAlt: Un tableau de suivi des ventes',
        ],
        '## Pourquoi\n\nDeux langues.',
      ),
    );
    expect(articleLint(dir)).toEqual([]);

    const route = siteRoutes(dir).find((r) => r.path === '/blog/two-languages');
    expect(route && routeLanguages(route, languages)).toEqual(['en', 'fr']);
    for (const lang of languages) {
      const ids = compileList(dir, 'blog', lang).articles.map((a) => a.id);
      // Newest first: its date is later than every other article's.
      if (lang === 'en' || lang === 'fr') expect(ids[0]).toBe('two-languages');
      else expect(ids).not.toContain('two-languages');
    }

    const resolution = await resolve('/fr/blog/two-languages', async () => undefined);
    if (resolution.kind !== 'page') throw new Error('no page');
    // The page reads the article as the build ships it, from the scratch copy.
    const compiled = compileArticle(dir, 'blog', 'two-languages', 'fr');
    const head = pageHead({ resolution, t: () => '', read: () => compiled });
    const alternates = head.flatMap((t) =>
      t.tag === 'link' && t.attrs.rel === 'alternate' ? [t.attrs.hreflang] : [],
    );
    expect(alternates).toEqual(['en', 'fr', 'x-default']);
  });
});

/** Hostile Markdown: script, handlers, scheme tricks, raw HTML, mixed with anything. */
const attack = fc.constantFrom(
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '[x](java\tscript:alert(1))',
  '[x](&#106;avascript:alert(1))',
  '[x](%6Aavascript:alert(1))',
  '[x]( javascript:alert(1))',
  '[x](data:text/html,<script>alert(1)</script>)',
  '[x](vbscript:msgbox(1))',
  '![x](javascript:alert(1))',
  '[x]\n\n[x]: javascript:alert(1)',
  '<javascript:alert(1)>',
  '[ok](https://example.com "t\\" onclick=\\"alert(1)")',
  '`<script>`',
  '```html\n<script>alert(1)</script>\n```',
  '<!-- <script> -->',
  '"onmouseover="alert(1)',
  '<style>*{}</style>',
  '\u202e<b>',
);
const joiner = fc.constantFrom('', ' ', '\n', '\n\n', '\n- ', '\n> ', '\n## ', '\n1. ');
const hostileMarkdown = fc
  .array(fc.tuple(fc.oneof(attack, fc.string({ maxLength: 30 })), joiner), { maxLength: 12 })
  .map((parts) => parts.map(([a, j]) => a + j).join(''));

const ALLOWED_TAGS = new Set(
  'div h2 h3 h4 p ul ol li blockquote pre code hr strong em del br a'.split(' '),
);

describe('safety', () => {
  it('hostile Markdown never yields a script, a handler or an unsafe link in the HTML', () => {
    fc.assert(
      fc.property(hostileMarkdown, (markdown) => {
        const { body } = parseArticle(article(FRONT, markdown));
        const html = renderToStaticMarkup(
          createElement(BlogProviders, {
            path: '/blog/x',
            children: createElement(Body, { nodes: body }),
          }),
        );
        // React writes "<" in text as "&lt;": every "<" left opens or closes an element.
        for (const [, closing, tag = '', attrs = ''] of html.matchAll(
          /<(\/?)([^\s/>]*)([^>]*)>/g,
        )) {
          expect(ALLOWED_TAGS.has(tag.toLowerCase()), `<${closing}${tag}>`).toBe(true);
          for (const [, name = '', value = ''] of attrs.matchAll(/\s([^\s=]+)="([^"]*)"/g)) {
            expect(name.toLowerCase().startsWith('on'), name).toBe(false);
            if (name === 'href') {
              const href = value.replace(/&amp;/g, '&');
              expect(safeHref(href), href).not.toBeNull();
              expect(new URL(href, 'https://site.invalid/').protocol).toMatch(
                /^(https?|mailto|tel):$/,
              );
            }
          }
        }
      }),
      { numRuns: 300, seed: 20261127 },
    );
  });
});

describe('npm run migrate: JSON articles to Markdown', () => {
  const oldLine = fc
    .tuple(
      fc.constantFrom('', '## ', '### ', '- ', '- '),
      fc.string({
        unit: fc.constantFrom(...'ab Z*_[]()<>#!&;`~|-+=.1\\é'.split('')),
        maxLength: 20,
      }),
    )
    .map(([marker, text]) => marker + text);

  it('keeps every heading, paragraph and bullet of the old body, word for word', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(oldLine, fc.constant('')), { maxLength: 12 }), (lines) => {
        const content = lines.join('\n');
        const want = parseOldBody(content).flatMap((n) => (n.kind === 'list' ? n.items : [n.text]));
        const got = parseArticle(article(FRONT, oldBodyToMarkdown(content))).texts.map(
          (t) => t.text,
        );
        const norm = (list: string[]) => list.map((t) => t.replace(/\s+/g, ' ')).filter(Boolean);
        expect(norm(got)).toEqual(norm(want));
      }),
      { numRuns: 300, seed: 20261127 },
    );
  });
});
