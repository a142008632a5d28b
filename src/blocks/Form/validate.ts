import type { FormField } from '../../generated/schema-types';
import { parseWindows, WINDOWS_MAX_LENGTH } from '../../forms/timeWindows';

/** Every text field has a limit: an endpoint, a mailbox or a CRM must never receive a novel. */
export const DEFAULT_MAX_LENGTH: Readonly<Record<string, number>> = {
  text: 200,
  email: 254,
  tel: 32,
  textarea: 5000,
  timeWindows: WINDOWS_MAX_LENGTH,
};

export const maxLengthOf = (field: FormField): number | undefined =>
  field.maxLength ?? DEFAULT_MAX_LENGTH[field.kind];

/** What is wrong with an answer, as a key of common:form.errors and its values. */
export type FieldError = {
  key: 'required' | 'email' | 'phone' | 'tooLong' | 'timeWindow';
  max?: number;
};

// Deliberately simple: one @, a dot in the domain, no spaces. The address is confirmed by mail.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u;
const PHONE = /^\+?[0-9 ().-]{6,}$/u;

/**
 * The site's own check of one answer (the browser's bubbles speak the browser's language, not
 * the page's). Whitespace alone is no answer.
 */
export function fieldError(field: FormField, value: string, now = Date.now()): FieldError | null {
  const trimmed = value.trim();
  if (!trimmed) return field.required ? { key: 'required' } : null;
  const max = maxLengthOf(field);
  if (max !== undefined && [...value].length > max) return { key: 'tooLong', max };
  if (field.kind === 'email' && !EMAIL.test(trimmed)) return { key: 'email' };
  if (field.kind === 'tel' && !PHONE.test(trimmed)) return { key: 'phone' };
  if (field.kind === 'timeWindows' && 'problem' in parseWindows(value, now))
    return { key: 'timeWindow' };
  return null;
}

/** Errors by field name, for the fields that have one. */
export function formErrors(
  fields: readonly FormField[],
  values: Readonly<Record<string, string>>,
): Record<string, FieldError> {
  const out: Record<string, FieldError> = {};
  for (const f of fields) {
    const e = fieldError(f, values[f.name] ?? '');
    if (e) out[f.name] = e;
  }
  return out;
}
