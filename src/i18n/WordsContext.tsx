import { createContext, useContext } from 'react';
import type { i18n as I18n } from 'i18next';
import type { EnsureWords } from './i18n';

/**
 * How the app reaches its words: an i18next instance per language (sharing one store), and a
 * loader for a page's namespaces. The prerender and the browser provide different ones.
 */
export interface Words {
  forLanguage: (lang: string) => I18n;
  ensure: EnsureWords;
}

export const WordsContext = createContext<Words | null>(null);

export function useWords(): Words {
  const words = useContext(WordsContext);
  if (!words) throw new Error('useWords() needs a <WordsContext.Provider> above it');
  return words;
}
