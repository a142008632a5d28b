import { HONEYPOT } from './Honeypot';
import { filledTooFast } from './minFill';

/** Why a submission is taken for a bot's: its trap field was filled, or it came too soon. */
export type Trap = 'honeypot' | 'too-fast';

/**
 * A bot fills every field it finds, the hidden one too; a script posts quicker than a person can
 * fill the form (minFill.ts). Either gets the usual states and confirmation, and nothing is sent.
 */
export function trapOf(
  form: HTMLFormElement,
  shownAt: number,
  minFillMs: number,
  now = Date.now(),
): Trap | undefined {
  if (new FormData(form).get(HONEYPOT)) return 'honeypot';
  return filledTooFast(shownAt, now, minFillMs) ? 'too-fast' : undefined;
}
