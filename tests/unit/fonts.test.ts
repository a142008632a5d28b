import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteCharacters, unicodeRange } from '../../scripts/fonts';

describe('font subsets follow the words', () => {
  it('writes code points as the fewest ranges', () => {
    expect(unicodeRange([0x41, 0x42, 0x43, 0x45, 0x2026, 0x44])).toBe('U+41-45,U+2026');
    expect(unicodeRange([])).toBe('');
  });

  it("collects every character of every language's words, and all of printable ASCII", () => {
    const chars = siteCharacters();
    const sample = [
      fs.readFileSync('locales/fr/common.json', 'utf8'),
      fs.readFileSync('locales/ar/common.json', 'utf8'),
      fs.readFileSync('locales/de/home.json', 'utf8'),
    ].join('');
    for (const ch of sample) expect(chars.has(ch.codePointAt(0)!), ch).toBe(true);
    for (const ch of '<>^~|{}') expect(chars.has(ch.codePointAt(0)!)).toBe(true);
  });
});
