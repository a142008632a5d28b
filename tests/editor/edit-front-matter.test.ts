import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinArticle, splitArticle } from '../../scripts/lib/frontMatter.ts';
import { collectionFiles, parseArticle } from '../../scripts/lib/articles.ts';
import { root } from '../../scripts/lib/paths.ts';

/*
 * An article opened in the editor and saved is the same bytes, and whatever is typed into its
 * card (colons, quotes, "---", line breaks, Arabic, bidi marks) reads back as typed, through the
 * same parser the site uses.
 */

const articleFiles = [...collectionFiles(root, 'blog').values()].flatMap((m) => [...m.values()]);

const text = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.constantFrom(
    'a: b',
    '- item',
    '"quoted"',
    "it's",
    '---',
    '# not a comment',
    'yes',
    'null',
    '2025-01-01',
    '0x1F',
    '  spaced  ',
    'ligne\nsuivante',
    'مرحبا بالعالم',
    '\u202Ebidi',
    '{{clients}}',
    '*',
    '&anchor',
    '!tag',
    '%',
  ),
);
const front = fc.record(
  {
    title: text,
    excerpt: text,
    date: fc.constantFrom('2025-02-03', '2024-12-31'),
    author: fc.record({ name: text, role: text }, { requiredKeys: ['name'] }),
    category: text,
    tags: fc.array(text, { maxLength: 4 }),
    image: fc.constant('/images/blog/x.png'),
    imageAlt: text,
    views: fc.nat(),
  },
  { requiredKeys: ['title', 'date'] },
);
const body = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.constantFrom('\n## Part\n\n- a\n- b\n\n> quote\n', '---\nnot front\n---\n', ''),
);

describe('article cards in the editor', () => {
  it('reads and writes every existing article back unchanged', () => {
    expect(articleFiles.length).toBeGreaterThan(0);
    for (const file of articleFiles) {
      const before = fs.readFileSync(file, 'utf8');
      const parts = splitArticle(before);
      expect(parts, path.relative(root, file)).not.toBeNull();
      expect(joinArticle({ front: parts!.front, body: parts!.body }, before)).toBe(before);
    }
  });

  it('changes only the line of the field edited', () => {
    for (const file of articleFiles) {
      const before = fs.readFileSync(file, 'utf8');
      const parts = splitArticle(before)!;
      const after = joinArticle(
        { front: { ...parts.front, title: 'Edited' }, body: parts.body },
        before,
      );
      const a = after.split('\n');
      const b = before.split('\n');
      expect(a.length).toBe(b.length);
      expect(a.filter((line, i) => line !== b[i])).toEqual(['title: Edited']);
    }
  });

  it('writes any card and body so that the site reads them back as typed', () => {
    fc.assert(
      fc.property(front, body, fc.option(fc.constantFrom(...articleFiles)), (f, b, file) => {
        const before = file ? fs.readFileSync(file, 'utf8') : undefined;
        const written = joinArticle({ front: f, body: b }, before);
        const again = splitArticle(written);
        expect(again?.front).toEqual(f);
        expect(again?.body).toBe(b.startsWith('\n') ? b : `\n${b}`);
        expect(parseArticle(written).data).toEqual(f);
      }),
      { numRuns: 150 },
    );
  });
});
