import { factFigure, formatFigure } from './figure';

/**
 * The site's named figures (content/facts.json). A translation writes {{webFrom}} where a price
 * goes, and every language gets the same value written its own way (figure.ts), so one language
 * never shows "1,500" in one sentence and "10.000" in the next, and a price changes in one place.
 */

/** The fact's figure as `lang` writes it, or undefined when no fact has this name. */
export function factText(name: string, lang: string): string | undefined {
  const figure = factFigure(name);
  return figure && formatFigure(figure, lang);
}
