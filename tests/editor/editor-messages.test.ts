import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { editorMessage, placeOf, STILL_CORRECT, TRANSLATE_LATER } from '../../editor/messages';
import { filesUnder } from '../../scripts/lib/files.ts';
import { root } from '../../scripts/lib/paths.ts';
import { typographyProblem } from '../../scripts/lint/typography.ts';
import { visitorTextProblem } from '../../scripts/lint/visitorText.ts';
import { unclear } from './unclear.ts';

/*
 * Every message the lint can write, as the visual editor shows it: no command to run, no sign
 * standing for a character, no term of the schema. The messages are read from the lint's own
 * source (each string and template in scripts/lint/), so a message added later is covered too;
 * the holes a template leaves are filled with the values the lint puts there.
 */

type Template = string[];

/** Each string literal and template of a file: a template as its fixed parts, in order. */
function templatesOf(file: string): Template[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const out: Template[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push([node.text]);
    else if (ts.isTemplateExpression(node))
      out.push([node.head.text, ...node.templateSpans.map((s) => s.literal.text)]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

// Messages are sentences: a few words with a space; imports, paths and regex sources are not.
const templates = filesUnder(path.join(root, 'scripts/lint'), '.ts')
  .flatMap(templatesOf)
  .filter((t) => t.join('').length >= 24 && /[a-z] [a-z]/.test(t.join('')));

/** Schema words the editor must never show, read from the schemas' own titles. */
const titles = filesUnder(path.join(root, 'schemas'), '.schema.json').flatMap((f) =>
  [...fs.readFileSync(f, 'utf8').matchAll(/"title":\s*"([A-Z][A-Za-z]+)"/g)].map((m) => m[1]!),
);
const schemaTerm = new RegExp(
  String.raw`\$ref|\bJSON\b|\btext keys?\b|\btranslation keys?\b|\b(?:${[...new Set(titles)].filter((t) => /[a-z][A-Z]/.test(t)).join('|')})\b`,
);
const COMMAND = /\bnpm\b|\bnpx\b|\bgit (?:checkout|add|commit)\b|(?<!\.)\btsx\b/;
const SIGN = /[\u237D\u2400-\u2426]/;

/** What the lint puts in a hole: names, numbers, languages, quoted words, commands, paths. */
const hole = fc.oneof(
  fc.constantFrom(
    'French',
    'fr',
    'about',
    'hero.title',
    'fr:about:hero.title',
    '3',
    'locales/fr/about.json',
    'pages/about.json',
    'npm run i18n:status -- --reviewed fr:about',
    'npm run fix:typography',
    '"n ?" → "n\u237D?"',
    ' (\u237D is the no-break space)',
    'FigureValue',
    'a text key "file:path.to.text"',
    'the JSON in pages/',
    '#/definitions/figure ($ref)',
    '',
  ),
  fc.stringMatching(/^[a-z ]{0,12}$/).filter((s) => !COMMAND.test(s)),
);

describe('lint messages in the editor’s words', () => {
  it(`reads ${templates.length} message templates from the lint`, () => {
    expect(templates.length).toBeGreaterThan(100);
  });

  it('no message kind shows a command, a stand-in sign or a schema term (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...templates),
        fc.array(hole, { minLength: 12, maxLength: 12 }),
        (template, holes) => {
          const message = template
            .map((part, i) => (i === 0 ? part : holes[i - 1] + part))
            .join('');
          // The person's own words, quoted whole, are shown as they wrote them.
          let said = editorMessage({ message });
          for (const h of holes)
            if (h && message.includes(`"${h}"`)) said = said.split(`"${h}"`).join('""');
          // So are the {{names}} their texts use.
          said = said.replace(/\{\{[^}]*\}\}/g, '{{}}');
          expect(said, message).not.toMatch(COMMAND);
          expect(said, message).not.toMatch(SIGN);
          expect(said, message).not.toMatch(schemaTerm);
          expect(said.trim(), message).not.toBe('');
          // Nor a file's path or a developer's word (in every message an editor sees).
          expect(unclear(said), message).toEqual([]);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('a stale translation: rewrite it, or press the buttons by their names', () => {
    const said = editorMessage({
      message:
        'stale: the English changed since this French was written; it now reads "A new headline". Update this text to match, then run "npm run i18n:status -- --reviewed fr:about:hero.title"',
    });
    expect(said).toContain('Rewrite this text');
    expect(said).toContain(`"${STILL_CORRECT}"`);
    expect(said).toContain(`"${TRANSLATE_LATER}"`);
    expect(said).toContain('"A new headline"');
  });

  it('typography is put right on save: the message says so, without the sign it once suggested', () => {
    const said = editorMessage({ message: typographyProblem('fr', 'Une question ?')! });
    expect(said).toContain('Saving puts this right for you');
    expect(said).toContain('"n ?"');
    expect(said).not.toMatch(SIGN);
  });

  it('a stand-in sign in a text: what to type instead', () => {
    const said = editorMessage({ message: visitorTextProblem('Une question\u237D?')! });
    expect(said).toMatch(/type a plain space/);
    expect(said).not.toMatch(COMMAND);
  });

  it('a translation’s place is its language and name; a page’s, its name and section, never a path', () => {
    expect(
      placeOf({ file: 'locales/fr/about.json', line: 3, column: 5, pointer: '/hero/title' }),
    ).toBe('French · hero.title');
    expect(placeOf({ file: 'pages/about.json', line: 3, column: 5, pointer: '/blocks/0' })).toBe(
      'Page “about” · section 1',
    );
    expect(
      placeOf({ file: 'pages/contact.json', line: 21, column: 19, pointer: '/blocks/2/cta/href' }),
    ).toBe('Page “contact” · section 3');
    expect(placeOf({ file: 'pages/_sections/team.json', line: 1, column: 1, pointer: '' })).toBe(
      'Shared section “team”',
    );
  });
});
