import type { FormField } from '../../generated/schema-types';
import { formErrors, type FieldError } from './validate';

/**
 * The message of every field whose answer does not pass (validate.ts), worded by `say` in the
 * page's language, and the reason a file input refused its file.
 */
export function answerErrors(
  fields: readonly FormField[],
  answers: Readonly<Record<string, string>>,
  form: HTMLFormElement,
  say: (error: FieldError) => string,
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [name, e] of Object.entries(formErrors(fields, answers))) found[name] = say(e);
  // A refused file keeps its reason as the input's custom validity (FileInput).
  for (const f of fields) {
    const input = form.elements.namedItem(f.name);
    if (f.kind === 'file' && input instanceof HTMLInputElement && input.validity.customError)
      found[f.name] = input.validationMessage;
  }
  return found;
}

/** The résumé's bytes, for a real endpoint (the values only hold its file name). */
export function chosenFiles(form: HTMLFormElement): Record<string, File> {
  return Object.fromEntries(
    [...new FormData(form)].filter(
      (entry): entry is [string, File] => entry[1] instanceof File && entry[1].size > 0,
    ),
  );
}
