import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';

/**
 * The footer's email box. The spec shows no behaviour; a visitor expects an answer, so it takes
 * the address with the browser's own email check and confirms, sending nothing (spec §7).
 */
export function FooterSubscribe() {
  const { t } = useTranslation();
  const id = useId();
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
        <label htmlFor={id} className="sr-only">
          {t('footer.subscribe.label')}
        </label>
        <input
          id={id}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={t('footer.subscribe.placeholder')}
          className="min-h-11 min-w-0 flex-1 rounded-full border border-border bg-bg px-4 text-fg placeholder:text-muted focus-visible:outline-2 focus-visible:outline-accent"
        />
        <Button type="submit">{t('footer.subscribe.button')}</Button>
      </form>
      <p role="status" className="mt-2 min-h-5 text-accent">
        {done ? t('footer.subscribe.thanks') : ''}
      </p>
    </div>
  );
}
