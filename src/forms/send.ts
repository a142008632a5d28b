import { submit, type FormKind, type FormValues } from './submitter';

/** The kinds of form the form block sends: the submitter's, plus the job application. */
export type SendKind = Exclude<FormKind, 'signup'> | 'application';

/**
 * Sends a form block's answers. Spec §7: the job application is not simulated with a delay like
 * the others; it is logged locally (the browser console) and succeeds at once. Nothing is sent.
 * (A separate module, so the submitter and its tests stay as they are; folding "application"
 * into submitter.ts is a one-line change for its owner.)
 */
export function send(kind: SendKind, data: FormValues): Promise<void> {
  if (kind === 'application') {
    console.info('[job application]', data);
    return Promise.resolve();
  }
  return submit(kind, data);
}
