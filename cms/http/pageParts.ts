/**
 * The pieces the service's pages repeat: a POST form with its CSRF token, and a table. Every
 * value goes through the `html` template's escaping.
 */
import { html, Html, type HtmlValue } from './html.ts';

/** The session's CSRF token, which every form that POSTs sends back (cms/server/app.ts checks). */
export const csrfField = (csrf: string) =>
  html`<input type="hidden" name="_csrf" value="${csrf}" />`;

/** A form that POSTs to `action`: the token, `fields` as hidden inputs, and one button. */
export function postButton(
  csrf: string,
  action: string,
  label: HtmlValue,
  fields: Readonly<Record<string, string>> = {},
): Html {
  const hidden = Object.entries(fields).map(
    ([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`,
  );
  return html`<form method="post" action="${action}">
    ${csrfField(csrf)}${hidden}
    <button type="submit">${label}</button>
  </form>`;
}

/** A table row of plain cells. */
export const cellsRow = (cells: readonly HtmlValue[]) =>
  html`<tr>
    ${cells.map((cell) => html`<td>${cell}</td>`)}
  </tr>`;

/**
 * A table with one header row (`head`, one column each) and `rows`: each a `<tr>` already
 * written, or the list of its cells.
 */
export function dataTable(
  head: readonly HtmlValue[],
  rows: readonly (Html | readonly HtmlValue[])[],
  caption?: HtmlValue,
): Html {
  return html`<table>
    ${
      caption === undefined
        ? ''
        : html`<caption>
            ${caption}
          </caption>`
    }
    <thead>
      <tr>
        ${head.map((h) => html`<th scope="col">${h}</th>`)}
      </tr>
    </thead>
    <tbody>
      ${rows.map((row) => (row instanceof Html ? row : cellsRow(row)))}
    </tbody>
  </table>`;
}

/** A GET form of filters: its fields, then the button that applies them. */
export const filtersForm = (action: string, legend: string, fields: Html[], submit: string) =>
  html`<form method="get" action="${action}">
    <fieldset class="filters">
      <legend>${legend}</legend>
      ${fields}
      <p><button type="submit">${submit}</button></p>
    </fieldset>
  </form>`;

/** A day (`<input type=date>`) with its label. */
export const dateField = (name: string, label: string, value: string) =>
  html`<p>
    <label for="${name}">${label}</label
    ><input id="${name}" name="${name}" type="date" value="${value}" />
  </p>`;

/** A choice among `options` with its label, `selected` chosen (none: the first). */
export function selectField(
  name: string,
  label: string,
  options: readonly { value: string; label: string }[],
  selected: string | null,
): Html {
  const choices = options.map(
    (o) =>
      html`<option value="${o.value}" ${o.value === selected ? html` selected` : ''}>
        ${o.label}
      </option>`,
  );
  return html`<p>
    <label for="${name}">${label}</label>
    <select id="${name}" name="${name}">
      ${choices}
    </select>
  </p>`;
}
