/**
 * The portfolio PDF's line breaking and word order (scripts/lib/portfolioLines.ts): an Arabic
 * line is laid right to left with its Latin words and figures in their own order, and no word is
 * ever lost, whatever the text.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  breakLines,
  isRightToLeft,
  piecesOf,
  visualOrder,
  wordsOf,
} from '../../scripts/lib/portfolioLines';

const arabicHasLetters = (c: string) => isRightToLeft(c) || c === '،';

describe('visualOrder', () => {
  it('keeps a left to right line as written', () => {
    expect(visualOrder(['Six', 'projects', 'in', '2024'], false)).toEqual([
      'Six',
      'projects',
      'in',
      '2024',
    ]);
  });

  it('lays an Arabic line right to left, a run of Latin words and figures in its own order', () => {
    // Logical: "a CRM 2.0 console b"; on the page, from the left: b, then the Latin run, then a.
    const line = ['واجهة', 'CRM', '2.0', 'موحّدة'];
    expect(visualOrder(line, true)).toEqual(['موحّدة', 'CRM', '2.0', 'واجهة']);
  });

  it('is a reordering of the same words, and twice reversed for an all-Arabic line', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme', minLength: 1 })), fc.boolean(), (w, r) => {
        const out = visualOrder(w, r);
        expect([...out].sort()).toEqual([...w].sort());
      }),
    );
    const arabic = ['كانت', 'مراكز', 'الاتصال'];
    expect(visualOrder(arabic, true)).toEqual([...arabic].reverse());
  });
});

describe('breakLines', () => {
  const width = (w: string) => w.length;

  it('fills lines greedily and keeps a word longer than a line on its own line', () => {
    expect(breakLines(['aa', 'bb', 'cc', 'dddddddd'], width, 1, 5)).toEqual([
      ['aa', 'bb'],
      ['cc'],
      ['dddddddd'],
    ]);
  });

  it('never loses or reorders a word, and no line of two words or more is too wide', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1 })),
        fc.integer({ min: 1, max: 40 }),
        (w, max) => {
          const lines = breakLines(w, width, 1, max);
          expect(lines.flat()).toEqual(w);
          for (const line of lines.filter((l) => l.length > 1))
            expect(line.map(width).reduce((a, b) => a + b) + line.length - 1).toBeLessThanOrEqual(
              max,
            );
        },
      ),
    );
  });
});

describe('wordsOf and piecesOf', () => {
  it('drops bidi marks, keeps a no-break space inside its figure', () => {
    expect(wordsOf('86\u200E%\u200E من\u00A0العملاء  هنا')).toEqual([
      '86%',
      'من\u00A0العملاء',
      'هنا',
    ]);
  });

  it("draws an Arabic word's Latin colon from the Latin face, on the word's left", () => {
    expect(piecesOf('قطاعات:', arabicHasLetters)).toEqual([
      { text: ':', arabic: false },
      { text: 'قطاعات', arabic: true },
    ]);
  });

  it('mirrors the quotation marks of an Arabic word and leaves Latin words whole', () => {
    expect(piecesOf('«اعرف', arabicHasLetters)).toEqual([
      { text: 'اعرف', arabic: true },
      { text: '»', arabic: false },
    ]);
    expect(piecesOf('«Client»', arabicHasLetters)).toEqual([{ text: '«Client»', arabic: false }]);
    // A Latin word in brackets inside an Arabic sentence: "(Headless)،" reads "،(Headless)".
    expect(
      piecesOf('(Headless)،', arabicHasLetters)
        .map((p) => p.text)
        .join(''),
    ).toBe('،(Headless)');
  });

  it('keeps every character of any word, in one face or the other', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (word) => {
        const pieces = piecesOf(word, arabicHasLetters);
        const rtl = isRightToLeft(word);
        const joined = (rtl ? [...pieces].reverse() : pieces).map((p) => p.text).join('');
        expect([...joined].length).toBe([...word].length);
        if (!rtl) expect(joined).toBe(word);
      }),
    );
  });
});
