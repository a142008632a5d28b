/**
 * Finds tests that copy what an editor owns: a visitor-visible text of `locales/`, `content/` or
 * `pages/`, or a page's block order written out. An editor who retexts a heading or moves a section
 * must never turn CI red, so tests read such things from the files (tests/e2e/helpers.ts:
 * `localeWords`, `pageText`, `pageBlockOrder`, …) instead of repeating them.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Shorter texts ("Contact", "Send") are too common in code to tell a copy from a coincidence. */
export const MIN_PINNED_LENGTH = 12;

export interface Pin {
  file: string;
  line: number;
  kind: 'text' | 'block order';
  what: string;
  from: string;
}

const KEY = /^[a-z][a-z0-9-]*:[\w.-]+$/;
const NOT_WORDS = /^(\/|\.\.?\/|#|https?:|mailto:|tel:|data:)/;

function files(dir: string, pick: (file: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .filter(pick)
    .sort();
}

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => strings(v, out));
  return out;
}

/**
 * What a visitor reads: prose and names, not ids, slugs, icon names, addresses or translation
 * keys. A text with `{{count}}` or markup is checked by its literal pieces.
 */
export function visibleTexts(root: string): Map<string, string> {
  const texts = new Map<string, string>();
  const sources = [
    // The glossary is the lint's list of words to use and avoid, not words a page shows.
    ...files(
      path.join(root, 'locales'),
      (f) => f.endsWith('.json') && !f.endsWith('glossary.json'),
    ),
    ...files(path.join(root, 'content'), (f) => /\.(json|md)$/.test(f)),
    ...files(path.join(root, 'pages'), (f) => f.endsWith('.json')),
  ];
  for (const file of sources) {
    const raw = fs.readFileSync(file, 'utf8');
    const values = file.endsWith('.json') ? strings(JSON.parse(raw)) : raw.split('\n');
    for (const value of values) {
      if (KEY.test(value) || NOT_WORDS.test(value)) continue;
      for (const piece of value.split(/\{\{[^}]*\}\}|<[^>]*>|\$\{[^}]*\}/)) {
        const text = piece.trim();
        if (text.length < MIN_PINNED_LENGTH) continue;
        // One word of ASCII letters is an id or a code name ("serviceSection"), not words.
        if (!/\s/.test(text) && !/\P{ASCII}/u.test(text)) continue;
        if (!texts.has(text)) texts.set(text, path.relative(root, file));
      }
    }
  }
  return texts;
}

/** Block type names, from the schema files that define them. */
export function blockTypes(root: string): Set<string> {
  return new Set(
    fs
      .readdirSync(path.join(root, 'schemas/blocks'))
      .filter((f) => f.endsWith('.schema.json'))
      .map((f) => f.replace('.schema.json', '')),
  );
}

/** The test sources to scan: everything under tests/ but the fixtures (which are pages). */
export function testSources(root: string): string[] {
  return files(path.join(root, 'tests'), (f) => /\.(ts|tsx|js|mjs)$/.test(f)).filter(
    (f) => !path.relative(root, f).split(path.sep).includes('fixtures'),
  );
}

const lineOf = (source: string, index: number) => source.slice(0, index).split('\n').length;

export function findPins(root: string, sources = testSources(root)): Pin[] {
  const texts = visibleTexts(root);
  // Indexed by their first characters, so a file is read once rather than once per text.
  const byStart = new Map<string, string[]>();
  for (const text of texts.keys()) {
    const start = text.slice(0, MIN_PINNED_LENGTH);
    byStart.set(start, [...(byStart.get(start) ?? []), text]);
  }
  const types = blockTypes(root);
  const pins: Pin[] = [];
  for (const file of sources) {
    const source = fs.readFileSync(file, 'utf8');
    const rel = path.relative(root, file);
    for (let i = 0; i + MIN_PINNED_LENGTH <= source.length; i++) {
      const candidates = byStart.get(source.slice(i, i + MIN_PINNED_LENGTH));
      const hit = candidates?.find((t) => source.startsWith(t, i));
      if (!hit) continue;
      pins.push({
        file: rel,
        line: lineOf(source, i),
        kind: 'text',
        what: hit,
        from: texts.get(hit)!,
      });
      i += hit.length - 1;
    }
    // A written-out order: a list of three or more block types ("hero", "stats#numbers", …).
    for (const list of source.matchAll(/\[((?:\s*['"`][\w#-]+['"`]\s*,?){3,})\]/g)) {
      const names = [...list[1]!.matchAll(/['"`]([\w-]+)(?:#[\w-]*)?['"`]/g)].map((m) => m[1]!);
      if (names.filter((n) => types.has(n)).length >= 3)
        pins.push({
          file: rel,
          line: lineOf(source, list.index),
          kind: 'block order',
          what: names.join(', '),
          from: 'pages/',
        });
    }
  }
  return pins;
}
