/**
 * The newsletter boxes (footer, blog): idle → sending → done (the address cleared, thanks shown)
 * or back to idle with `failed` set and the address kept, so Try again sends it as typed. The
 * box is frozen while sending; typing again after the thanks starts a new subscription.
 */
export interface EmailBoxState {
  status: 'idle' | 'sending' | 'done';
  /** The last send failed: the box says so and its button reads Try again. */
  failed: boolean;
  email: string;
}

export type EmailBoxAction =
  { kind: 'edit'; email: string } | { kind: 'submit' } | { kind: 'sent' } | { kind: 'failed' };

export const initialEmailBox: EmailBoxState = { status: 'idle', failed: false, email: '' };

export function emailBoxReducer(state: EmailBoxState, action: EmailBoxAction): EmailBoxState {
  const sending = state.status === 'sending';
  switch (action.kind) {
    case 'edit':
      return sending ? state : { ...state, status: 'idle', email: action.email };
    case 'submit':
      return sending ? state : { ...state, status: 'sending', failed: false };
    case 'sent':
      return sending ? { status: 'done', failed: false, email: '' } : state;
    case 'failed':
      return sending ? { ...state, status: 'idle', failed: true } : state;
  }
}
