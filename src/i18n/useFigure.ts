import { useLanguage } from './LanguageContext';
import type { Figure } from '../generated/schema-types';
import { formatFigure } from './figure';

/** Formats the page's figures for the language being shown (see figure.ts). */
export function useFigure(): (figure: Figure) => string {
  const lang = useLanguage();
  return (figure: Figure) => formatFigure(figure, lang);
}
