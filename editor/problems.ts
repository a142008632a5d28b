import type { Problem } from '../scripts/lint/problem.ts';

/** A lint problem, as the edit server returns it. */
export type { Problem };

export const where = (p: Problem) => `${p.file}:${p.line}:${p.column}`;

/** "questions[2].answer" (Puck's field name) → "/questions/2/answer" (a JSON pointer). */
export const fieldPointer = (name: string) =>
  '/' +
  name
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean)
    .join('/');

/**
 * The problems that belong to one field of one block: those of the page file whose pointer is
 * the field's place (or inside it). `itemIndex` is the block's place in the page.
 */
export function problemsAt(
  problems: readonly Problem[],
  pageFile: string,
  base: string,
  name: string,
): Problem[] {
  const at = base + fieldPointer(name);
  return problems.filter(
    (p) => p.file === pageFile && (p.pointer === at || p.pointer.startsWith(`${at}/`)),
  );
}

/** Problems of one text in one language: its locale file, at the key's place. */
export function problemsOfText(
  problems: readonly Problem[],
  lang: string,
  ns: string,
  key: string,
) {
  const file = `locales/${lang}/${ns}.json`;
  const pointer = '/' + key.split('.').join('/');
  return problems.filter((p) => p.file === file && (p.pointer === pointer || p.pointer === ''));
}
