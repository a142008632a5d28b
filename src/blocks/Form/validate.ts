import type { FormField } from '../../generated/schema-types';
import { WINDOWS_MAX_LENGTH } from '../../forms/timeWindows';

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

/**
 * The preferred times' check (src/forms/windowsAnswer.ts, parseWindows) comes with their picker
 * (TimeWindowsInput.tsx, which registers it when its module runs), so a form without such a field
 * (/careers, /contact) never loads the parser: 1 KB less of every form's code. The picker's module
 * is asked for with the page's blocks wherever a form has the field (block.ts, preloads), and it
 * is the only way a visitor can type an answer there; an answer that came some other way before it
 * ran would go unchecked here and be refused by the endpoint, which checks it with the same
 * function.
 */
let windowsWrong: ((value: string, now: number) => boolean) | null = null;
export function checkWindowsWith(isWrong: (value: string, now: number) => boolean): void {
  windowsWrong = isWrong;
}

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
  if (field.kind === 'timeWindows' && windowsWrong?.(value, now)) return { key: 'timeWindow' };
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
