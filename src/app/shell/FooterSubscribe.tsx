import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { Honeypot, HONEYPOT } from '../../forms/Honeypot';
import { SendFailed } from '../../forms/SendFailed';
import { useEmailBox } from '../../forms/useEmailBox';
import { EmailInput } from '../../ui/EmailInput';
import { Button } from '../../ui/Button';

/**
 * The footer's email box. The spec shows no behaviour; a visitor expects an answer, so it takes
 * the address with the browser's own email check and sends it as a signup through the site's one
 * submitter (which simulates success unless an endpoint is configured). A failed send says so and
 * keeps the address for Try again. In the four-column footer of a desktop the column is too
 * narrow for the box and its button side by side: the placeholder address would be cut, so they
 * stack there.
 */
export function FooterSubscribe() {
  const { t } = useTranslation();
  const id = useId();
  const { state, onSubmit, edit } = useEmailBox();
  const sending = state.status === 'sending';
  return (
    <div>
      <h2 className="font-semibold">{t('footer.subscribe.heading')}</h2>
      <p className="mt-3 text-muted">{t('footer.subscribe.text')}</p>
      <form
        onSubmit={onSubmit}
        aria-busy={sending}
        data-form-kind="newsletter"
        className="mt-4 flex flex-col gap-2 sm:flex-row lg:flex-col"
      >
        <EmailInput
          label={t('footer.subscribe.label')}
          placeholder={t('footer.subscribe.placeholder')}
          value={state.email}
          readOnly={sending}
          onChange={(e) => edit(e.target.value)}
        />
        <Honeypot id={`${id}-${HONEYPOT}`} />
        <Button type="submit" disabled={sending}>
          {sending
            ? t('footer.subscribe.sending')
            : state.failed
              ? t('form.tryAgain')
              : t('footer.subscribe.button')}
        </Button>
      </form>
      {state.failed && <SendFailed className="mt-2">{t('form.subscribeFailed')}</SendFailed>}
      <p role="status" className="mt-2 min-h-5 text-accent">
        {state.status === 'done' ? t('footer.subscribe.thanks') : ''}
      </p>
    </div>
  );
}
