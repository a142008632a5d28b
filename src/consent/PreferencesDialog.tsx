import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Button } from '../ui/Button';
import type { ConsentPreferences, ServiceCategory } from './storage';
import type { ConsentT } from './types';
import { SpriteIcon } from '../ui/SpriteIcon';

type Choice = Pick<ConsentPreferences, ServiceCategory>;

interface Props {
  t: ConsentT;
  initial: ConsentPreferences;
  onSave: (choice: Choice) => void;
  onClose: () => void;
}

/**
 * Per-category switches in the browser's own modal <dialog>: showModal() makes the page behind
 * inert, keeps focus inside and closes on Escape, with no dialog library in the bundle. Focus goes
 * back to whatever opened it (the banner's Preferences button, the footer's Cookie settings).
 */
export function PreferencesDialog({ t, initial, onSave, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const [choice, setChoice] = useState<Choice>({
    analytics: initial.analytics,
    marketing: initial.marketing,
    functional: initial.functional,
  });

  useModal(ref);

  // Escape, the close button and Cancel all end in the dialog's "close" event.
  const handleClose = () => {
    if (!ref.current?.open) onClose();
  };
  const dismiss = () => ref.current?.close();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave(choice);
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={handleClose}
      data-consent-dialog=""
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl border border-border bg-bg text-start text-fg shadow-xl backdrop:bg-bg/80"
    >
      <form onSubmit={submit} className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {t('dialog.title')}
          </h2>
          <button
            type="button"
            onClick={dismiss}
            aria-label={t('dialog.close')}
            className="-me-2 -mt-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          >
            <SpriteIcon name="x" className="size-5" />
          </button>
        </div>
        <p id={textId} className="text-sm text-muted">
          {t('dialog.description')}
        </p>
        <CategoryList t={t} choice={choice} onChange={setChoice} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={dismiss}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit">{t('dialog.save')}</Button>
        </div>
      </form>
    </dialog>
  );
}

/**
 * Opens the dialog as the browser's modal when it mounts, and gives focus back to what had it when
 * it goes.
 */
function useModal(ref: RefObject<HTMLDialogElement | null>) {
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    opener.current ??= document.activeElement;
    if (!dialog.open) dialog.showModal();
    return () => {
      // Removing the element ends the modal state. Only a real unmount detaches it: React's
      // development re-run of effects leaves it open in place, with focus inside.
      const back = opener.current;
      if (!dialog.isConnected && back instanceof HTMLElement && back.isConnected) back.focus();
    };
  }, [ref]);
}

/** The categories, necessary first (always on), each with its switch. */
function CategoryList({
  t,
  choice,
  onChange,
}: {
  t: ConsentT;
  choice: Choice;
  onChange: (next: (c: Choice) => Choice) => void;
}) {
  const rows: { id: ServiceCategory | 'necessary'; title: string; text: string }[] = [
    {
      id: 'necessary',
      title: t('categories.necessary.title'),
      text: t('categories.necessary.description'),
    },
    {
      id: 'analytics',
      title: t('categories.analytics.title'),
      text: t('categories.analytics.description'),
    },
    {
      id: 'marketing',
      title: t('categories.marketing.title'),
      text: t('categories.marketing.description'),
    },
    {
      id: 'functional',
      title: t('categories.functional.title'),
      text: t('categories.functional.description'),
    },
  ];

  return (
    <ul className="flex flex-col gap-3">
      {rows.map((row) => (
        <li key={row.id}>
          <CategorySwitch
            title={row.title}
            text={row.text}
            note={row.id === 'necessary' ? t('dialog.alwaysOn') : undefined}
            checked={row.id === 'necessary' ? true : choice[row.id]}
            onChange={
              row.id === 'necessary' ? undefined : (on) => onChange((c) => ({ ...c, [row.id]: on }))
            }
          />
        </li>
      ))}
    </ul>
  );
}

/** One category: its name and purpose, and a switch (a checkbox announced as "switch"). */
function CategorySwitch(props: {
  title: string;
  text: string;
  note: string | undefined;
  checked: boolean;
  onChange: ((on: boolean) => void) | undefined;
}) {
  const inputId = useId();
  const titleId = useId();
  const textId = useId();
  const locked = !props.onChange;
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-border bg-surface p-4">
      <div className="min-w-0">
        <label id={titleId} htmlFor={inputId} className="font-medium">
          {props.title}
        </label>
        {props.note && <span className="ms-2 text-xs font-medium text-muted">{props.note}</span>}
        <p id={textId} className="mt-1 text-sm text-muted">
          {props.text}
        </p>
      </div>
      <span className="relative mt-0.5 inline-flex shrink-0">
        <input
          id={inputId}
          type="checkbox"
          role="switch"
          aria-describedby={textId}
          checked={props.checked}
          disabled={locked}
          onChange={(e) => props.onChange?.(e.target.checked)}
          className="peer h-7 w-12 cursor-pointer appearance-none rounded-full border-2 border-muted bg-border transition-colors checked:border-accent checked:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute start-1 top-1 size-5 rounded-full bg-fg transition-transform peer-checked:translate-x-5 peer-checked:bg-accent-fg rtl:peer-checked:-translate-x-5"
        />
      </span>
    </div>
  );
}
