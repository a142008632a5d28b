import { useEffect, useRef } from 'react';
import type { FormSubmit } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { Button } from '../../ui/Button';
import { SpriteIcon } from '../../ui/SpriteIcon';

/**
 * The confirmation (contact) or booked view (consultation) shown in place of the form. It takes
 * focus, so keyboard and screen-reader visitors land on the news rather than on a vanished button.
 */
export function Done({
  submit,
  message,
  onAgain,
}: {
  submit: FormSubmit;
  message: string;
  onAgain: () => void;
}) {
  const text = useText();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="status"
      data-form-status={submit.behaviour === 'booked' ? 'booked' : 'sent'}
      className="flex flex-col items-center gap-4 py-10 text-center focus:outline-none"
    >
      <span className="inline-flex rounded-full bg-bg p-4 text-accent">
        <SpriteIcon name="circle-check" className="size-8" />
      </span>
      {submit.title && <h3 className="text-2xl font-bold">{text(submit.title)}</h3>}
      <p className="max-w-xl text-muted">{message}</p>
      {submit.behaviour === 'booked' && submit.againLabel && (
        <Button variant="secondary" onClick={onAgain}>
          {text(submit.againLabel)}
        </Button>
      )}
    </div>
  );
}
