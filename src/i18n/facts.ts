import file from '../../content/facts.json';
import type { FactsFile } from '../generated/schema-types';
import { formatFigure } from './figure';

/**
 * The site's named figures (content/facts.json). A translation writes {{webFrom}} where a price
 * goes, and every language gets the same value written its own way (figure.ts), so one language
 * never shows "1,500" in one sentence and "10.000" in the next, and a price changes in one place.
 */
const facts = (file as FactsFile).facts;

/** The fact's figure as `lang` writes it, or undefined when no fact has this name. */
export function factText(name: string, lang: string): string | undefined {
  const fact = Object.hasOwn(facts, name) ? facts[name] : undefined;
  return fact && formatFigure(fact.figure, lang);
}
