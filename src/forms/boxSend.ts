import type { EmailBoxAction } from './emailBox';
import { keyKeeper } from './key';
import { MIN_FILL_AUTOFILL_MS } from './minFill';
import { submit } from './submitter';
import { trapOf } from './trap';

/**
 * A newsletter box's Send, loaded when the visitor first presses it: the boxes sit in the footer
 * of every page, whose first load must not carry the sending code. The address goes through the
 * site's one submitter as a signup, with the same honeypot, minimum fill time and idempotency key
 * as the other forms; the same address sent again after a failure keeps its key.
 */
export function emailBoxSender() {
  const keys = keyKeeper();
  return (
    form: HTMLFormElement,
    email: string,
    shownAt: number,
    dispatch: (action: EmailBoxAction) => void,
  ): Promise<void> => {
    const trap = trapOf(form, shownAt, MIN_FILL_AUTOFILL_MS);
    const data = { email };
    return sendEmailBox(dispatch, async () => {
      await submit('signup', data, { key: keys.keyFor(data), trap, shownAt });
      keys.spent();
    });
  };
}
export type EmailBoxSender = ReturnType<typeof emailBoxSender>;

/** Runs one send for the box: "submit", then "sent" once `send` resolves, "failed" if it rejects. */
export async function sendEmailBox(
  dispatch: (action: EmailBoxAction) => void,
  send: () => Promise<void>,
): Promise<void> {
  dispatch({ kind: 'submit' });
  try {
    await send();
  } catch {
    dispatch({ kind: 'failed' });
    return;
  }
  dispatch({ kind: 'sent' });
}
