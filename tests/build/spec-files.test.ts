import { describe, expect, it } from 'vitest';
import { root } from '../../scripts/lib/paths';
import {
  SPEC_TESTIMONIALS_URL,
  specAnswer,
  specContent,
  specFiles,
} from '../../scripts/lib/specFiles';

describe('the specification’s addresses (docs/site/public-data.md)', () => {
  it('the dev server answers every address the build writes, with the same data', () => {
    const files = specFiles(root);
    expect([...files.keys()]).toContain(SPEC_TESTIMONIALS_URL);
    for (const [url, value] of files) expect(specAnswer(root, url), url).toEqual(value);
  });

  it('answers nothing for an unknown article or another address', () => {
    expect(specAnswer(root, '/content/blog/articles/no-such-article.json')).toBeUndefined();
    expect(specAnswer(root, '/content/blog/articles/../../site.json')).toBeUndefined();
    expect(specAnswer(root, '/content/testimonials.json')).toBeUndefined();
  });

  it('writes a body in the specification’s format: "## ", "### ", "- " and blank lines', () => {
    const text = (value: string) => [{ kind: 'text' as const, value }];
    expect(
      specContent([
        { kind: 'heading', depth: 2, children: text('A') },
        { kind: 'paragraph', children: [{ kind: 'strong', children: text('b') }, ...text('c')] },
        { kind: 'heading', depth: 3, children: text('D') },
        {
          kind: 'list',
          ordered: false,
          items: [
            [{ kind: 'paragraph', children: text('e') }],
            [{ kind: 'paragraph', children: text('f') }],
          ],
        },
      ]),
    ).toBe('## A\n\nbc\n\n### D\n\n- e\n- f');
  });
});
