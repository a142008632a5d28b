import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../../scripts/lib/paths.ts';

/**
 * No piece of code is written twice: six or more lines that stand the same, to the letter, in two
 * places outside tests and generated code mean one of them will be changed without the other.
 * Put the lines in one function both places call. As `duplicates` reads code: blank lines,
 * comments, lone punctuation and imports are passed over, and white space is folded.
 */
export const RUN = 6;
const ROOMS = ['src', 'editor', 'cms', 'scripts'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(file);
    return /\.(ts|tsx|mjs|css)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

interface Line {
  file: string;
  at: number;
  text: string;
}

/** The lines of `text` that count, with their line numbers. */
export function countedLines(file: string, text: string): Line[] {
  const lines: Line[] = [];
  let inComment = false;
  text.split('\n').forEach((raw, i) => {
    let line = raw.trim().replace(/\s+/g, ' ');
    if (inComment) {
      if (line.includes('*/')) inComment = false;
      return;
    }
    if (line.startsWith('/*')) {
      inComment = !line.includes('*/');
      return;
    }
    line = line.replace(/^\/\/.*$/, '');
    if (!line || /^[\s{}()[\];,]*$/.test(line) || /^import\s/.test(line)) return;
    if (/^\} from ['"]/.test(line)) return;
    lines.push({ file, at: i + 1, text: line });
  });
  return lines;
}

/** Each run of RUN counted lines found in two places, once per pair of places. */
export function copies(files: { file: string; text: string }[]): string[] {
  const seen = new Map<string, Line>();
  const found = new Map<string, string>();
  for (const { file, text } of files) {
    const lines = countedLines(file, text);
    for (let i = 0; i + RUN <= lines.length; i++) {
      const key = lines
        .slice(i, i + RUN)
        .map((l) => l.text)
        .join('\n');
      const first = seen.get(key);
      const here = lines[i]!;
      if (!first) seen.set(key, here);
      else if (first.file !== here.file || here.at - first.at >= RUN) {
        const pair = `${first.file}~${here.file}`;
        if (!found.has(pair))
          found.set(pair, `${first.file}:${first.at} ~ ${here.file}:${here.at}`);
      }
    }
  }
  return [...found.values()];
}

describe('copies', () => {
  it(`no ${RUN} lines stand the same in two places outside tests`, () => {
    const files = ROOMS.flatMap((room) => sourceFiles(path.join(root, room))).map((file) => ({
      file: path.relative(root, file),
      text: fs.readFileSync(file, 'utf8'),
    }));
    expect(copies(files)).toEqual([]);
  });

  it('finds a copy across files and within one, and not what only comments share', () => {
    const body = [
      'const a = 1;',
      'const b = 2;',
      'const c = a + b;',
      'log(a);',
      'log(b);',
      'log(c);',
    ];
    const other = body.map((l) => l.replace('log', 'warn')).join('\n');
    const comments = body.map((l) => `// ${l}`).join('\n');
    expect(
      copies([
        { file: 'x.ts', text: body.join('\n') },
        { file: 'y.ts', text: `function f() {\n${body.join('\n')}\n}\n` },
        { file: 'z.ts', text: `${comments}\n${body.join('\n')}\n\n${body.join('\n')}` },
        { file: 'w.ts', text: comments },
        { file: 'v.ts', text: `${other}\nlet gap;\n${other}` },
      ]),
    ).toEqual(['x.ts:1 ~ y.ts:2', 'x.ts:1 ~ z.ts:7', 'v.ts:1 ~ v.ts:8']);
  });
});
