import factsFile from '../../content/facts.json' with { type: 'json' };
import site from '../../site.json' with { type: 'json' };
import type { FactsFile, Figure, FigureOrFact, Site } from '../generated/schema-types';
import { settingFigure } from './settings';
import { writeFigureIn } from './writeFigure';

export { numberLocale } from './writeFigure';

let facts = (factsFile as FactsFile).facts;

// In the visual editor a saved facts file comes back here in place: without this, Vite reloads the
// editor's page while its save is still being answered, and the person never sees "Saved".
import.meta.hot?.accept('../../content/facts.json', (next) => {
  if (next) facts = (next.default as FactsFile).facts;
});

/**
 * The figure of the fact of content/facts.json with this name, or of the site.json setting that
 * sentences show by this name ({{leadRetention}}, settings.ts); undefined when none has it.
 */
export function factFigure(name: string): Figure | undefined {
  return Object.hasOwn(facts, name) ? facts[name]?.figure : settingFigure(name, site as Site);
}

/**
 * The figure a page shows: its own, or the fact it names. The lint refuses a name that no fact
 * has, so one reaching here is a build that skipped the lint: it fails loudly rather than
 * showing an empty place where a figure belongs.
 */
export function resolveFigure(figure: FigureOrFact): Figure {
  if (!('fact' in figure)) return figure;
  const found = factFigure(figure.fact);
  if (!found) throw new Error(`no fact named "${figure.fact}" in content/facts.json`);
  return found;
}

/** One figure as the visitor's language writes it. */
export function formatFigure(given: FigureOrFact, lang: string): string {
  return writeFigureIn(resolveFigure(given), lang);
}
