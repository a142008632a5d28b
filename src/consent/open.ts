/**
 * Opens the cookie preferences dialog, e.g. from the footer's "Cookie settings" button. The
 * consent code is not part of the first load (it shows nothing until a second after load, and
 * every page carries it): a click before it has arrived opens the dialog once it has. It imports
 * the same module as the lazily rendered banner, so the consent code stays one file, fetched once.
 */
export function openConsentPreferences(): void {
  void import('./index').then((m) => m.openConsentPreferences());
}
