import { useEffect, useReducer, useRef, type FormEvent } from 'react';
import type { EmailBoxSender } from './boxSend';
import { emailBoxReducer, initialEmailBox } from './emailBox';
import { firstShownAt } from './shownAt';

/** A newsletter box's state and its Send (boxSend.ts, loaded at the first press). */
export function useEmailBox() {
  const [state, dispatch] = useReducer(emailBoxReducer, initialEmailBox);
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = firstShownAt();
  }, []);
  const sender = useRef<Promise<EmailBoxSender> | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.status === 'sending') return;
    const form = event.currentTarget;
    const { email } = state;
    dispatch({ kind: 'submit' });
    sender.current ??= import('./boxSend').then((m) => m.emailBoxSender());
    void sender.current.then(
      (send) => send(form, email, shownAt.current, dispatch),
      // The code could not be had (offline): that is a failed send, said as one.
      () => {
        sender.current = null;
        dispatch({ kind: 'failed' });
      },
    );
  };
  return {
    state,
    onSubmit,
    edit: (email: string) => dispatch({ kind: 'edit', email }),
  };
}
