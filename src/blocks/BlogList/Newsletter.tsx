import { useId, useState, type FormEvent } from 'react';
import { submit } from '../../forms/submitter';
import { useText } from '../../i18n/useText';
import { EmailInput } from '../../ui/EmailInput';
import { Button } from '../../ui/Button';

type Phase = 'idle' | 'sending' | 'done';

/**
 * The newsletter box. The spec shows no action for Subscribe; like the footer's box it takes the
 * address with the browser's own email check and confirms, through the one form submitter
 * (which sends nothing today, spec §7).
 */
export function Newsletter() {
  const text = useText();
  const titleId = useId();
  const [phase, setPhase] = useState<Phase>('idle');
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const email = String(new FormData(form).get('email') ?? '');
    setPhase('sending');
    void submit('signup', { email }).then(
      () => {
        form.reset();
        setPhase('done');
      },
      () => setPhase('idle'),
    );
  };
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
      <form onSubmit={onSubmit} className="mx-auto mt-6 flex max-w-lg flex-col gap-3 sm:flex-row">
        <EmailInput
          label={text('blog:list.newsletter.label')}
          placeholder={text('blog:list.newsletter.placeholder')}
        />
        <Button type="submit" disabled={phase === 'sending'}>
          {text(
            phase === 'sending' ? 'blog:list.newsletter.sending' : 'blog:list.newsletter.button',
          )}
        </Button>
      </form>
      <p role="status" className="mt-3 min-h-6 text-accent">
        {phase === 'done' ? text('blog:list.newsletter.thanks') : ''}
      </p>
    </section>
  );
}
