import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { EmailInput } from '../../ui/EmailInput';
import { Button } from '../../ui/Button';

/**
 * The footer's email box. The spec shows no behaviour; a visitor expects an answer, so it takes
 * the address with the browser's own email check and confirms, sending nothing (spec §7).
 */
export function FooterSubscribe() {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    e.currentTarget.reset();
    setDone(true);
  };
  return (
    <div>
      <h2 className="font-semibold">{t('footer.subscribe.heading')}</h2>
      <p className="mt-3 text-muted">{t('footer.subscribe.text')}</p>
      <form
        onSubmit={onSubmit}
        className="mt-4 flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row"
      >
        <EmailInput
          label={t('footer.subscribe.label')}
          placeholder={t('footer.subscribe.placeholder')}
        />
        <Button type="submit">{t('footer.subscribe.button')}</Button>
      </form>
      <p role="status" className="mt-2 min-h-5 text-accent">
        {done ? t('footer.subscribe.thanks') : ''}
      </p>
    </div>
  );
}
