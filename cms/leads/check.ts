import type { FormField } from '../../src/generated/schema-types';
import { checkWindowsWith, fieldError } from '../../src/blocks/Form/validate';
import { parseWindows } from '../../src/forms/windowsAnswer';

// In the browser the preferred times' parser comes with their picker (validate.ts says why); here
// it is always at hand, so `fieldError` checks them as the picker's page does.
checkWindowsWith((value, now) => 'problem' in parseWindows(value, now));

/**
 * The site's hidden trap field (src/forms/Honeypot.tsx, which renders it and so cannot be loaded
 * here without React): people never fill it, bots posting straight to the endpoint do.
 */
export const HONEYPOT = 'website';

/** Why a submission is refused, in a few words for the answer's body. */
export type Refusal = string;

// NUL and other C0/C1 controls have no place in a typed answer (PostgreSQL's jsonb cannot even
// hold NUL); tabs and line breaks do. A lone surrogate is not text at all.
// eslint-disable-next-line no-control-regex -- finding control characters is this rule's point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\p{Cs}/u;

/**
 * A line break of any kind. Only a text area is written on several lines; in a name or a subject
 * a break is a script's, and it would start a line of its own in the notice ("Bcc: …").
 */
const LINE_BREAK = /[\r\n\u2028\u2029]/u;

/**
 * Checks again, on the server, what the browser checked: only the declared fields, required ones
 * answered, lengths, e-mail and phone shapes (the browser's own rules, `fieldError`), and a
 * select's answer among its options. The file field is checked where its bytes arrive.
 */
export function checkFields(
  fields: readonly FormField[],
  values: Readonly<Record<string, unknown>>,
  now = Date.now(),
): Refusal | null {
  const declared = new Map(fields.map((f) => [f.name, f]));
  for (const [name, value] of Object.entries(values)) {
    const field = declared.get(name);
    if (!field) return `unknown field: ${name.slice(0, 40)}`;
    if (field.kind === 'file') return `${name}: a file is expected`;
    if (typeof value !== 'string') return `${name}: not text`;
    if (CONTROL.test(value)) return `${name}: control characters`;
    if (field.kind !== 'textarea' && LINE_BREAK.test(value)) return `${name}: one line only`;
  }
  for (const field of fields) {
    if (field.kind === 'file') continue;
    const value = values[field.name];
    const text = typeof value === 'string' ? value : '';
    const error = fieldError(field, text, now);
    if (error?.key === 'timeWindow') {
      const read = parseWindows(text, now);
      return `${field.name}: ${'problem' in read ? read.problem : error.key}`;
    }
    if (error) return `${field.name}: ${error.key}`;
    if (field.options && text && !field.options.some((o) => o.value === text))
      return `${field.name}: not one of its options`;
  }
  return null;
}

/** The idempotency key as the site makes it (a UUID), or another opaque token of sane size. */
export const KEY = /^[A-Za-z0-9_-]{16,128}$/u;
