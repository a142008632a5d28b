import { useLanguage } from './LanguageContext';
import type { FigureOrFact } from '../generated/schema-types';
import { formatFigure } from './figure';

/** Formats the page's figures for the language being shown (see figure.ts). */
export function useFigure(): (figure: FigureOrFact) => string {
  const lang = useLanguage();
  return (figure: FigureOrFact) => formatFigure(figure, lang);
}
