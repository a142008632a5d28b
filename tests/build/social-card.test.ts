import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cardFile, cardImage, cardVersion } from '../../src/seo/card';
import { cardTitle, MAX_TITLE, pangoEscape, renderCard } from '../../scripts/lib/socialCard';

const words = (title: string, dir: 'ltr' | 'rtl' = 'ltr') => ({
  title,
  siteName: 'Atlas Digital',
  domain: 'atlasdigital.ma',
  dir,
});

/** The columns where the title band (y 190–490) has light text, as [first, last]. */
async function titleInk(jpeg: Buffer): Promise<[number, number]> {
  const { data, info } = await sharp(jpeg)
    .extract({ left: 0, top: 190, width: 1200, height: 300 })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let first = info.width;
  let last = -1;
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++)
      if (data[y * info.width + x]! > 200) {
        first = Math.min(first, x);
        last = Math.max(last, x);
      }
  return [first, last];
}

describe('social card addresses', () => {
  it('one file per page address, in the language folder', () => {
    expect(cardFile('/')).toBe('/og/index.jpg');
    expect(cardFile('/fr')).toBe('/og/fr.jpg');
    expect(cardFile('/fr/about')).toBe('/og/fr/about.jpg');
    expect(cardFile('/blog/ai-transformation-morocco')).toBe(
      '/og/blog/ai-transformation-morocco.jpg',
    );
  });

  it('a retitled page gets a new address, so previews fetch the new card', () => {
    expect(cardImage('/about', 'About', 'Atlas').path).not.toBe(
      cardImage('/about', 'About us', 'Atlas').path,
    );
    expect(cardVersion('a', 'b')).toBe(cardVersion('a', 'b'));
    expect(cardImage('/about', 'About', 'Atlas')).toMatchObject({
      width: 1200,
      height: 630,
      alt: 'About | Atlas',
    });
  });
});

describe('what a card draws of a title', () => {
  it('folds white space, drops control and override characters, keeps bidi marks', () => {
    expect(cardTitle('  Hello\n\tworld\u0000 ')).toBe('Hello world');
    expect(cardTitle('ab\u202ecd\u2066x\u2069\u200f')).toBe('abcd\u2066x\u2069\u200f');
    expect(cardTitle('Launch 🚀 now')).toBe('Launch now');
  });

  it('cuts a long title at a word and says so', () => {
    const title = cardTitle('word '.repeat(100));
    expect([...title].length).toBeLessThanOrEqual(MAX_TITLE + 1);
    expect(title.endsWith('word…')).toBe(true);
  });

  it('escapes what Pango markup would read as tags', () => {
    expect(pangoEscape('<b>&amp;</b>')).toBe('&lt;b&gt;&amp;amp;&lt;/b&gt;');
  });
});

describe('renderCard', () => {
  it('draws a 1200×630 JPEG under 100 KB, the title at the start side of its language', async () => {
    const en = await renderCard(words('AI transformation in Morocco: a practical guide'));
    const ar = await renderCard(words('بطاقة تجريبية لاختبار اتجاه السطر من اليمين', 'rtl'));
    for (const jpeg of [en, ar]) {
      expect(await sharp(jpeg).metadata()).toMatchObject({
        format: 'jpeg',
        width: 1200,
        height: 630,
      });
      expect(jpeg.length).toBeLessThan(100 * 1024);
    }
    const [enFirst] = await titleInk(en);
    const [, arLast] = await titleInk(ar);
    // Latin starts at the left margin (80 px); Arabic ends at the right one (1120 px).
    expect(enFirst).toBeGreaterThanOrEqual(78);
    expect(enFirst).toBeLessThan(100);
    expect(arLast).toBeGreaterThan(1100);
    expect(arLast).toBeLessThanOrEqual(1122);
  });

  it('hostile titles never crash, hang or overflow the card', async () => {
    const hostile = fc.oneof(
      fc.constantFrom(
        '',
        '</span><span foreground="red">x',
        '&amp; &lt; <b>bold</b> <markup',
        "Save $' now $` $& $$",
        '\u202eevil\u202c',
        '🚀'.repeat(300),
        'x'.repeat(10_000),
        'مرحبا CRM و SaaS',
        '\u0000\u0001\ufffe',
      ),
      fc.string({ unit: 'binary', maxLength: 400 }),
      fc.string({ unit: 'grapheme', maxLength: 400 }),
    );
    await fc.assert(
      fc.asyncProperty(hostile, fc.constantFrom('ltr' as const, 'rtl' as const), async (t, dir) => {
        const started = Date.now();
        const jpeg = await renderCard(words(t, dir));
        const meta = await sharp(jpeg).metadata();
        expect([meta.width, meta.height]).toEqual([1200, 630]);
        expect(jpeg.length).toBeLessThan(100 * 1024);
        expect(Date.now() - started).toBeLessThan(2_000);
      }),
      { numRuns: 60, seed: 20261125 },
    );
  }, 60_000);
});
