import { createContext, useContext } from 'react';
import { defaultLanguage } from './languages';

/** The language of the page being shown; links and formatters read it. */
export const LanguageContext = createContext<string>(defaultLanguage);
export const useLanguage = () => useContext(LanguageContext);
