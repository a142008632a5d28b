/**
 * Short class names in the built site (scripts/vite/shortClasses.ts applies them).
 *
 * The site styles itself with utility classes, and their names are most of its markup: on
 * /fr/solutions, 948 class attributes were 54 KB of the 125 KB page and 2.3 KB of its 14.6 KB
 * Brotli, enough to carry the document past the first round trip of a phone's connection (its first
 * paint then came 0.15 s later in Lighthouse). The build gives every such class a name of one to three
 * characters (`focus-visible:outline-accent` → `b7`) in the stylesheet, in the browser's code and
 * in the prerendered HTML, one map for all three. The dev server and the editor keep the long
 * names, which are the ones in the source.
 *
 * Which classes: the ones the stylesheet defines whose names hold a "-", ":", "[", "/", "." or "@"
 * (`px-4`, `sm:text-lg`, `hero-title`). One-word classes (`flex`, `hidden`, `dark`, `fonts`) keep
 * their names: they are short already, and the same words are attribute names, CSS values and
 * markers that code outside the bundle sets (the theme and start scripts set `dark` and `fonts`).
 *
 * In the browser's code, a string is a list of classes when every word in it is a class the
 * stylesheet defines and one of them is short-named; only such strings change. A class name built
 * from pieces (`text-${tone}`) or named in a selector (`querySelector('.sr-only')`) cannot be
 * renamed: the build stops and says where (`renameClassLists`), since the page would otherwise
 * lose that style without a word. Nothing in the site's code does either today.
 *
 * Measured on /fr/solutions: Brotli 14,582 → 13,671 bytes; the stylesheet 70.4 → 63.8 KB.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Parser } from 'acorn';
import { transform } from 'lightningcss';

/** Where the client build leaves its map (under dist/.vite/, never served). */
export const CLASS_NAMES_FILE = '.vite/class-names.json';

/** The map a client build in `dir` left: long name → short name. */
export function readClassNames(dir: string): Map<string, string> {
  const file = path.join(dir, CLASS_NAMES_FILE);
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(json));
}

/** The first character of a short name (a letter: a CSS class cannot start with a digit). */
const FIRST = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const NEXT = FIRST + '0123456789';

/** The n-th short name: a…Z, then aa…Z9, then aaa…. */
export function shortName(n: number): string {
  let name = FIRST.charAt(n % FIRST.length);
  let rest = Math.floor(n / FIRST.length);
  while (rest > 0) {
    rest -= 1;
    name += NEXT.charAt(rest % NEXT.length);
    rest = Math.floor(rest / NEXT.length);
  }
  return name;
}

/** Whether a class gets a short name (see the file's comment). */
export function renamable(name: string): boolean {
  return /[-:[/.@]/.test(name);
}

/**
 * A selector part is a class (`{ type: 'class', name }`) or may hold selectors of its own in one
 * of several shapes (`:where(…)`, `:not(…)`, `:nth-child(… of …)`, `:host(…)`, `::slotted(…)`):
 * both functions go through every value, whatever its shape.
 */
function isClass(value: unknown): value is { type: 'class'; name: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'class' &&
    typeof (value as { name?: unknown }).name === 'string'
  );
}

/** Every class a selector names, nested selectors included. */
function classesOf(value: unknown, into: Set<string>): void {
  if (isClass(value)) into.add(value.name);
  else if (Array.isArray(value)) for (const item of value) classesOf(item, into);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) classesOf(item, into);
}

function renamed<T>(value: T, names: ReadonlyMap<string, string>): T {
  if (isClass(value)) return { ...value, name: names.get(value.name) ?? value.name };
  if (Array.isArray(value)) return value.map((item: unknown) => renamed(item, names)) as T;
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, renamed(item, names)]),
    ) as T;
  return value;
}

/** The classes a stylesheet defines, in the order it first names them. */
export function stylesheetClasses(css: string): string[] {
  const found = new Set<string>();
  transform({
    filename: 'site.css',
    code: Buffer.from(css),
    errorRecovery: false,
    visitor: {
      Selector(selector) {
        classesOf(selector, found);
      },
    },
  });
  return [...found];
}

export interface ClassNames {
  /** Every class the stylesheet defines (renamed or not): what makes a string a class list. */
  defined: ReadonlySet<string>;
  /** Long name → short name. */
  short: ReadonlyMap<string, string>;
}

/** The map for a stylesheet: its renamable classes get short names in the order it names them. */
export function classNamesFor(css: string): ClassNames {
  const defined = stylesheetClasses(css);
  const taken = new Set(defined);
  const short = new Map<string, string>();
  let n = 0;
  for (const name of defined) {
    if (!renamable(name)) continue;
    let candidate = shortName(n++);
    // A one-word class of the stylesheet keeps its name; no short name may take it.
    while (taken.has(candidate)) candidate = shortName(n++);
    short.set(name, candidate);
  }
  return { defined: new Set(defined), short };
}

/** The stylesheet with its classes renamed (same rules otherwise). */
export function renameStylesheet(css: string, names: ReadonlyMap<string, string>): string {
  const { code } = transform({
    filename: 'site.css',
    code: Buffer.from(css),
    errorRecovery: false,
    visitor: {
      Selector(selector) {
        return renamed(selector, names);
      },
    },
  });
  return code.toString();
}

/** `text` with each whitespace-separated class renamed, whitespace kept. */
function renameList(text: string, names: ReadonlyMap<string, string>): string {
  return text.replace(/\S+/g, (word) => names.get(word) ?? word);
}

/** Whether a string is a list of the stylesheet's classes with at least one to rename. */
function isClassList(text: string, classes: ClassNames): boolean {
  const words = text.split(/\s+/).filter(Boolean);
  return (
    words.length > 0 &&
    words.every((word) => classes.defined.has(word)) &&
    words.some((word) => classes.short.has(word))
  );
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) walk(item, visit);
    } else if (isNode(value)) walk(value, visit);
  }
}

/** `.name` in a CSS selector: after the start, a space, a combinator, a comma or a parenthesis. */
const SELECTOR_CLASS = /(?:^|[\s>+~,(\]*])\.(-?[a-zA-Z_][\w-]*)(?=$|[\s>+~,):.[#])/g;

/** A class the code names in a way the build cannot rename: built from pieces, or in a selector. */
export class BuiltClassName extends Error {}

/**
 * `code` (a module of the browser's build) with its class lists renamed. A word of a template
 * literal that runs into an interpolation and begins a renamed class (`text-${tone}`) is a class
 * built from pieces, and a string naming a renamed class as `.name` is a selector: both throw
 * BuiltClassName, with the text around them.
 */
export function renameClassLists(code: string, classes: ClassNames, where = 'a module'): string {
  const ast = Parser.parse(code, {
    ecmaVersion: 'latest',
    sourceType: 'module',
  }) as unknown as Node;
  const edits: Edit[] = [];
  const long = [...classes.short.keys()];
  walk(ast, (node) => {
    if (node.type === 'Literal' && typeof node.value === 'string') {
      if (isClassList(node.value, classes))
        edits.push({
          start: node.start,
          end: node.end,
          text: JSON.stringify(renameList(node.value, classes.short)),
        });
      else {
        // `querySelector('.sr-only')`: a selector names a class by its long name.
        const named = [...node.value.matchAll(SELECTOR_CLASS)].find((m) =>
          classes.short.has(m[1]!),
        );
        if (named)
          throw new BuiltClassName(
            `${where}: the selector "${node.value.slice(0, 80)}" names the class "${named[1]}", ` +
              'which the build renames. Select by an attribute (data-*) or a role instead.',
          );
      }
      return;
    }
    if (node.type !== 'TemplateLiteral') return;
    const quasis = node.quasis as Node[];
    quasis.forEach((quasi, i) => {
      const raw = (quasi.value as { raw: string }).raw;
      const words = [...raw.matchAll(/\S+/g)].map((m) => ({ word: m[0], at: m.index }));
      for (const { word, at } of words) {
        // `text-${tone}`: the start of a class completed at run time. (A word after a value,
        // `${id}-title`, is how ids are made; classes are not built that way in this code.)
        const touchesEnd = i < quasis.length - 1 && at + word.length === raw.length;
        const piece =
          touchesEnd && /[a-z0-9][-:]$/i.test(word) && long.some((name) => name.startsWith(word));
        if (piece)
          throw new BuiltClassName(
            `${where}: a class name is built from pieces around "${word}" in \`${raw.slice(0, 80)}\`; ` +
              'the build gives classes short names and cannot follow one made at run time. ' +
              'Write whole class names in the code (a map from each value to its classes).',
          );
      }
    });
    // A template's text is a class list when all its words, around the values, are classes (else
    // it may be prose): `${bar} h-10 w-2/3`, not `Hello ${name} px-4`.
    const raws = quasis.map((quasi) => (quasi.value as { raw: string }).raw);
    const words = raws.join(' ').split(/\s+/).filter(Boolean);
    if (!words.length || !words.every((word) => classes.defined.has(word))) return;
    quasis.forEach((quasi, i) => {
      const text = renameList(raws[i]!, classes.short);
      if (text !== raws[i]) edits.push({ start: quasi.start, end: quasi.end, text });
    });
  });
  edits.sort((a, b) => b.start - a.start);
  let out = code;
  for (const edit of edits) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** An attribute's text as the browser reads it (`lg:[&amp;&gt;*]:order-2` → `lg:[&>*]:order-2`). */
function unescaped(text: string): string {
  return text.replace(
    /&(?:#(\d+)|#x([\da-f]+)|(\w+));/gi,
    (entity, dec?: string, hex?: string, name?: string) =>
      dec
        ? String.fromCodePoint(Number(dec))
        : hex
          ? String.fromCodePoint(parseInt(hex, 16))
          : (ENTITIES[(name ?? '').toLowerCase()] ?? entity),
  );
}

/**
 * An HTML document with the classes of its `class` attributes renamed. A class is looked up as the
 * browser reads it: the server escapes `&`, `<`, `>` in attributes (`lg:[&>*:first-child]:order-2`),
 * and a short name needs no escaping.
 */
export function renameHtmlClasses(html: string, names: ReadonlyMap<string, string>): string {
  return html.replace(
    /(<[a-zA-Z][^>]*?\sclass=")([^"]*)"/g,
    (_all, before: string, list: string) =>
      `${before}${list.replace(/\S+/g, (word) => names.get(unescaped(word)) ?? word)}"`,
  );
}
