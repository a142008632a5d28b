import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { docToPage, pageToDoc, type Doc } from '../../editor/convert';
import { filesUnder } from '../../scripts/lib/files.ts';
import { root } from '../../scripts/lib/paths.ts';

const pages = filesUnder(path.join(root, 'pages'), '.json').map((abs) => ({
  rel: path.relative(root, abs),
  page: JSON.parse(fs.readFileSync(abs, 'utf8')) as Record<string, unknown>,
}));

describe('the editor document ↔ page file', () => {
  it.each(pages.map((p) => [p.rel, p.page] as const))(
    '%s opened and saved unchanged is the same JSON, key order included',
    (_rel, page) => {
      const back = docToPage(pageToDoc(page), page);
      expect(JSON.stringify(back, null, 2)).toBe(JSON.stringify(page, null, 2));
    },
  );

  it('keeps the block anchor apart from the editor’s own item id', () => {
    const page = { schemaVersion: 3, blocks: [{ type: 'faq', id: 'faq', title: 'x:y' }] };
    const doc = pageToDoc(page);
    expect(doc.content[0]!.props.id).not.toBe('faq');
    expect(doc.content[0]!.props.anchor).toBe('faq');
    expect(docToPage(doc, page)).toEqual(page);
  });

  it('reordering the document reorders the blocks and nothing else', () => {
    const about = pages.find((p) => p.rel === path.join('pages', 'about.json'))!.page;
    const doc = pageToDoc(about);
    const swapped: Doc = {
      ...doc,
      content: [doc.content[1]!, doc.content[0]!, ...doc.content.slice(2)],
    };
    const out = docToPage(swapped, about) as { blocks: unknown[] };
    const blocks = (about as { blocks: unknown[] }).blocks;
    expect(out.blocks).toEqual([blocks[1], blocks[0], ...blocks.slice(2)]);
  });

  it('a field an editor cleared is left out of the file, never written as ""', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('title', 'subtitle', 'size', 'note'),
          fc.constantFrom('', 'a:b', undefined),
        ),
        (fields) => {
          const page = { schemaVersion: 3, blocks: [{ type: 'hero' }] };
          const doc = pageToDoc(page);
          Object.assign(doc.content[0]!.props, fields);
          const [block] = (docToPage(doc, page) as { blocks: Record<string, unknown>[] }).blocks;
          for (const [k, v] of Object.entries(fields)) {
            if (v === 'a:b') expect(block![k]).toBe('a:b');
            else expect(k in block!).toBe(false);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
