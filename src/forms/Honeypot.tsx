import { useTranslation } from '../i18n/react';

/** The trap field's name: plausible to a bot, in no form of the site. */
export const HONEYPOT = 'website';

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from screen
 * readers) and bots fill in: a filled one marks the submission as spam (see the form).
 */
export function Honeypot({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <div aria-hidden="true" className="absolute -start-[10000px] size-px overflow-hidden">
      <label htmlFor={id}>{t('form.honeypot')}</label>
      <input id={id} name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
