import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { glossaryProblem, readGlossary, type Glossary } from '../../scripts/lint/glossary.ts';
import { root } from '../../scripts/lib/paths.ts';

/** Issue 12 §2: one word per concept per language, from locales/glossary.json. */
const glossary: Glossary = new Map([
  [
    'de',
    [{ term: 'AI receptionist', use: 'KI-Rezeptionist', avoid: ['KI-Empfang', 'KI-Rezeption'] }],
  ],
  [
    'fr',
    [
      {
        term: 'community management',
        use: 'community management',
        avoid: ['gestion de communauté'],
      },
    ],
  ],
]);

describe('glossary', () => {
  it('flags an avoided variant, inflected too, and names the word to use', () => {
    expect(glossaryProblem(glossary, 'de', 'Wir bauen einen KI-Empfangsassistenten')).toBe(
      'the glossary says "KI-Rezeptionist" for AI receptionist in this language, not "KI-Empfang" (locales/glossary.json)',
    );
    expect(glossaryProblem(glossary, 'fr', 'La Gestion de communauté')).toContain(
      'not "Gestion de communauté"',
    );
  });

  it('the word to use is never flagged, even where an avoided variant begins it', () => {
    expect(
      glossaryProblem(glossary, 'de', 'Ein KI-Rezeptionist und zwei KI-Rezeptionisten'),
    ).toBeNull();
    // Only at the start of a word, and only in the glossary's language.
    expect(glossaryProblem(glossary, 'de', 'DIE-KI-Empfang')).not.toBeNull();
    expect(glossaryProblem(glossary, 'de', 'XKI-Empfang')).toBeNull();
    expect(glossaryProblem(glossary, 'fr', 'KI-Empfang')).toBeNull();
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
        fc.string({ maxLength: 200 }),
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
