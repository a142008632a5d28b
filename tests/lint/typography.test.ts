import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixTypography, RULES, typeset, typographyProblem } from '../../scripts/lint/typography.ts';
import { visitorTextProblem } from '../../scripts/lint/visitorText.ts';

/**
 * docs/site/languages.md#typography: each language's typography, checked by the lint and applied by
 * a command.
 */
const NNBSP = '\u202F';
const NBSP = '\u00A0';

describe('typography rules', () => {
  it('French: no-break spaces before ; ! ? : and %, « » with narrow spaces, one ellipsis', () => {
    expect(fixTypography('fr', 'Prêt ? Oui ! Note : 62 % de « clients »...')).toBe(
      `Prêt${NNBSP}? Oui${NNBSP}! Note${NBSP}: 62${NBSP}% de «${NNBSP}clients${NNBSP}»…`,
    );
    expect(fixTypography('fr', 'Il a dit "bonjour"')).toBe(`Il a dit «${NNBSP}bonjour${NNBSP}»`);
  });

  it('French leaves times, addresses and placeholders alone', () => {
    for (const text of [
      'Ouvert de 9:00 à 18:00',
      'Voir https://atlasdigital.ma/fr',
      '{{count}} projets',
      'mailto:contact@atlasdigital.ma',
    ])
      expect(fixTypography('fr', text)).toBe(text);
  });

  it('German and Arabic quotation marks, Arabic punctuation and the joined "و"', () => {
    expect(fixTypography('de', 'Er sagte "Hallo"...')).toBe('Er sagte „Hallo“…');
    expect(fixTypography('ar', 'نص تجريبي قصير و CRM')).toBe('نص تجريبي قصير وCRM');
    expect(fixTypography('ar', 'هل تعمل معنا? نعم, بالتأكيد')).toBe('هل تعمل معنا؟ نعم، بالتأكيد');
  });

  it('English is the spec’s text and is never changed', () => {
    expect(RULES.en).toBeUndefined();
    expect(fixTypography('en', 'Sending... "quoted" : 5 %')).toBe('Sending... "quoted" : 5 %');
  });

  it('the lint names the rule, shows the spot as typed (never a sign to paste back), and the command', () => {
    expect(typographyProblem('fr', 'Une question ?')).toBe(
      'French puts a narrow no-break space before ; ! and ? (so they never start a line), at "n ?". "npm run fix:typography" fixes every file (the visual editor does it when it saves)',
    );
    expect(typographyProblem('fr', `Une question${NNBSP}?`)).toBeNull();
  });

  it('figures inside sentences: amount before the sign, the language’s separators', () => {
    expect(fixTypography('fr', 'À partir de $1,500 pour 60,000 contacts, 99.9 %')).toBe(
      `À partir de 1${NNBSP}500${NBSP}$ pour 60${NNBSP}000 contacts, 99,9${NBSP}%`,
    );
    expect(fixTypography('de', 'Ab $29 für 10,000 Kontakte, 99.9 %')).toBe(
      `Ab 29${NBSP}$ für 10.000 Kontakte, 99,9 %`,
    );
    // Versions and times are not figures to regroup.
    expect(typographyProblem('de', 'TLS 1.3, Version 2.0, 9.30 Uhr')).toBeNull();
  });

  it('any text: fixing is idempotent, leaves nothing to report, and keeps every letter', () => {
    const piece = fc.constantFrom(
      'mot',
      ' ',
      '?',
      '!',
      ':',
      ';',
      '%',
      '5',
      '"',
      '«',
      '»',
      '...',
      'و',
      'CRM',
      'نعم',
      ',',
      NBSP,
      NNBSP,
      '{{count}}',
      '$',
      '5,000',
      '.',
      '9',
      'https://x.ma',
      '\n',
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(RULES)),
        fc.array(piece, { maxLength: 30 }),
        (lang, parts) => {
          const text = parts.join('');
          const once = fixTypography(lang, text);
          expect(fixTypography(lang, once)).toBe(once);
          expect(typographyProblem(lang, once)).toBeNull();
          const letters = (s: string) => s.replace(/[^\p{L}\p{N}]/gu, '');
          expect(letters(once)).toBe(letters(text));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('on save (typeset): once is enough, no stand-in sign is ever added, a pasted one becomes the right space', () => {
    const piece = fc.oneof(
      fc.constantFrom(
        'mot',
        ' ',
        '?',
        '!',
        ':',
        ';',
        '%',
        '"',
        '«',
        '»',
        '...',
        'نعم',
        ',',
        '5,000',
      ),
      fc.constantFrom(NBSP, NNBSP, '\u237D', '\u2423', '{{count}}', 'https://x.ma', '/contact'),
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('en', ...Object.keys(RULES)),
        fc.array(piece, { maxLength: 20 }),
        (lang, parts) => {
          const text = parts.join('');
          const once = typeset(lang, text);
          expect(typeset(lang, once)).toBe(once);
          const signs = (s: string) => [...s.matchAll(/[\u237D\u2423]/gu)].length;
          expect(signs(once)).toBeLessThanOrEqual(signs(text));
          if (!/^(\/|https?:|mailto:|tel:)/.test(text)) expect(signs(once)).toBe(0);
        },
      ),
      { numRuns: 1000 },
    );
    // The message's own suggestion, pasted back, is saved as French writes it.
    expect(typeset('fr', 'Une question\u237D?')).toBe(`Une question${NNBSP}?`);
  });

  it('the lint refuses a stand-in sign in any text visitors read', () => {
    for (const sign of ['\u237D', '\u2423', '\u2420', '\uFFFD'])
      expect(visitorTextProblem(`Une question${sign}?`)).toMatch(
        /only stands for another character/,
      );
    expect(visitorTextProblem(`Une question${NNBSP}?`)).toBeNull();
  });
});
