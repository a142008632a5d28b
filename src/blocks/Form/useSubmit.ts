import { useEffect, useRef, type Dispatch, type FormEvent } from 'react';
import type { Form as FormBlock, FormField } from '../../generated/schema-types';
import { keyKeeper } from '../../forms/key';
import { minFillFor } from '../../forms/minFill';
import { firstShownAt } from '../../forms/shownAt';
import { submit as send } from '../../forms/submitter';
import { trapOf } from '../../forms/trap';
import { useTranslation } from '../../i18n/react';
import { useText } from '../../i18n/useText';
import { answerErrors, chosenFiles } from './answerErrors';
import { answerWords, type FormAction, type FormState } from './machine';

/**
 * What a press of Send does: check the answers (each message under its field, focus on the first),
 * then send them through src/forms/submitter.ts and alert, confirm or show the booked view as
 * "submit.behaviour" says.
 */
export function useSubmit(
  fields: readonly FormField[],
  submit: FormBlock['submit'],
  state: FormState,
  dispatch: Dispatch<FormAction>,
  reset: () => void,
  setErrors: (errors: Readonly<Record<string, string>>) => void,
) {
  const text = useText();
  const { t } = useTranslation();
  // When this round of the form appeared, for the minimum fill time: the prerendered form was
  // there to fill before the app hydrated it (src/forms/minFill.ts).
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = state.round === 0 ? firstShownAt() : Date.now();
  }, [state.round]);
  // One idempotency key per lead, kept when the same answers are sent again after a failure.
  const keys = useRef(keyKeeper());

  return async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.status !== 'idle') return;
    const answers = state.values;
    const found = answerErrors(fields, answers, event.currentTarget, (e) =>
      t(`form.errors.${e.key}`, { max: e.max }),
    );
    setErrors(found);
    const firstInvalid = fields.find((f) => found[f.name]);
    if (firstInvalid) {
      const input = event.currentTarget.elements.namedItem(firstInvalid.name);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    const trap = trapOf(event.currentTarget, shownAt.current, minFillFor(fields));
    const files = chosenFiles(event.currentTarget);
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
}
