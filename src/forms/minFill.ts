/**
 * The least time a person needs between the page opening and sending a form. Scripted submitters
 * post as soon as the page runs; like a honeypot, a quicker submission is treated as spam: the
 * sender sees the usual states and confirmation, and nothing is sent. It must stay below the
 * quickest person, who is silently dropped otherwise. A real endpoint should re-check on its side;
 * this only keeps naive bots away from the agency's inbox.
 *
 * Measured against the built site: a script that filled every field at once as soon as the app
 * ran, as autofill does, and pressed Send at once, sent 0.3-2.6 s after hydration on a loaded
 * two-core machine (a fast desktop hydrates within half a second of opening). A person then still
 * has to find the form, open autofill's suggestion, pick it and press Send: at least three aimed
 * clicks of about 0.4 s each, after reading the page. 3 s, the former minimum for every form,
 * could drop a person sending a one-field newsletter box with autofill.
 */

/**
 * A form with a required answer autofill cannot give (a subject, a message, a résumé): the person
 * also types. The quickest, with autofill and a two-word subject and message, needs 3.5 s or
 * more from the page opening.
 */
export const MIN_FILL_MS = 2000;

/**
 * A form autofill can complete (a newsletter box: one e-mail): click the field, pick the
 * suggestion, press Send, or a password manager's shortcut and Enter; about 1.5 s at the very
 * quickest, counted from the page opening.
 */
export const MIN_FILL_AUTOFILL_MS = 1000;

export const filledTooFast = (shownAt: number, now: number, min = MIN_FILL_MS): boolean =>
  now - shownAt < min;

/** The minimum fill time of a form, from its fields: shorter when autofill can answer it all. */
export function minFillFor(
  fields: readonly { kind: string; required?: boolean; autocomplete?: string }[],
): number {
  const autofilled = fields.every(
    (f) =>
      !f.required || (f.autocomplete !== undefined && f.kind !== 'textarea' && f.kind !== 'file'),
  );
  return autofilled ? MIN_FILL_AUTOFILL_MS : MIN_FILL_MS;
}
