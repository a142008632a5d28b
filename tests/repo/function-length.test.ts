import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { root } from '../../scripts/lib/paths.ts';

/**
 * Functions stay short enough to read at once: none over 120 lines outside tests and generated
 * code, and at most 15 over 80. A longer one does several things; split it by what each part
 * does (state that travels together goes in one reducer or hook). A function's lines are those
 * of its whole text, nested functions included, as ESLint's max-lines-per-function counts them.
 */
export const LONGEST = 120;
export const LONG = 80;
export const LONG_ALLOWED = 15;
const ROOMS = ['src', 'editor', 'cms', 'scripts'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(file);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

export interface Measured {
  where: string;
  lines: number;
}

/** Every function of `text` with its length in lines, named by file, line and name. */
export function functionLengths(file: string, text: string): Measured[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Measured[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ where: `${file}:${start + 1} ${nameOf(node)}`, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function nameOf(node: ts.Node): string {
  const named = node as { name?: ts.Node };
  if (named.name && ts.isIdentifier(named.name)) return named.name.text;
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name))
    return parent.name.text;
  if (parent && ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name))
    return parent.name.text;
  return '(anonymous)';
}

export function allLengths(): Measured[] {
  return ROOMS.flatMap((room) => sourceFiles(path.join(root, room))).flatMap((file) =>
    functionLengths(path.relative(root, file), fs.readFileSync(file, 'utf8')),
  );
}

describe('function length', () => {
  const lengths = allLengths();
  const show = (list: Measured[]) =>
    list.sort((a, b) => b.lines - a.lines).map((m) => `${m.lines} lines: ${m.where}`);

  it(`has no function over ${LONGEST} lines`, () => {
    expect(show(lengths.filter((m) => m.lines > LONGEST))).toEqual([]);
  });

  it(`has at most ${LONG_ALLOWED} functions over ${LONG} lines`, () => {
    const long = show(lengths.filter((m) => m.lines > LONG));
    expect(long.length, long.join('\n')).toBeLessThanOrEqual(LONG_ALLOWED);
  });

  it('counts a nested function in its outer one, and names arrows by their variable', () => {
    const body = Array.from({ length: 90 }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const text = `export function outer() {\n  const inner = () => {\n${body}\n  };\n  return inner;\n}\n`;
    const measured = functionLengths('x.ts', text);
    expect(measured.map((m) => [m.where, m.lines])).toEqual([
      ['x.ts:1 outer', 95],
      ['x.ts:2 inner', 92],
    ]);
  });
});
