import {
  getNodePath,
  getNodeValue,
  parseTree,
  printParseErrorCode,
  type Node,
  type ParseError,
} from 'jsonc-parser';
import type { Problem } from './problem.ts';

/**
 * A JSON file parsed with positions, so every problem can name its line and column.
 * Comments and trailing commas are errors: the browser and the build read plain JSON.
 */
/** Deeper than any page needs (pages nest about 8 levels); deeper input is refused, not recursed. */
export const MAX_DEPTH = 64;

/** Words JavaScript uses itself: as a key (or a tag) they reach into the code's objects. */
export const RESERVED = new Set(['__proto__', 'constructor', 'prototype']);

export class JsonSource {
  readonly tree: Node | undefined;
  readonly value: unknown;
  readonly syntaxErrors: Problem[] = [];
  /** Keys no file may use ("__proto__" …), located at the key; the file is otherwise read. */
  readonly keyErrors: Problem[] = [];
  private readonly lineStarts: number[] = [0];
  private readonly keys = new WeakMap<Node, Map<string, Node>>();

  /** A file's bytes: checked to be UTF-8 first, so a bad byte is named, not mis-parsed. */
  static fromBytes(file: string, bytes: Uint8Array): JsonSource {
    const bad = firstInvalidUtf8(bytes);
    if (bad >= 0) {
      const before = new TextDecoder().decode(bytes.subarray(0, bad));
      return new JsonSource(file, before, {
        refuse: {
          offset: before.length,
          message: `the file is not UTF-8 at byte ${bad}: save it with the UTF-8 encoding (in VS Code: "Save with Encoding" → UTF-8)`,
        },
      });
    }
    // ignoreBOM: keep a byte-order mark in the text, so it is reported instead of silently eaten.
    return new JsonSource(file, new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes));
  }

  constructor(
    readonly file: string,
    readonly text: string,
    opts: { refuse?: { offset: number; message: string } } = {},
  ) {
    for (let i = 0; i < text.length; i++) if (text[i] === '\n') this.lineStarts.push(i + 1);
    const refuse = opts.refuse ?? tooDeep(text) ?? bom(text);
    if (refuse) {
      this.syntaxErrors.push(this.at(refuse.offset, '', refuse.message));
      this.tree = undefined;
      this.value = undefined;
      return;
    }
    if (text.trim() === '') {
      this.syntaxErrors.push(
        this.at(
          0,
          '',
          'the file is empty: it needs at least { } (copy a similar file to start from)',
        ),
      );
      this.tree = undefined;
      this.value = undefined;
      return;
    }
    const errors: ParseError[] = [];
    this.tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
    // Every mistake the tolerant parser can tell apart, so moving a block takes one round, not
    // several: an error at the offset of the previous one is its echo, and after a string left
    // open or a stray character the parser is out of step, so what follows is not reported.
    let last = -1;
    for (const e of errors) {
      if (e.offset === last) continue;
      last = e.offset;
      this.syntaxErrors.push(this.at(e.offset, '', syntaxMessage(e, text)));
      if (
        this.syntaxErrors.length >= MAX_SYNTAX_ERRORS ||
        OUT_OF_STEP.has(printParseErrorCode(e.error))
      )
        break;
    }
    const first = errors[0];
    if (this.tree && !first) {
      const duplicates = duplicateKeys(this.tree);
      for (const d of duplicates)
        this.syntaxErrors.push(
          this.at(
            d.offset,
            '',
            `the key ${clip(d.key)} appears twice in the same object (first at line ${this.position(d.first).line}): JSON keeps only the last one, so remove or rename one of them`,
          ),
        );
    }
    if (this.tree && !first)
      for (const r of reservedKeys(this.tree))
        this.keyErrors.push(
          this.at(
            r.offset,
            r.pointer,
            `"${r.key}" cannot be a key: JavaScript uses this word itself, so the site would lose what is written here or worse. Rename it`,
          ),
        );
    // With a duplicate the file still has a value (the last one wins, as in every JSON reader),
    // so the other checks go on and the duplicate is the one message.
    this.value = this.tree && errors.length === 0 ? getNodeValue(this.tree) : undefined;
  }

  position(offset: number): { line: number; column: number } {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.lineStarts[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (this.lineStarts[lo] as number) + 1 };
  }

  at(offset: number, pointer: string, message: string): Problem {
    return { file: this.file, ...this.position(offset), pointer, message };
  }

  /** The node a JSON pointer names, or its nearest existing ancestor. */
  node(pointer: string, { key = false } = {}): Node | undefined {
    if (!this.tree) return undefined;
    let node: Node = this.tree;
    const path = parsePointer(pointer);
    let n = 0;
    for (; n < path.length; n++) {
      const next = this.child(node, path[n] as string);
      if (!next) break;
      node = next;
    }
    // For a property, point at its key: that is the text an editor has to change.
    if (key && n === path.length && node.parent?.type === 'property')
      return node.parent.children?.[0] ?? node;
    return node;
  }

  /**
   * One step down a pointer. An object's keys are indexed the first time one is looked up:
   * jsonc-parser's findNodeAtLocation scans an object's properties on every call, so locating
   * a problem at each of 20,000 unknown properties of one block took 20,000 scans of 20,000
   * (23 s). The first of two equal keys is the one found, as before.
   */
  private child(node: Node, segment: string): Node | undefined {
    if (node.type === 'array')
      return /^\d+$/.test(segment) ? node.children?.[Number(segment)] : undefined;
    if (node.type !== 'object') return undefined;
    let index = this.keys.get(node);
    if (!index) {
      index = new Map();
      for (const prop of node.children ?? []) {
        const [k, v] = prop.children ?? [];
        if (k && v && !index.has(String(k.value))) index.set(String(k.value), v);
      }
      this.keys.set(node, index);
    }
    return index.get(segment);
  }

  problem(pointer: string, message: string, opts: { key?: boolean } = {}): Problem {
    return this.at(this.node(pointer, opts)?.offset ?? 0, pointer, message);
  }
}

export function parsePointer(pointer: string): string[] {
  // "/" is the key "" (RFC 6901), not the whole file: a locale can hold an empty key.
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export const toPointer = (path: (string | number)[]): string =>
  path.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');

const HINTS: Record<string, string> = {
  CommaExpected: 'a comma is missing between two entries',
  PropertyNameExpected:
    'a property name in double quotes was expected (is there a trailing comma?)',
  ValueExpected: 'a value was expected (is there a trailing comma, or a missing value?)',
  ColonExpected: 'a colon is missing after the property name',
  CloseBraceExpected: 'a closing } is missing',
  CloseBracketExpected: 'a closing ] is missing',
  EndOfFileExpected: 'there is text after the end of the JSON value',
  InvalidCommentToken: 'JSON does not allow comments',
  InvalidSymbol: 'unexpected character (strings need "double quotes")',
  UnexpectedEndOfString: 'a string is not closed with a double quote',
};

const MAX_SYNTAX_ERRORS = 20;
const OUT_OF_STEP = new Set([
  'UnexpectedEndOfString',
  'InvalidSymbol',
  'InvalidCommentToken',
  'UnexpectedEndOfComment',
  'InvalidUnicode',
  'InvalidEscapeCharacter',
  'InvalidCharacter',
  'EndOfFileExpected',
]);

function syntaxMessage(e: ParseError, text: string): string {
  const code = printParseErrorCode(e.error);
  // The text as the editor sees it on that line, not JSON-escaped.
  const lineEnd = text.indexOf('\n', e.offset);
  const rest = text.slice(e.offset, lineEnd < 0 ? undefined : lineEnd).trim();
  const near = rest.length > 30 ? `${rest.slice(0, 30)}…` : rest;
  return `invalid JSON: ${HINTS[code] ?? code}${near ? `, just before ${near}` : ' at the end of the line'}`;
}

/** Echoed text stays readable: a 5 MB string in a file must not become a 5 MB message. */
export function clip(text: string, max = 60): string {
  const shown = JSON.stringify(text.length > max ? text.slice(0, max) : text);
  return text.length > max ? `${shown.slice(0, -1)}…" (${text.length} characters)` : shown;
}

/** Index of the first byte that is not part of valid UTF-8, or -1. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] as number;
    if (b < 0x80) {
      i++;
      continue;
    }
    const need =
      b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : 0;
    if (!need || i + need >= bytes.length) return i;
    const min = [0, 0x80, 0x800, 0x10000][need] as number;
    let cp = b & (0xff >> (need + 2));
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (c & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return i;
    i += need + 1;
  }
  return -1;
}

function bom(text: string): { offset: number; message: string } | null {
  return text.charCodeAt(0) === 0xfeff
    ? {
        offset: 0,
        message:
          'the file starts with an invisible byte-order mark (BOM): save it as "UTF-8" without BOM (in VS Code: "Save with Encoding" → UTF-8)',
      }
    : null;
}

/** Nesting deeper than MAX_DEPTH, found without recursion (strings skipped). */
function tooDeep(text: string): { offset: number; message: string } | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > MAX_DEPTH)
        return {
          offset: i,
          message: `the file nests lists and objects more than ${MAX_DEPTH} levels deep here: no page needs that many; check for brackets opened but never closed`,
        };
    } else if (c === 125 || c === 93) depth--;
  }
  return null;
}

/** Keys repeated in one object: JSON keeps the last silently, so an edit seems to vanish. */
function duplicateKeys(tree: Node): { key: string; offset: number; first: number }[] {
  const out: { key: string; offset: number; first: number }[] = [];
  const stack: Node[] = [tree];
  while (stack.length) {
    const node = stack.pop() as Node;
    if (node.type === 'object') {
      const seen = new Map<string, number>();
      for (const prop of node.children ?? []) {
        const keyNode = prop.children?.[0];
        if (!keyNode) continue;
        const key = String(keyNode.value);
        const first = seen.get(key);
        if (first === undefined) seen.set(key, keyNode.offset);
        else out.push({ key, offset: keyNode.offset, first });
      }
    }
    for (const child of node.children ?? []) stack.push(child);
  }
  return out.sort((a, b) => a.offset - b.offset);
}

/**
 * Keys named like JavaScript's own object machinery. "__proto__" never becomes a property of the
 * parsed value (it replaces the object's prototype), so no schema sees it: it is found here.
 */
function reservedKeys(tree: Node): { key: string; offset: number; pointer: string }[] {
  const out: { key: string; offset: number; pointer: string }[] = [];
  const stack: Node[] = [tree];
  while (stack.length) {
    const node = stack.pop() as Node;
    if (node.type === 'property') {
      const keyNode = node.children?.[0];
      const key = String(keyNode?.value);
      if (keyNode && RESERVED.has(key))
        out.push({
          key,
          offset: keyNode.offset,
          pointer: toPointer(getNodePath(keyNode.parent!.children![1] ?? keyNode)),
        });
    }
    for (const child of node.children ?? []) stack.push(child);
  }
  return out.sort((a, b) => a.offset - b.offset);
}
