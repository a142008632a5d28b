import type { FormField, FormOption } from '../../generated/schema-types';

/**
 * docs/site/forms.md#form-states: idle → submitting → (alert: back to an emptied form | confirm,
 * booked: done) → idle; a send that fails goes back to idle with the answers kept and `failed` set.
 * `round` counts the times the form was emptied: it remounts the fields, which clears file
 * inputs (the browser lets no script set their value) and their custom validity.
 */
export interface FormState {
  status: 'idle' | 'submitting' | 'done';
  /** The last send failed: the answers are kept and the form says so, with Try again. */
  failed: boolean;
  values: Readonly<Record<string, string>>;
  /** What the done view says, worded when the form was sent (its answers are gone by then). */
  message: string;
  round: number;
}

export type FormAction =
  | { kind: 'edit'; name: string; value: string }
  | { kind: 'prefill'; values: Readonly<Record<string, string>> }
  | { kind: 'submit' }
  | { kind: 'sent'; message: string }
  | { kind: 'failed' }
  | { kind: 'reset'; fields: readonly FormField[] };

/**
 * The fields as a page in `lang` opens them: a select with a choice for that language starts on
 * it (the consultation form's preferred language is French on a French page), else on its
 * defaultValue (English, the agency's default).
 */
export function inPageLanguage(fields: readonly FormField[], lang: string): FormField[] {
  return fields.map((f) => {
    const own = f.kind === 'select' ? f.options?.find((o) => o.lang === lang) : undefined;
    return own ? { ...f, defaultValue: own.value } : f;
  });
}

/** Every field empty, except a select's default choice. */
export function emptyValues(fields: readonly FormField[]): Record<string, string> {
  return Object.fromEntries(
    fields.map((f) => [f.name, f.kind === 'select' ? (f.defaultValue ?? '') : '']),
  );
}

export const initialForm = (fields: readonly FormField[]): FormState => ({
  status: 'idle',
  failed: false,
  values: emptyValues(fields),
  message: '',
  round: 0,
});

export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.kind) {
    case 'edit':
    case 'prefill': {
      // Answers are frozen while sending and while the done view shows.
      if (state.status !== 'idle') return state;
      const values =
        action.kind === 'edit' ? { [action.name]: action.value } : (action.values as object);
      return { ...state, values: { ...state.values, ...values } };
    }
    case 'submit':
      return state.status === 'idle' ? { ...state, status: 'submitting', failed: false } : state;
    case 'failed':
      // Back to the filled form: nothing the visitor typed is lost.
      return state.status === 'submitting' ? { ...state, status: 'idle', failed: true } : state;
    case 'sent':
      return state.status === 'submitting'
        ? { ...state, status: 'done', message: action.message }
        : state;
    case 'reset':
      return {
        status: 'idle',
        failed: false,
        values: emptyValues(action.fields),
        message: '',
        round: state.round + 1,
      };
  }
}

/**
 * The select values a link asks for (`?position=devops-engineer`): only existing choices of
 * select fields, so an address can never put arbitrary text into the form.
 */
export function prefillFrom(search: string, fields: readonly FormField[]): Record<string, string> {
  const params = new URLSearchParams(search);
  const out: Record<string, string> = {};
  for (const f of fields) {
    const wanted = params.get(f.name);
    if (f.kind === 'select' && wanted && f.options?.some((o) => o.value === wanted))
      out[f.name] = wanted;
  }
  return out;
}

/**
 * First-strong isolation (U+2068 … U+2069) for text a visitor typed: an Arabic name in an English
 * sentence, or a Latin one in Arabic, keeps its own direction without reordering the words
 * around it, and a typed U+202E cannot reverse the rest of the site's message.
 */
export const isolate = (typed: string): string =>
  // Typed isolate marks are dropped so that none can close ours early; typed embeddings and
  // overrides (U+202A–U+202E) end at our closing mark.
  `\u2068${typed.replace(/[\u2066-\u2069]/gu, '')}\u2069`;

/**
 * The answers as words for the done message's {{placeholders}}: a select's option words, the
 * others as typed (bidi-isolated), and `empty` for what was left blank.
 */
export function answerWords(
  fields: readonly FormField[],
  values: Readonly<Record<string, string>>,
  words: (label: FormOption['label']) => string,
  empty: string,
): Record<string, string> {
  return Object.fromEntries(
    fields.map((f) => {
      const value = values[f.name] ?? '';
      const option = f.options?.find((o) => o.value === value);
      const typed = value.trim();
      return [f.name, option ? words(option.label) : typed ? isolate(typed) : empty];
    }),
  );
}
