import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runLint } from '../../scripts/lint/lint.ts';
import { formatProblem, sortProblems } from '../../scripts/lint/problem.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/lint');

/** The valid fixture site with one fixture's files laid over it, linted; problems as printed (without --verbose). */
export function lintFixture(name: string): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `lint-${name}-`));
  fs.cpSync(path.join(FIXTURES, 'valid'), dir, { recursive: true });
  if (name !== 'valid') fs.cpSync(path.join(FIXTURES, name), dir, { recursive: true });
  try {
    return sortProblems(runLint({ root: dir }).problems).map((p) => formatProblem(p));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
