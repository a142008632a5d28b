import {
  findNodeAtLocation,
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
export class JsonSource {
  readonly tree: Node | undefined;
  readonly value: unknown;
  readonly syntaxErrors: Problem[] = [];
  private readonly lineStarts: number[] = [0];

  constructor(
    readonly file: string,
    readonly text: string,
  ) {
    for (let i = 0; i < text.length; i++) if (text[i] === '\n') this.lineStarts.push(i + 1);
    const errors: ParseError[] = [];
    this.tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
    // Only the first syntax error: the parser's later ones are usually echoes of it.
    const first = errors[0];
    if (first) this.syntaxErrors.push(this.at(first.offset, '', syntaxMessage(first, text)));
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
    const path = parsePointer(pointer).map((s) => (/^\d+$/.test(s) ? Number(s) : s));
    for (let n = path.length; n >= 0; n--) {
      const node = findNodeAtLocation(this.tree, path.slice(0, n));
      if (node) {
        // For a property, point at its key: that is the text an editor has to change.
        if (key && n === path.length && node.parent?.type === 'property') {
          return node.parent.children?.[0] ?? node;
        }
        return node;
      }
    }
    return this.tree;
  }

  problem(pointer: string, message: string, opts: { key?: boolean } = {}): Problem {
    return this.at(this.node(pointer, opts)?.offset ?? 0, pointer, message);
  }
}

export function parsePointer(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
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

function syntaxMessage(e: ParseError, text: string): string {
  const code = printParseErrorCode(e.error);
  const near = JSON.stringify(text.slice(e.offset, e.offset + 12));
  return `invalid JSON: ${HINTS[code] ?? code} (near ${near})`;
}
