import { isDeepStrictEqual } from 'node:util';
import { parseDocument, stringify } from 'yaml';

/** An article file split as the editor edits it: its card (front matter) and its Markdown body. */
export interface ArticleParts {
  front: Record<string, unknown>;
  body: string;
}

const FRONT = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** The front matter's text and data, and the body as written; null when there is no front matter. */
export function splitArticle(
  text: string,
): { yaml: string; front: Record<string, unknown>; body: string } | null {
  const m = FRONT.exec(text);
  if (!m) return null;
  const doc = parseDocument(m[1] ?? '', { schema: 'core', uniqueKeys: true });
  if (doc.errors.length) return null;
  const data: unknown = doc.toJS();
  const front =
    data && typeof data === 'object' && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : {};
  return { yaml: m[1] ?? '', front, body: text.slice(m[0].length) };
}

/**
 * The article file for `parts`. With the file's current text as `before`, fields left as they
 * were keep their exact lines (quotes, order, comments), and only a changed or new field is
 * rewritten: an article opened and saved unchanged is the same bytes.
 */
export function joinArticle(parts: ArticleParts, before?: string): string {
  const body = parts.body.startsWith('\n') ? parts.body : `\n${parts.body}`;
  const old = before === undefined ? null : splitArticle(before);
  if (old && isDeepStrictEqual(old.front, parts.front)) return `---\n${old.yaml}\n---\n${body}`;
  let yaml: string;
  if (old) {
    const doc = parseDocument(old.yaml, { schema: 'core' });
    for (const key of Object.keys(old.front)) if (!Object.hasOwn(parts.front, key)) doc.delete(key);
    for (const [key, value] of Object.entries(parts.front))
      if (!isDeepStrictEqual(old.front[key], value)) doc.set(key, doc.createNode(value));
    yaml = doc.toString({ lineWidth: 0 }).replace(/\n$/, '');
  } else {
    yaml = stringify(parts.front, { schema: 'core', lineWidth: 0 }).replace(/\n$/, '');
  }
  return `---\n${yaml}\n---\n${body}`;
}
