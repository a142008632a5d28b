/**
 * The one way forms send what visitors typed (DESIGN.md §10). Spec §7: nothing is transmitted
 * today; each kind of form only simulates success after its delay. To connect a real endpoint,
 * give `submit` another transport: the blocks keep calling `submit()` and need no change.
 */

export type FormKind = 'signup' | 'contact' | 'consultation' | 'application';

/** The fields of a submission, by name. */
export type FormValues = Readonly<Record<string, string>>;

/** Resolves once the submission was accepted; rejects when it could not be sent. */
export type Transport = (kind: FormKind, data: FormValues) => Promise<void>;

/**
 * Spec §7, §9: signup 1 s, contact 1 s, consultation 2 s. The job application has no delay: the
 * spec has it logged locally and confirmed at once.
 */
export const SUBMIT_DELAY_MS: Readonly<Record<FormKind, number>> = {
  signup: 1000,
  contact: 1000,
  consultation: 2000,
  application: 0,
};

/** Today's transport: wait the kind's delay, then succeed. The data goes nowhere. */
export const simulate: Transport = (kind, data) => {
  if (kind === 'application') {
    console.info('[job application]', data);
    return Promise.resolve();
  }
  return new Promise((resolve) => setTimeout(resolve, SUBMIT_DELAY_MS[kind]));
};

/** Sends a form of the given kind. */
export function submit(kind: FormKind, data: FormValues): Promise<void> {
  return simulate(kind, data);
}
