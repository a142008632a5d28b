import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { glossaryProblem, readGlossary, type Glossary } from '../../scripts/lint/glossary.ts';
import { root } from '../../scripts/lib/paths.ts';

/** One word per concept per language, as locales/glossary.json holds it; invented terms. */
const glossary: Glossary = new Map([
  ['de', [{ term: 'robot greeter', use: 'Robo-Pförtner', avoid: ['Robo-Empfang', 'Robo-Pfört'] }]],
  ['fr', [{ term: 'widget tending', use: 'widget tending', avoid: ['soin des gadgets'] }]],
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
