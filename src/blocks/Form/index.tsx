import { useEffect, useId, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import type { Form as FormBlock } from '../../generated/schema-types';
import { Honeypot, HONEYPOT } from '../../forms/Honeypot';
import { keyKeeper } from '../../forms/key';
import { SendFailed } from '../../forms/SendFailed';
import { minFillFor } from '../../forms/minFill';
import { firstShownAt } from '../../forms/shownAt';
import { submit as send } from '../../forms/submitter';
import { trapOf } from '../../forms/trap';
import { useText } from '../../i18n/useText';
import { Button } from '../../ui/Button';
import { SectionHeading } from '../../ui/SectionHeading';
import { Done } from './Done';
import { Field } from './Field';
import { answerWords, formReducer, initialForm, inPageLanguage } from './machine';
import { useLanguage } from '../../i18n/LanguageContext';
import { usePrefill } from './usePrefill';
import { formErrors } from './validate';

/** The contact confirmation shows for 3 s (docs/site/forms.md#confirmation-time). */
const RESET_AFTER_MS = 3000;

/**
 * A form from page data (docs/architecture.md#forms-are-data): job application, contact,
 * consultation booking. The site checks the answers itself, in the page's language (validate.ts),
 * shows each message under its field and focuses the first; answers go through
 * src/forms/submitter.ts, then the block alerts, confirms or shows the booked view as its
 * "submit.behaviour" says (docs/site/forms.md#form-states).
 */
export default function Form({ block }: { block: FormBlock }) {
  const text = useText();
  const { t } = useTranslation();
  const lang = useLanguage();
  const { submit } = block;
  const fields = useMemo(() => inPageLanguage(block.fields, lang), [block.fields, lang]);
  const [state, dispatch] = useReducer(formReducer, fields, initialForm);
  const form = useRef<HTMLFormElement>(null);
  const section = useRef<HTMLElement>(null);
  const id = useId();
  const titleId = `${id}-title`;
  usePrefill(fields, block.id, form, dispatch);
  // When this round of the form appeared, for the minimum fill time: the prerendered form was
  // there to fill before the app hydrated it (src/forms/minFill.ts).
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = state.round === 0 ? firstShownAt() : Date.now();
  }, [state.round]);
  // One idempotency key per lead, kept when the same answers are sent again after a failure.
  const keys = useRef(keyKeeper());

  // The emptied form replaces the one (or the done view) that had focus: its first field takes it.
  const refocus = useRef(false);
  const reset = () => {
    refocus.current = true;
    dispatch({ kind: 'reset', fields });
  };
  useEffect(() => {
    if (!refocus.current || state.status !== 'idle') return;
    refocus.current = false;
    const first = form.current?.elements[0];
    if (first instanceof HTMLElement) first.focus();
  }, [state.round, state.status]);

  const confirming = state.status === 'done' && submit.behaviour === 'confirm';
  useEffect(() => {
    if (!confirming) return;
    const timer = setTimeout(() => {
      // Only if the visitor is still here: focus is not taken from elsewhere on the page.
      const active = document.activeElement;
      refocus.current = active === document.body || !!section.current?.contains(active);
      dispatch({ kind: 'reset', fields });
    }, submit.resetAfterMs ?? RESET_AFTER_MS);
    return () => clearTimeout(timer);
  }, [confirming, fields, submit.resetAfterMs]);

  // The site's own messages, by field name, shown under each field (not the browser's bubbles).
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.status !== 'idle') return;
    const answers = state.values;
    const found: Record<string, string> = {};
    for (const [name, e] of Object.entries(formErrors(fields, answers)))
      found[name] = t(`form.errors.${e.key}`, { max: e.max });
    // A refused file keeps its reason as the input's custom validity (FileInput).
    for (const f of fields) {
      const input = event.currentTarget.elements.namedItem(f.name);
      if (f.kind === 'file' && input instanceof HTMLInputElement && input.validity.customError)
        found[f.name] = input.validationMessage;
    }
    setErrors(found);
    const firstInvalid = fields.find((f) => found[f.name]);
    if (firstInvalid) {
      const input = event.currentTarget.elements.namedItem(firstInvalid.name);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    const trap = trapOf(event.currentTarget, shownAt.current, minFillFor(fields));
    // The résumé's bytes, for a real endpoint (the values only hold its file name).
    const files = Object.fromEntries(
      [...new FormData(event.currentTarget)].filter(
        (entry): entry is [string, File] => entry[1] instanceof File && entry[1].size > 0,
      ),
    );
    dispatch({ kind: 'submit' });
    try {
      // A trapped submission goes through the same states, and nothing is sent (trap.ts).
      await send(submit.kind, answers, {
        files,
        key: keys.current.keyFor(answers),
        trap,
        shownAt: shownAt.current,
      });
    } catch {
      dispatch({ kind: 'failed' });
      return;
    }
    keys.current.spent();
    const empty = submit.emptyAnswer ? text(submit.emptyAnswer) : '';
    const message = text(submit.message, answerWords(fields, answers, text, empty));
    if (submit.behaviour === 'alert') {
      window.alert(message);
      reset();
    } else dispatch({ kind: 'sent', message });
  };

  const submitting = state.status === 'submitting';
  return (
    <section
      ref={section}
      aria-labelledby={block.title ? titleId : undefined}
      className="px-4 py-16 sm:px-6"
    >
      <div className="mx-auto max-w-3xl">
        <SectionHeading id={titleId} title={block.title} subtitle={block.subtitle} />
        <div className="mt-10 rounded-3xl border border-border bg-surface p-6 sm:p-10">
          {state.status === 'done' ? (
            <Done submit={submit} message={state.message} onAgain={reset} />
          ) : (
            <form
              key={state.round}
              ref={form}
              noValidate
              onSubmit={(e) => void onSubmit(e)}
              aria-busy={submitting}
              data-form-kind={submit.kind}
              className="grid grid-cols-1 gap-5 sm:grid-cols-2"
            >
              <p className="text-sm text-muted sm:col-span-2">{t('form.requiredNote')}</p>
              {fields.map((field) => (
                <Field
                  key={field.name}
                  field={field}
                  id={`${id}-${field.name}`}
                  value={state.values[field.name] ?? ''}
                  disabled={submitting}
                  error={errors[field.name]}
                  onProblem={(message) =>
                    setErrors((now) => {
                      const next = { ...now };
                      if (message) next[field.name] = message;
                      else delete next[field.name];
                      return next;
                    })
                  }
                  onChange={(value) => {
                    if (errors[field.name]) {
                      const rest = { ...errors };
                      delete rest[field.name];
                      setErrors(rest);
                    }
                    dispatch({ kind: 'edit', name: field.name, value });
                  }}
                />
              ))}
              <Honeypot id={`${id}-${HONEYPOT}`} />
              {state.failed && (
                <SendFailed className="sm:col-span-2">{t('form.sendFailed')}</SendFailed>
              )}
              <div className="sm:col-span-2">
                <Button type="submit" disabled={submitting} className="w-full sm:w-auto">
                  {submitting
                    ? text(submit.submittingLabel)
                    : state.failed
                      ? t('form.tryAgain')
                      : text(submit.label)}
                </Button>
              </div>
            </form>
          )}
        </div>
      </div>
    </section>
  );
}
