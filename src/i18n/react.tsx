/**
 * i18next in React is react-i18next; the app imports it through this one module, so the options
 * it runs with (src/i18n/i18n.ts: no Suspense, a re-render on a language change or a language
 * file arriving, none on words added to the store) are set in one place.
 */
export {
  I18nextProvider,
  initReactI18next,
  setI18n as setDefaultI18n,
  useTranslation,
} from 'react-i18next';
