import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseArticle } from '../../scripts/lib/articles';
import { safeHref } from '../../src/content/article';

const BOMB = [
  'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
  'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]',
  'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]',
  'd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]',
  'title: [*d,*d,*d,*d,*d,*d,*d,*d,*d]',
].join('\n');

describe('a hostile article', () => {
  it('with a YAML alias bomb is a located lint error, not a ReferenceError', () => {
    const parsed = parseArticle(`---\n${BOMB}\n---\nBody.\n`);
    expect(parsed.data).toBeUndefined();
    expect(parsed.syntaxErrors).toEqual([
      {
        line: 3,
        column: 8,
        message:
          'front matter: its *references to &anchors expand into too much text: write the values out instead of repeating them by reference',
      },
    ]);
  });

  it('never makes parseArticle throw, whatever the front matter holds (property)', () => {
    const yamlish = fc.string({
      unit: fc.constantFrom(
        'a',
        ':',
        ' ',
        '\n',
        '&',
        '*',
        '[',
        ']',
        ',',
        '-',
        '{',
        '}',
        '"',
        '!',
        '|',
        'x',
      ),
      maxLength: 200,
    });
    fc.assert(
      fc.property(yamlish, (front) => {
        const parsed = parseArticle(`---\n${front}\n---\nBody.\n`);
        for (const e of parsed.syntaxErrors) expect(e.line).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
  });

  it('cannot link to another site by a link that looks like a page of this one', () => {
    for (const href of [
      '//evil.test',
      '/\\evil.test',
      '\\\\evil.test',
      '/\t/evil.test',
      ' //evil.test',
      '\\/evil.test',
    ])
      expect(safeHref(href), href).toBeNull();
    for (const href of [
      '/about',
      '/fr/blog/x?y=1#z',
      'https://wa.me/1',
      'mailto:a@b.co',
      'tel:+2126',
      '#top',
    ])
      expect(safeHref(href), href).toBe(href);
    const text = parseArticle(
      '---\ntitle: x\n---\nSee [this](//evil.test) and [that](/\\evil.test).\n',
    );
    expect(text.issues.map((i) => [i.kind, i.text])).toEqual([
      ['unsafeLink', '//evil.test'],
      ['unsafeLink', '/\\evil.test'],
    ]);
  });

  it('a link without a scheme of its own always stays on this site (property)', () => {
    const piece = fc.constantFrom(
      '/',
      '\\',
      '\t',
      '\n',
      ' ',
      'evil.test',
      '.',
      ':',
      '@',
      '%2f',
      'about',
      '?',
      '#',
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 8 }).map((p) => p.join('')),
        (href) => {
          const safe = safeHref(href);
          if (safe === null || /^[a-z][a-z0-9+.-]*:/i.test(href)) return;
          expect(new URL(safe, 'https://this.site/').host).toBe('this.site');
        },
      ),
      { numRuns: 500 },
    );
  });
});
