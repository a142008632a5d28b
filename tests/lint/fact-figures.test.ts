import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FactsFile, Figure } from '../../src/generated/schema-types';
import { formatFigure, resolveFigure } from '../../src/i18n/figure';
import { resolvePageFacts } from '../../src/engine/pageFacts';
import { createValidator } from '../../scripts/lib/ajv';
import { runLint } from '../../scripts/lint/lint';
import { formatProblem } from '../../scripts/lint/problem';
import { LANGUAGES } from '../site';

// Figures a page names by fact ({ "fact": "clients" }): what they show, and what the lint says
// about the names and about facts of one claim that disagree.

const siteFacts = (JSON.parse(fs.readFileSync('content/facts.json', 'utf8')) as FactsFile).facts;

describe('a figure named by fact', () => {
  it('shows the fact’s figure, as each language writes it', () => {
    for (const [name, fact] of Object.entries(siteFacts))
      for (const lang of LANGUAGES) {
        expect(resolveFigure({ fact: name })).toEqual(fact!.figure);
        expect(formatFigure({ fact: name }, lang)).toBe(formatFigure(fact!.figure, lang));
      }
  });

  it('a figure written in the page stays its own', () => {
    const own: Figure = { value: 150, suffix: '+' };
    expect(resolveFigure(own)).toBe(own);
  });

  it('a name no fact has fails loudly, naming it, rather than showing an empty place', () => {
    expect(() => formatFigure({ fact: 'noSuchFact' }, 'en')).toThrow('"noSuchFact"');
    // Object's own properties are not facts.
    expect(() => resolveFigure({ fact: 'constructor' })).toThrow('"constructor"');
  });
});

describe('a page file as the build loads it', () => {
  const figureOf = (name: string) =>
    Object.hasOwn(siteFacts, name) ? siteFacts[name]?.figure : undefined;

  it('has every figure named by fact replaced by the fact’s figure, at any depth', () => {
    const page = {
      blocks: [
        {
          type: 'stats',
          metrics: [{ number: { fact: 'clients' }, label: 'home:results.clients' }],
        },
        { type: 'featureGrid', items: [{ stats: [{ value: { fact: 'activeUsers' } }] }] },
      ],
    };
    expect(resolvePageFacts(page, figureOf)).toEqual({
      blocks: [
        {
          type: 'stats',
          metrics: [{ number: siteFacts.clients!.figure, label: 'home:results.clients' }],
        },
        { type: 'featureGrid', items: [{ stats: [{ value: siteFacts.activeUsers!.figure }] }] },
      ],
    });
    expect(() => resolvePageFacts({ number: { fact: 'clinets' } }, figureOf)).toThrow(
      '"clinets" names no fact in content/facts.json',
    );
  });

  it('leaves any page without such a figure exactly as it was', () => {
    const noRef = fc
      .jsonValue({ maxDepth: 4 })
      .filter((v) => !JSON.stringify(v).includes('"fact"'));
    fc.assert(
      fc.property(noRef, (value) => {
        expect(resolvePageFacts(value, figureOf)).toBe(value);
      }),
      { numRuns: 200 },
    );
  });
});

// A small site (the lint fixture) with a facts file and one page whose figures name facts.
const VALID = path.resolve(import.meta.dirname, '../fixtures/lint/valid');
const validator = createValidator();
let root = '';
const PAGE = 'pages/about.json';
const FACTS = 'content/facts.json';
const LOCALE = 'locales/en/home.json';

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'fact-figures-'));
  fs.cpSync(VALID, root, { recursive: true });
  fs.mkdirSync(path.join(root, 'content'));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

type Facts = Record<string, unknown>;

const factsText = (facts: Facts) =>
  JSON.stringify({ $schema: '../schemas/facts.schema.json', facts }, null, 2);

/** The fixture's page with its stats figures naming these facts, as the page file's text. */
function pageNaming(names: string[]): string {
  const page = JSON.parse(fs.readFileSync(path.join(VALID, PAGE), 'utf8')) as {
    blocks: { type: string; metrics?: unknown[] }[];
  };
  const stats = page.blocks.find((b) => b.type === 'stats')!;
  stats.metrics = names.map((fact) => ({ number: { fact }, label: 'home:hero.cta' }));
  return JSON.stringify(page, null, 2);
}

/** Lints the fixture with these files written (text as given), then puts everything back. */
function lint(files: Record<string, string>) {
  const saved = new Map<string, Buffer | null>();
  for (const [rel, text] of Object.entries(files)) {
    const abs = path.join(root, rel);
    saved.set(abs, fs.existsSync(abs) ? fs.readFileSync(abs) : null);
    fs.writeFileSync(abs, text);
  }
  try {
    const { problems, warnings } = runLint({ root, validator });
    return {
      problems: problems.map((p) => formatProblem(p)),
      warnings: warnings.map((p) => formatProblem(p)),
      raw: problems,
    };
  } finally {
    for (const [abs, before] of saved)
      if (before) fs.writeFileSync(abs, before);
      else fs.rmSync(abs);
  }
}

/** "file:line:col" of the first `needle` in a text, 1-based, as the lint prints it. */
function at(rel: string, text: string, needle: string): string {
  const i = text.indexOf(needle);
  expect(i).toBeGreaterThanOrEqual(0);
  const line = text.slice(0, i).split('\n').length;
  return `${rel}:${line}:${i - text.lastIndexOf('\n', i - 1)}`;
}

const fact = (figure: unknown, claim?: string) => ({
  description: 'A figure.',
  figure,
  ...(claim ? { claim } : {}),
});

describe('the lint of figures named by fact', () => {
  it('a name that is no fact is one located error, with the likely fact', () => {
    const facts = factsText({ clients: fact({ value: 150, suffix: '+' }) });
    const page = pageNaming(['clinets']);
    const { problems } = lint({ [FACTS]: facts, [PAGE]: page });
    expect(problems).toEqual([
      `${at(PAGE, page, '"clinets"')}  "clinets" names no fact in content/facts.json: add the fact there, or correct the name — did you mean "clients"?`,
    ]);
  });

  it('a page that names a fact with no facts file at all is told where facts live', () => {
    const page = pageNaming(['clients']);
    expect(lint({ [PAGE]: page }).problems).toEqual([
      `${at(PAGE, page, '"clients"')}  "clients" names a fact, but there is no content/facts.json: create it with this fact, or write the figure here`,
    ]);
  });

  it('facts of one claim that disagree warn at every place showing each, and the lint passes', () => {
    const facts = factsText({
      projects: fact({ value: 200, suffix: '+' }, 'projectsDelivered'),
      projectsHere: fact({ value: 100, suffix: '+' }, 'projectsDelivered'),
      // Same number, other sign: "more than 200" in words agrees with "200+".
      projectsSaid: fact({ value: 200 }, 'projectsDelivered'),
      clients: fact({ value: 150, suffix: '+' }),
    });
    const page = pageNaming(['projects', 'projectsHere', 'clients']);
    const english = fs
      .readFileSync(path.join(VALID, LOCALE), 'utf8')
      .replace('"We Build Websites"', '"{{projectsHere}} Projects and Counting"');
    const { problems, warnings } = lint({ [FACTS]: facts, [PAGE]: page, [LOCALE]: english });
    // The French beside the changed English is stale: another check's message.
    expect(problems.filter((p) => !p.startsWith('locales/fr/'))).toEqual([]);
    const said = (figure: string, name: string, elsewhere: string) =>
      `claim "projectsDelivered" shows ${figure} here (fact "${name}"), elsewhere ${elsewhere}: settle on one figure, or keep the difference on purpose (the fact's "differs" says why)`;
    expect(warnings.sort()).toEqual(
      [
        `${at(FACTS, facts, '"projects"')}  ${said('200+', 'projects', '100+, 200')}`,
        `${at(FACTS, facts, '"projectsHere"')}  ${said('100+', 'projectsHere', '200+, 200')}`,
        `${at(FACTS, facts, '"projectsSaid"')}  ${said('200', 'projectsSaid', '200+, 100+')}`,
        `${at(PAGE, page, '"projects"')}  ${said('200+', 'projects', '100+, 200')}`,
        `${at(PAGE, page, '"projectsHere"')}  ${said('100+', 'projectsHere', '200+, 200')}`,
        `${at(LOCALE, english, '"{{projectsHere}}')}  ${said('100+', 'projectsHere', '200+, 200')}`,
      ].sort(),
    );
  });

  it('facts of one claim that agree (signs aside) say nothing', () => {
    const facts = factsText({
      projects: fact({ value: 200, suffix: '+' }, 'projectsDelivered'),
      projectsSaid: fact({ value: 200 }, 'projectsDelivered'),
    });
    const { problems, warnings } = lint({
      [FACTS]: facts,
      [PAGE]: pageNaming(['projects', 'projectsSaid']),
    });
    expect(problems).toEqual([]);
    expect(warnings).toEqual([]);
  });
});

describe('hostile facts files', () => {
  const name = fc.stringMatching(/^[a-z][A-Za-z0-9]{0,8}$/);
  /** An entry the schema must refuse, at its place. */
  const wrongEntry = fc.oneof(
    fc.constant(fact({ value: 'NaN' })),
    fc.constant(fact({ value: 'Infinity', suffix: '+' })),
    fc.constant(fact('1e999')),
    fc.string({ maxLength: 12 }).map((kind) => fact({ value: 1, kind: `${kind}?` })),
    fc.constant(fact({ value: 5, kind: 'currency' })),
    // A fact naming a fact (a cycle, or a chain): a fact holds its own figure.
    name.map((other) => fact({ fact: other })),
    fc.constant({ figure: { value: 1 } }),
    fc.constant({ description: 'No figure.' }),
    fc.constant(fact(null)),
    fc.constant(fact([150])),
    fc.constant(fact({ value: 1 }, 'Not a claim name')),
    fc.constant('150+'),
  );
  const goodEntry = fc.record({
    description: fc.constant('A figure.'),
    figure: fc.oneof(
      fc.record({ value: fc.double({ noNaN: true, noDefaultInfinity: true }) }),
      fc.record({ value: fc.integer(), suffix: fc.constantFrom('+', '/7') }),
      fc.constant({ value: Number.MAX_VALUE, kind: 'percent' }),
      fc.constant({ value: 1e21, kind: 'currency', currency: 'MAD', to: 1e22 }),
      fc.record({ text: fc.string({ maxLength: 20 }) }),
    ),
    claim: fc.constantFrom('clients', 'projects'),
  });
  /** A file's text: whole, with a huge number the reader turns into Infinity, or half-arrived. */
  const fileText = fc
    .tuple(
      fc.dictionary(name, goodEntry, { maxKeys: 5 }),
      fc.oneof(name, fc.constantFrom('', 'Bad name', '__proto__', 'x'.repeat(5000))),
      wrongEntry,
      fc.nat(),
      fc.constantFrom('whole', 'huge', 'cut'),
    )
    .map(([good, badName, bad, cut, how]) => {
      const text = factsText({ ...good, [badName]: bad });
      if (how === 'huge') return text.replace(/"value": -?[\d.e+-]+/, '"value": 1e999');
      return how === 'cut' ? text.slice(0, cut % text.length) : text;
    });

  it('each gives a located error in the facts file, never a crash, and pages naming them lint too', () => {
    fc.assert(
      fc.property(fileText, fc.array(name, { minLength: 1, maxLength: 3 }), (text, names) => {
        const { raw } = lint({ [FACTS]: text, [PAGE]: pageNaming(names) });
        const here = raw.filter((p) => p.file === FACTS);
        expect(here.length).toBeGreaterThan(0);
        for (const p of raw) {
          expect(p.line).toBeGreaterThanOrEqual(1);
          expect(p.column).toBeGreaterThanOrEqual(1);
        }
      }),
      { numRuns: 40 },
    );
  });
});
