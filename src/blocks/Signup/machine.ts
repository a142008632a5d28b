import { submit, type SendOptions } from '../../forms/submitter';

/**
 * The signup card's states (docs/site/coming-soon.md#signup): idle → loading → success (email
 * cleared) or error. An invalid email is an error too, shown before anything is sent.
 */
export type SignupStatus = 'idle' | 'loading' | 'success' | 'error';

export interface SignupState {
  status: SignupStatus;
  email: string;
  /** Why the status is "error": the email is not valid, or sending it failed. */
  error: 'invalid' | 'failed' | null;
}

export type SignupAction =
  { type: 'edit'; email: string } | { type: 'submit' } | { type: 'succeeded' } | { type: 'failed' };

export const initialSignup: SignupState = { status: 'idle', email: '', error: null };

/** The email must be non-empty and contain "@". */
export const isValidEmail = (email: string) => email.trim() !== '' && email.includes('@');

/** Submit is disabled while loading or when the field is empty. */
export const canSubmit = (state: SignupState) =>
  state.status !== 'loading' && state.email.trim() !== '';

export function signupReducer(state: SignupState, action: SignupAction): SignupState {
  const loading = state.status === 'loading';
  if (action.type === 'edit')
    // The field is read-only while sending; typing again clears the previous message.
    return loading ? state : { status: 'idle', email: action.email, error: null };
  if (action.type === 'submit') {
    if (!canSubmit(state)) return state;
    return isValidEmail(state.email)
      ? { ...state, status: 'loading', error: null }
      : { ...state, status: 'error', error: 'invalid' };
  }
  if (!loading) return state;
  return action.type === 'succeeded'
    ? { status: 'success', email: '', error: null }
    : { ...state, status: 'error', error: 'failed' };
}

/**
 * Submits the form in `state`: dispatches "submit", and when that starts sending, sends the
 * email through the site's one submitter and dispatches the outcome. Settles when done.
 * `options` carry the submission's idempotency key and, for a bot's, its trap.
 */
export async function sendSignup(
  state: SignupState,
  dispatch: (action: SignupAction) => void,
  send: typeof submit = submit,
  options: SendOptions = {},
): Promise<void> {
  const next = signupReducer(state, { type: 'submit' });
  if (next === state) return;
  dispatch({ type: 'submit' });
  if (next.status !== 'loading') return;
  try {
    await send('signup', { email: state.email }, options);
    dispatch({ type: 'succeeded' });
  } catch {
    dispatch({ type: 'failed' });
  }
}
