import { useEffect, useReducer, useRef, type FormEvent } from 'react';
import { emailBoxReducer, initialEmailBox, sendEmailBox } from './emailBox';
import { keyKeeper, type KeyKeeper } from './key';
import { firstShownAt, MIN_FILL_AUTOFILL_MS } from './minFill';
import { submit } from './submitter';
import { trapOf } from './trap';

/**
 * A newsletter box's state and its Send: the address goes through the site's one submitter as a
 * signup, with the same honeypot, minimum fill time and idempotency key as the other forms.
 */
export function useEmailBox() {
  const [state, dispatch] = useReducer(emailBoxReducer, initialEmailBox);
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = firstShownAt();
  }, []);
  const keys = useRef<KeyKeeper | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.status === 'sending') return;
    const trap = trapOf(event.currentTarget, shownAt.current, MIN_FILL_AUTOFILL_MS);
    const data = { email: state.email };
    const keeper = (keys.current ??= keyKeeper());
    void sendEmailBox(dispatch, async () => {
      await submit('signup', data, { key: keeper.keyFor(data), trap });
      keeper.spent();
    });
  };
  return {
    state,
    onSubmit,
    edit: (email: string) => dispatch({ kind: 'edit', email }),
  };
}
