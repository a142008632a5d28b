import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { glossaryProblem, readGlossary, type Glossary } from '../../scripts/lint/glossary.ts';
import { root } from '../../scripts/lib/paths.ts';

/** One word per concept per language, as locales/glossary.json holds it; invented terms. */
const glossary: Glossary = new Map([
  [
    'de',
    [
      {
        term: 'robot greeter',
        use: 'Robo-Pförtner',
        avoid: ['Robo-Empfang', 'Robo-Pfört'],
        avoidPatterns: [],
      },
    ],
  ],
  [
    'fr',
    [
      {
        term: 'widget tending',
        use: 'widget tending',
        avoid: ['soin des gadgets'],
        avoidPatterns: [/gadgets? (?:\S+ ){0,3}soign/iu],
      },
    ],
  ],
  // Invented Arabic: "robot greeter" said two ways.
  ['ar', [{ term: 'robot greeter', use: 'بواب آلي', avoid: ['حارس آلي'], avoidPatterns: [] }]],
]);

describe('glossary', () => {
  it('flags an avoided variant, inflected too, and names the word to use', () => {
    expect(glossaryProblem(glossary, 'de', 'Wir bauen einen Robo-Empfangsassistenten')).toBe(
      'the glossary says "Robo-Pförtner" for robot greeter in this language, not "Robo-Empfang" (locales/glossary.json)',
    );
    expect(glossaryProblem(glossary, 'fr', 'Le Soin des gadgets')).toContain(
      'not "Soin des gadgets"',
    );
  });

  it('the word to use is never flagged, even where an avoided variant begins it', () => {
    expect(
      glossaryProblem(glossary, 'de', 'Ein Robo-Pförtner und zwei Robo-Pförtnerinnen'),
    ).toBeNull();
    // Only at the start of a word, and only in the glossary's language.
    expect(glossaryProblem(glossary, 'de', 'DIE-Robo-Empfang')).not.toBeNull();
    expect(glossaryProblem(glossary, 'de', 'XRobo-Empfang')).toBeNull();
    expect(glossaryProblem(glossary, 'fr', 'Robo-Empfang')).toBeNull();
  });

  it('Arabic: a variant joined to a particle or written with short vowels is still found', () => {
    // «و» (and), «ب» (with), «ل» (for) are written joined to the next word.
    for (const text of ['وحارس آلي', 'بحارس آلي', 'لحارس آلي', 'وبحارس آلي'])
      expect(glossaryProblem(glossary, 'ar', `نقدّم ${text} للشركات`)).not.toBeNull();
    // Shadda and short vowels are not part of the word: the message quotes the text as written.
    expect(glossaryProblem(glossary, 'ar', 'حارِسٌ آلّي يعمل')).toContain('not "حارِسٌ آلّي"');
    // A longer word that merely ends in those letters is another word.
    expect(glossaryProblem(glossary, 'ar', 'مستحارس آلي')).toBeNull();
    expect(glossaryProblem(glossary, 'ar', 'وبواب آلي')).toBeNull();
  });

  it('flags a wording whose words stand apart, by pattern, quoting it', () => {
    expect(glossaryProblem(glossary, 'fr', 'Les gadgets sont bien soignés')).toContain(
      'not "gadgets sont bien soign"',
    );
    expect(glossaryProblem(glossary, 'fr', 'Des gadgets, et nous les avons soignés')).toBeNull();
  });

  it('a pattern that does not compile is dropped, the rest of the glossary still applies', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glossary-'));
    fs.mkdirSync(path.join(dir, 'locales'));
    fs.writeFileSync(
      path.join(dir, 'locales/glossary.json'),
      JSON.stringify({
        terms: [{ term: 't', en: { use: 'colour', avoid: ['color'], avoidPatterns: ['(', 7] } }],
      }),
    );
    const read = readGlossary(dir);
    expect(read.get('en')?.[0]?.avoidPatterns).toEqual([]);
    expect(glossaryProblem(read, 'en', 'Colors')).toContain('not "Color"');
    fs.rmSync(dir, { recursive: true });
  });

  it('the site’s glossary loads, and the site’s words follow it', () => {
    const real = readGlossary(root);
    expect([...real.keys()].sort()).toEqual(expect.arrayContaining(['ar', 'de', 'fr']));
    for (const [lang, entries] of real)
      for (const e of entries) expect(glossaryProblem(real, lang, e.use)).toBeNull();
  });

  it('a missing or broken glossary checks nothing rather than failing', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glossary-'));
    expect(readGlossary(dir).size).toBe(0);
    fs.mkdirSync(path.join(dir, 'locales'));
    fs.writeFileSync(path.join(dir, 'locales/glossary.json'), '{ "terms": [ ');
    expect(readGlossary(dir).size).toBe(0);
    fs.rmSync(dir, { recursive: true });
  });

  it('any text: never throws, and the answer quotes text that is really there', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          // Glossary words cut up and mixed with Arabic particles, marks and the tatweel.
          fc
            .array(
              fc.constantFrom(
                ...['حارس آلي', 'بواب', 'gadgets', 'soign', 'Robo-Empfang', ' ', 'x'],
                ...['و', 'ب', 'ل', 'ح', 'ا', 'ر', 'س', 'آ', 'ي', '\u0651', '\u064E', '\u0640'],
              ),
              { maxLength: 40 },
            )
            .map((parts) => parts.join('')),
        ),
        fc.constantFrom('de', 'fr', 'ar'),
        (text, lang) => {
          const problem = glossaryProblem(glossary, lang, text);
          if (problem)
            expect(text.toLowerCase()).toContain(/not "([^"]*)"/.exec(problem)![1]!.toLowerCase());
        },
      ),
    );
  });
});
