import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { Honeypot, HONEYPOT } from '../../forms/Honeypot';
import { SendFailed } from '../../forms/SendFailed';
import { useEmailBox } from '../../forms/useEmailBox';
import { useText } from '../../i18n/useText';
import { EmailInput } from '../../ui/EmailInput';
import { Button } from '../../ui/Button';

/**
 * The newsletter box. The spec shows no action for Subscribe; like the footer's box it takes the
 * address with the browser's own email check and sends it as a signup through the one form
 * submitter (which simulates success unless an endpoint is configured:
 * docs/site/forms.md#email-boxes). A failed send says so and keeps the address for Try again.
 */
export function Newsletter() {
  const text = useText();
  const { t } = useTranslation();
  const titleId = useId();
  const { state, onSubmit, edit } = useEmailBox();
  const sending = state.status === 'sending';
  return (
    <section
      aria-labelledby={titleId}
      className="mt-20 rounded-2xl border border-border bg-surface p-8 text-center sm:p-12"
    >
      <h2 id={titleId} className="text-3xl font-bold tracking-tight">
        {text('blog:list.newsletter.title')}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-lg text-muted">
        {text('blog:list.newsletter.text')}
      </p>
      <form
        onSubmit={onSubmit}
        aria-busy={sending}
        data-form-kind="newsletter"
        className="mx-auto mt-6 flex max-w-lg flex-col gap-3 sm:flex-row"
      >
        <EmailInput
          label={text('blog:list.newsletter.label')}
          placeholder={text('blog:list.newsletter.placeholder')}
          value={state.email}
          readOnly={sending}
          onChange={(e) => edit(e.target.value)}
        />
        <Honeypot id={`${titleId}-${HONEYPOT}`} />
        <Button type="submit" disabled={sending}>
          {sending
            ? text('blog:list.newsletter.sending')
            : state.failed
              ? t('form.tryAgain')
              : text('blog:list.newsletter.button')}
        </Button>
      </form>
      {state.failed && (
        <SendFailed className="mx-auto mt-3 max-w-lg">{t('form.subscribeFailed')}</SendFailed>
      )}
      <p role="status" className="mt-3 min-h-6 text-accent">
        {state.status === 'done' ? text('blog:list.newsletter.thanks') : ''}
      </p>
    </section>
  );
}
