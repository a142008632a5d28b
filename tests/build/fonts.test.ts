import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { create } from 'fontkit';
import {
  fallbackRules,
  FACES,
  KUFI_FALLBACKS,
  languageCharacters,
  otherLanguageFile,
  siteCharacters,
  unicodeRange,
} from '../../scripts/build/fonts';
import { fromRoot } from '../../scripts/lib/paths';

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

  it("tells one language's files from another's and from everyone's", () => {
    expect(otherLanguageFile(fromRoot('locales/fr/common.json'), 'ar')).toBe(true);
    expect(otherLanguageFile(fromRoot('locales/ar/common.json'), 'ar')).toBe(false);
    expect(otherLanguageFile(fromRoot('content/blog/crm-best-practices/de.md'), 'ar')).toBe(true);
    expect(otherLanguageFile(fromRoot('content/blog/crm-best-practices/ar.md'), 'ar')).toBe(false);
    expect(otherLanguageFile(fromRoot('content/testimonials-page.it.json'), 'ar')).toBe(true);
    expect(otherLanguageFile(fromRoot('content/testimonials-page.json'), 'ar')).toBe(false);
    expect(otherLanguageFile(fromRoot('site.json'), 'ar')).toBe(false);
  });

  it("cuts a language's set to its own words, what is everyone's, and every language's own name", () => {
    const ar = languageCharacters('ar');
    const all = siteCharacters();
    for (const p of ar) expect(all.has(p)).toBe(true);
    const values = (v: unknown): string =>
      typeof v === 'string'
        ? v
        : v && typeof v === 'object'
          ? Object.values(v).map(values).join('')
          : '';
    const json = (file: string) => values(JSON.parse(fs.readFileSync(file, 'utf8')));
    const own = [
      json('locales/ar/common.json'),
      json('locales/ar/home.json'),
      fs.readFileSync('content/blog/crm-best-practices/ar.md', 'utf8'),
    ];
    for (const ch of own.join('')) expect(ar.has(ch.codePointAt(0)!), ch).toBe(true);
    // The switcher on an Arabic page names French and Spanish in their own letters.
    for (const ch of 'FrançaisEspañol') expect(ar.has(ch.codePointAt(0)!), ch).toBe(true);
    // Letters only other languages' words use are left out (German's ß, French's é).
    for (const ch of 'ßé') {
      expect(all.has(ch.codePointAt(0)!), ch).toBe(true);
      expect(ar.has(ch.codePointAt(0)!), ch).toBe(false);
    }
  });
});

// The Arabic face (Kufi, for headings and running text alike) has its stand-ins.
for (const [family, fallbacks] of [['Noto Kufi Arabic', KUFI_FALLBACKS]] as const)
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
