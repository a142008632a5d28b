import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../scripts/lint/problem';
import { checkSelectDefaults } from '../../scripts/lint/selectDefaults';
import { JsonSource } from '../../scripts/lint/source';

// The consultation page is the one with a select default: its real text, with the default changed.
const real = fs.readFileSync('pages/book-consultation.json', 'utf8');

function lint(text: string) {
  const source = new JsonSource('pages/book-consultation.json', text);
  return checkSelectDefaults(source, (source.value as { blocks?: unknown }).blocks).map((p) =>
    formatProblem(p, { verbose: true }),
  );
}

describe("a select's defaultValue must be one of its options", () => {
  it('passes the real page', () => {
    expect(lint(real)).toEqual([]);
  });

  it('names the bad default, the options and the likely fix, on its line', () => {
    const text = real.replace('"defaultValue": "english"', '"defaultValue": "englsh"');
    const line = text.slice(0, text.indexOf('"englsh"')).split('\n').length;
    const out = lint(text);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(
      new RegExp(
        `^pages/book-consultation\\.json:${line}:\\d+  /blocks/\\d+/fields/\\d+/defaultValue  "englsh" is not one of this select's options \\(.*"english".*\\) — did you mean "english"\\?$`,
      ),
    );
  });
});
