import { lazy, Suspense, useContext } from 'react';
import { useTranslation } from '../i18n/react';
import { Link, useLocation } from 'react-router-dom';
import { WordsContext } from '../i18n/WordsContext';
import { splitLanguage } from '../engine/routing';
import { consentStore } from './store';
import { useConsent, useConsentStart } from './useConsent';

const ConsentUI = lazy(() => import('./ConsentUI'));

/**
 * Cookie consent (docs/site/consent.md). Mount once, anywhere under the router. It renders nothing
 * on the server and until it is needed; only this and the small state logic are in the initial JS.
 *
 * The words (`t`) and the router's Link are handed to the lazy part rather than imported there:
 * measured, a lazy chunk that imports react-i18next or the router makes the bundler split
 * those libraries out of the entry chunk, which costs every page about 3.7 KB gzip.
 */
export function Consent() {
  useConsentStart();
  const consent = useConsent();
  const { pathname } = useLocation();
  const words = useContext(WordsContext);
  // The URL says which language the visitor reads, wherever in the tree this is mounted.
  const lang = splitLanguage(pathname).lang;
  const { t, ready } = useTranslation('consent', words ? { i18n: words.forLanguage(lang) } : {});
  // Words of another language may still be on their way after a switch: show nothing until then.
  if ((!consent.bannerVisible && !consent.preferencesOpen) || !ready) return null;
  return (
    <Suspense fallback={null}>
      <ConsentUI lang={lang} t={t} Link={Link} consent={consent} />
    </Suspense>
  );
}

/** Opens the cookie preferences dialog, e.g. from the footer's "Cookie settings" button. */
export function openConsentPreferences(): void {
  consentStore.openPreferences();
}

/** Withdraws the visitor's choice: both stored keys are removed and the banner asks again. */
export function clearConsentChoice(): void {
  consentStore.clear();
}

export { registerService, type ConsentService } from './services';
export { BANNER_DELAY_MS } from './store';
