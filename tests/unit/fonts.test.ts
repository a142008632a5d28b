import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { create } from 'fontkit';
import {
  fallbackRules,
  FACES,
  KUFI_FALLBACKS,
  SANS_ARABIC_FALLBACKS,
  siteCharacters,
  unicodeRange,
} from '../../scripts/build/fonts';

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

// Each Arabic face (Kufi for headings, Noto Sans Arabic for running text) has its stand-ins.
for (const [family, fallbacks] of [
  ['Noto Kufi Arabic', KUFI_FALLBACKS],
  ['Noto Sans Arabic', SANS_ARABIC_FALLBACKS],
] as const)
  describe(`${family}'s stand-ins`, () => {
    const require = createRequire(import.meta.url);
    const file = fs.readFileSync(
      require.resolve(FACES.find((f) => f.family === family && f.full)!.source),
    );
    const rules = fallbackRules(file, fallbacks);

    it('declares one face per stand-in, each from its system fonts only', () => {
      expect(rules).toHaveLength(fallbacks.length);
      for (const rule of rules) {
        expect(rule).toMatch(/src: local\('[^']+'\)(, local\('[^']+'\))*;/);
        expect(rule).not.toContain('url(');
      }
    });

    it("lands on the face's line box once size-adjust has scaled the overrides", () => {
      const font = create(file);
      const pct = (rule: string, name: string) =>
        Number(new RegExp(`${name}: ([\\d.]+)%`).exec(rule)![1]) / 100;
      for (const rule of rules) {
        const size = pct(rule, 'size-adjust');
        expect(pct(rule, 'ascent-override') * size).toBeCloseTo(font.ascent / font.unitsPerEm, 3);
        expect(pct(rule, 'descent-override') * size).toBeCloseTo(
          Math.abs(font.descent) / font.unitsPerEm,
          3,
        );
      }
    });
  });
