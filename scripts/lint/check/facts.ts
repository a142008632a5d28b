import fs from 'node:fs';
import path from 'node:path';
import type { LintContext } from '../context.ts';
import { CODE_VALUES, FACTS_FILE } from '../facts.ts';
import type { Locales } from '../locales.ts';
import type { Problem } from '../problem.ts';
import type { JsonSource } from '../source.ts';
import { toPointer } from '../source.ts';
import { didYouMean } from '../suggest.ts';
import { disagreements, readFacts, shown, type FactEntry } from '../claims.ts';

/**
 * Facts across files: every figure a page names ({ "fact": "clients" }) is a fact of
 * content/facts.json, and the facts that make one claim (the agency's clients, its projects
 * delivered) say the same thing. Where they do not, the site contradicts itself: that is the
 * agency's to settle, not a broken page, so it is a warning that lists every place showing each
 * figure, and the lint still passes.
 */

/** One place that shows a fact: the fact's own entry, a page's figure or a sentence. */
interface Place {
  source: JsonSource;
  pointer: string;
  /** Located at the name rather than the value (a fact's own entry). */
  key?: boolean;
  /** A sentence's words in the default language ("Trusted by {{companiesTrusting}}+ companies"). */
  text?: string;
}

/** A page or sentence that shows a fact, located, for whoever shows it to a person. */
export interface FactPlace {
  fact: string;
  file: string;
  line: number;
  column: number;
  pointer: string;
  /** A sentence's words in the default language; none for a page's figure. */
  text?: string;
}

const FACT_NAME = /^[a-z][A-Za-z0-9]*$/;

const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

export function lintFacts(
  ctx: LintContext,
  locales: Locales,
  defaultLanguage: string,
): { warnings: Problem[]; places: FactPlace[] } {
  const { root, problems, everyChecked } = ctx;
  const factsSource = everyChecked.find((c) => c.source.file === FACTS_FILE)?.source;
  const facts = factsSource ? readFacts(factsSource.value) : null;
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
    return { warnings: [], places: [] };
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
        if (!CODE_VALUES.has(name)) places.get(name)?.push({ source: file.source, pointer, text });
    }

  const shows = [...places].flatMap(([fact, list]) =>
    list
      .filter((p) => !p.key)
      .map((p) => {
        const { file, line, column } = p.source.problem(p.pointer, '');
        return {
          fact,
          file,
          line,
          column,
          pointer: p.pointer,
          ...(p.text ? { text: p.text } : {}),
        };
      }),
  );
  return { warnings: contradictions(facts, byName, places), places: shows };
}

/** One warning per place of every claim whose facts show different figures (claims.ts says which). */
function contradictions(
  facts: FactEntry[],
  byName: Map<string, FactEntry>,
  places: Map<string, Place[]>,
): Problem[] {
  const warnings: Problem[] = [];
  for (const { claim, facts: members, figures } of disagreements(facts)) {
    for (const name of members.map((f) => f.name).sort()) {
      const here = shown(byName.get(name)!.figure);
      const elsewhere = figures.filter((s) => s !== here).join(', ');
      for (const place of places.get(name) ?? [])
        warnings.push(
          place.source.problem(
            place.pointer,
            `claim "${claim}" shows ${here} here (fact "${name}"), elsewhere ${elsewhere}: settle on one figure, or keep the difference on purpose (the fact's "differs" says why)`,
            { key: place.key ?? false },
          ),
        );
    }
  }
  return warnings;
}
