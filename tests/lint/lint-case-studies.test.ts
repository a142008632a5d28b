import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runLint } from '../../scripts/lint/lint';
import { formatProblem, sortProblems } from '../../scripts/lint/problem';
import { lintFixture } from './lint-helpers';

/*
 * What slips through in a case study, an entry holding every language: a French industry left
 * as the English word, an English title in sentence case, a figure placeholder that names no fact, a metric label inside a list left
 * in English, a picture that is not in public/, and a file that no longer reads. Each is said
 * once, at its line in the entry's file.
 */

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/lint');
const ENTRY = 'content/case-studies/shop.json';
const entryText = fs.readFileSync(path.join(FIXTURES, 'case-studies-mismatch', ENTRY), 'utf8');
const line = (needle: string, from = 0) =>
  entryText.slice(0, entryText.indexOf(needle, from)).split('\n').length;

describe('the lint over case studies', () => {
  it('names each mistake at its place, with what to write instead', () => {
    const fr = line('"fr"', entryText.indexOf('"industry"'));
    expect(lintFixture('case-studies-mismatch')).toEqual([
      `${ENTRY}:${fr}:11  "Retail" is not one of the French "industries" in locales/fr/case-studies.json: that is the English word; in French write "Commerce"`,
      `${ENTRY}:${line('"en": "A faster shop"')}:11  English headings are in Title Case: write "A Faster Shop" ("faster" starts with a capital; a name written in lower case goes in locales/title-case.json)`,
      `${ENTRY}:${line('{{ordrsPerDay}}')}:11  {{ordrsPerDay}} names no fact in content/facts.json: add the fact there, or correct the name — did you mean "ordersPerDay"?`,
      `${ENTRY}:${line('{{ordrsPerDay}}', entryText.indexOf('"fr"', entryText.indexOf('"challenge"')))}:11  {{ordrsPerDay}} names no fact in content/facts.json: add the fact there, or correct the name — did you mean "ordersPerDay"?`,
      `${ENTRY}:${line('"fr": "Orders processed')}:15  "Orders processed every day" is the English text: translate it into French`,
      `${ENTRY}:${line('/images/missing-shop.svg')}:12  there is no folder public/"images": put the image in public/ (images go in public/images/), or correct the path`,
    ]);
  });

  it('reports an entry that no longer reads once, at its line, and nothing else in it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-case-studies-'));
    try {
      fs.cpSync(path.join(FIXTURES, 'valid'), dir, { recursive: true });
      fs.cpSync(path.join(FIXTURES, 'case-studies-mismatch'), dir, { recursive: true });
      // A comma lost between two fields.
      const at = entryText.indexOf(',\n  "title"');
      expect(at).toBeGreaterThan(0);
      fs.writeFileSync(path.join(dir, ENTRY), entryText.slice(0, at) + entryText.slice(at + 1));
      const printed = sortProblems(runLint({ root: dir }).problems)
        .map((p) => formatProblem(p))
        .filter((p) => p.startsWith(ENTRY));
      expect(printed).toHaveLength(1);
      expect(printed[0]).toMatch(new RegExp(`^${ENTRY}:${line('"title"')}:\\d+ `));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
