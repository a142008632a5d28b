import { escapeHtml } from '../../scripts/lib/escapeHtml.ts';

export { escapeHtml };

/**
 * HTML by tagged template: every interpolated value is escaped unless it is already `Html` (the
 * result of another `html` template, or `raw` for text the code itself wrote). The service's
 * pages are a few forms and tables: a string template keeps them dependency-free and fast, and a
 * value can only reach the page escaped.
 */
export class Html {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}

export type HtmlValue = Html | string | number | boolean | null | undefined | readonly HtmlValue[];

function part(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(part).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  let out = strings[0]!;
  values.forEach((v, i) => (out += part(v) + strings[i + 1]!));
  return new Html(out);
}

/** Markup the code wrote itself; never a value from a request or the database. */
export const raw = (text: string) => new Html(text);
