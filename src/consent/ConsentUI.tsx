import { ConsentBanner } from './ConsentBanner';
import { PreferencesDialog } from './PreferencesDialog';
import type { ConsentState } from './store';
import type { ConsentLink, ConsentT } from './types';
import type { ConsentActions } from './useConsent';

/**
 * The visible part of consent, in its own chunk: it is downloaded only when the banner is due
 * (1 s after load, without a stored choice) or the visitor reopens the preferences.
 */
export default function ConsentUI({
  lang,
  t,
  Link,
  consent,
}: {
  lang: string;
  t: ConsentT;
  Link: ConsentLink;
  consent: ConsentState & ConsentActions;
}) {
  return (
    <>
      {consent.bannerVisible && (
        <ConsentBanner
          lang={lang}
          t={t}
          Link={Link}
          onRejectAll={consent.rejectAll}
          onAcceptAll={consent.acceptAll}
          onPreferences={consent.openPreferences}
        />
      )}
      {consent.preferencesOpen && (
        <PreferencesDialog
          t={t}
          initial={consent.preferences}
          onSave={consent.save}
          onClose={consent.closePreferences}
        />
      )}
    </>
  );
}
