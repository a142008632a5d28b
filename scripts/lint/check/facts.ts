import fs from 'node:fs';
import path from 'node:path';
import type { LintContext } from '../context.ts';
import { CODE_VALUES, FACTS_FILE } from '../facts.ts';
import type { Locales } from '../locales.ts';
import type { Problem } from '../problem.ts';
import type { JsonSource } from '../source.ts';
import { toPointer } from '../source.ts';
import { didYouMean } from '../suggest.ts';
import type { Figure } from '../../../src/generated/schema-types.ts';
import { formatFigure } from '../../../src/i18n/figure.ts';

/**
 * Facts across files: every figure a page names ({ "fact": "clients" }) is a fact of
 * content/facts.json, and the facts that make one claim (the agency's clients, its projects
 * delivered) say the same thing. Where they do not, the site contradicts itself: that is the
 * agency's to settle, not a broken page, so it is a warning that lists every place showing each
 * figure, and the lint still passes.
 */

interface FactEntry {
  name: string;
  figure: Figure;
  claim: string;
}

/** One place that shows a fact: the fact's own entry, a page's figure or a sentence. */
interface Place {
  source: JsonSource;
  pointer: string;
  /** Located at the name rather than the value (a fact's own entry). */
  key?: boolean;
}

const FACT_NAME = /^[a-z][A-Za-z0-9]*$/;

const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/** The facts whose figure can be read, with their claim; null when the file gives none. */
function readFacts(source: JsonSource | undefined): FactEntry[] | null {
  const facts = (Object(source?.value) as { facts?: unknown }).facts;
  if (!facts || typeof facts !== 'object' || Array.isArray(facts)) return null;
  return Object.entries(facts).flatMap(([name, fact]): FactEntry[] => {
    const { figure, claim } = Object(fact) as { figure?: unknown; claim?: unknown };
    if (!isFigure(figure)) return [];
    return [{ name, figure, claim: typeof claim === 'string' ? claim : name }];
  });
}

/** A figure the site could show: the schema reports every other shape, at its place. */
function isFigure(v: unknown): v is Figure {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
  const f = v as Record<string, unknown>;
  if ('text' in f) return typeof f.text === 'string';
  return (
    typeof f.value === 'number' &&
    Number.isFinite(f.value) &&
    (f.to === undefined || (typeof f.to === 'number' && Number.isFinite(f.to)))
  );
}

/**
 * What a figure claims, signs aside: "200" in a sentence that says "more than" and "200+" in a
 * stats card agree.
 */
function claimed(figure: Figure): string {
  if ('text' in figure) return `text ${figure.text}`;
  const { value, to, kind = 'number', currency, unit } = figure;
  return JSON.stringify([value, to, kind, currency, unit]);
}

/** The figure as an English reader sees it, for the warning. */
function shown(figure: Figure): string {
  try {
    return formatFigure(figure, 'en');
  } catch {
    // An amount Intl refuses (a schema error says so at the fact): still name the figure.
    return JSON.stringify(figure).slice(0, 80);
  }
}

export function lintFacts(ctx: LintContext, locales: Locales, defaultLanguage: string): Problem[] {
  const { root, problems, everyChecked } = ctx;
  const factsSource = everyChecked.find((c) => c.source.file === FACTS_FILE)?.source;
  const facts = readFacts(factsSource);
  // A name that is not a name at all ("Clients!") has the schema's message, not a second one.
  const refs = everyChecked.flatMap((c) =>
    c.collected.facts
      .filter((ref) => FACT_NAME.test(ref.value))
      .map((ref) => ({ source: c.source, ...ref })),
  );
  if (!facts) {
    // A facts file that does not parse has its own message; a missing one is said at each use.
    if (!fs.existsSync(path.join(root, FACTS_FILE)))
      for (const ref of refs)
        problems.push(
          ref.source.problem(
            ref.pointer,
            `"${ref.value}" names a fact, but there is no ${FACTS_FILE}: create it with this fact, or write the figure here`,
          ),
        );
    return [];
  }

  const byName = new Map(facts.map((f) => [f.name, f]));
  const names = new Set(Object.keys(Object(Object(factsSource?.value).facts) as object));
  const places = new Map<string, Place[]>(
    facts.map((f) => [
      f.name,
      [{ source: factsSource!, pointer: toPointer(['facts', f.name]), key: true }],
    ]),
  );
  for (const ref of refs) {
    const uses = places.get(ref.value);
    if (uses) uses.push(ref);
    // A fact whose figure is broken is reported there, once, not at every page that names it.
    else if (!names.has(ref.value))
      problems.push(
        ref.source.problem(
          ref.pointer,
          `"${ref.value}" names no fact in ${FACTS_FILE}: add the fact there, or correct the name${didYouMean(ref.value, names)}`,
        ),
      );
  }
  // Sentences name facts as {{name}}; every language has the same placeholders as the default
  // one (the lint checks it), so the default language's sentence stands for all six.
  for (const file of locales.files.get(defaultLanguage)?.values() ?? [])
    for (const { text, pointer } of file.entries.values()) {
      if (!text.includes('{{')) continue;
      for (const [, name = ''] of text.matchAll(PLACEHOLDER))
        if (!CODE_VALUES.has(name)) places.get(name)?.push({ source: file.source, pointer });
    }

  return contradictions(facts, byName, places);
}

/** One warning per place of every claim whose facts show different figures. */
function contradictions(
  facts: FactEntry[],
  byName: Map<string, FactEntry>,
  places: Map<string, Place[]>,
): Problem[] {
  const claims = new Map<string, FactEntry[]>();
  for (const fact of facts) claims.set(fact.claim, [...(claims.get(fact.claim) ?? []), fact]);
  const warnings: Problem[] = [];
  for (const [claim, members] of claims) {
    const figures = new Map(members.map((f) => [claimed(f.figure), shown(f.figure)]));
    if (figures.size < 2) continue;
    const every = [...new Set(members.map((f) => shown(f.figure)))];
    for (const name of members.map((f) => f.name).sort()) {
      const here = shown(byName.get(name)!.figure);
      const elsewhere = every.filter((s) => s !== here).join(', ');
      for (const place of places.get(name) ?? [])
        warnings.push(
          place.source.problem(
            place.pointer,
            `claim "${claim}" shows ${here} here (fact "${name}"), elsewhere ${elsewhere}: settle on one figure, or keep the difference on purpose`,
            { key: place.key ?? false },
          ),
        );
    }
  }
  return warnings;
}
