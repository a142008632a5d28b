import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeDecode } from '../../src/engine/url';
import { articleIdFromPath } from '../../src/blocks/BlogArticle/article';
import { storyIdFromPath } from '../../src/blocks/TestimonialList/testimonials';

// Hostile pieces an address can carry: lone and broken escapes, overlong and surrogate UTF-8,
// bidi controls, script-looking text, emoji, and very long runs.
const hostile = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.constantFrom('%', '%%', '%E0', '%E0%A4', '%C0%AF', '%ED%A0%80', '%G1', '%2', '%25', '%FF'),
  fc.constantFrom('\u202e', '<script>alert(1)</script>', "$'", '$&', '😀', '\\..%2f'),
  fc.string({ unit: 'binary', maxLength: 100 }),
  fc.constant('%E0'.repeat(3334)),
);
const url = fc.array(hostile, { maxLength: 8 }).map((parts) => parts.join(''));

describe('safeDecode', () => {
  it('turns the addresses that used to blank a page into text', () => {
    expect(safeDecode('%')).toBe('%');
    expect(safeDecode('%E0')).toBe('%E0');
    expect(safeDecode('caf%C3%A9%')).toBe('café%');
    expect(safeDecode('%E0caf%C3%A9')).toBe('%E0café');
  });

  it('never throws, on any string (fuzz)', () => {
    fc.assert(
      fc.property(url, (s) => {
        expect(typeof safeDecode(s)).toBe('string');
        expect(() => articleIdFromPath(`/blog/${s}`)).not.toThrow();
        expect(() => storyIdFromPath(`/fr/testimonials/${s}`)).not.toThrow();
      }),
      { numRuns: 2000, seed: 20261124 },
    );
  });

  it('decodes what encodeURIComponent made back to the same text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 100 }), (s) => {
        expect(safeDecode(encodeURIComponent(s))).toBe(s);
      }),
      { numRuns: 1000, seed: 20261124 },
    );
  });
});
