import { useEffect, useRef, type Dispatch, type RefObject } from 'react';
import type { Form as FormBlock, FormField } from '../../generated/schema-types';
import type { FormAction, FormState } from './machine';

/** The contact confirmation shows for 3 s (docs/site/forms.md#confirmation-time). */
const RESET_AFTER_MS = 3000;

/**
 * The form's rounds: emptying it (by hand, after an alert, or when a confirmation has shown long
 * enough) and giving focus back to its first field. Returns `reset`, for the done view's "again"
 * and the alert.
 */
export function useRounds(
  state: FormState,
  dispatch: Dispatch<FormAction>,
  fields: readonly FormField[],
  submit: FormBlock['submit'],
  form: RefObject<HTMLFormElement | null>,
  section: RefObject<HTMLElement | null>,
) {
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
  }, [state.round, state.status, form]);

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
  }, [confirming, fields, submit.resetAfterMs, dispatch, section]);
  return reset;
}
