import { useId, useMemo, useReducer, useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import type { Form as FormBlock } from '../../generated/schema-types';
import { Honeypot, HONEYPOT } from '../../forms/Honeypot';
import { SendFailed } from '../../forms/SendFailed';
import { useText } from '../../i18n/useText';
import { Button } from '../../ui/Button';
import { SectionHeading } from '../../ui/SectionHeading';
import { Done } from './Done';
import { Field } from './Field';
import { formReducer, initialForm, inPageLanguage, type FormState } from './machine';
import { useLanguage } from '../../i18n/LanguageContext';
import { useFieldErrors } from './useFieldErrors';
import { usePrefill } from './usePrefill';
import { useRounds } from './useRounds';
import { useSubmit } from './useSubmit';

/**
 * A form from page data (docs/architecture.md#forms-are-data): job application, contact,
 * consultation booking. The site checks the answers itself, in the page's language (validate.ts),
 * shows each message under its field and focuses the first; answers go through
 * src/forms/submitter.ts, then the block alerts, confirms or shows the booked view as its
 * "submit.behaviour" says (docs/site/forms.md#form-states).
 */
export default function Form({ block }: { block: FormBlock }) {
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
  const reset = useRounds(state, dispatch, fields, submit, form, section);
  const { errors, setErrors, problem, edited } = useFieldErrors();

  const onSubmit = useSubmit(fields, submit, state, dispatch, reset, setErrors);

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
                  onProblem={(message) => problem(field.name, message)}
                  onChange={(value) => {
                    edited(field.name);
                    dispatch({ kind: 'edit', name: field.name, value });
                  }}
                />
              ))}
              <Honeypot id={`${id}-${HONEYPOT}`} />
              {state.failed && (
                <SendFailed className="sm:col-span-2">{t('form.sendFailed')}</SendFailed>
              )}
              <SubmitRow submit={submit} state={state} />
            </form>
          )}
        </div>
      </div>
    </section>
  );
}

/** The send button: what it says follows the form's state (sending, failed: Try again). */
function SubmitRow({ submit, state }: { submit: FormBlock['submit']; state: FormState }) {
  const text = useText();
  const { t } = useTranslation();
  const submitting = state.status === 'submitting';
  return (
    <div className="sm:col-span-2">
      <Button type="submit" disabled={submitting} className="w-full sm:w-auto">
        {submitting
          ? text(submit.submittingLabel)
          : state.failed
            ? t('form.tryAgain')
            : text(submit.label)}
      </Button>
    </div>
  );
}
