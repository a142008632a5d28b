/** One thing wrong with one file, located so an editor can jump to it. */
export interface Problem {
  /** Path relative to the repository root, with forward slashes. */
  file: string;
  line: number;
  column: number;
  /** JSON pointer inside the file ("" for the whole file). */
  pointer: string;
  message: string;
}

export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}:${p.column}  ${p.pointer || '/'}  ${p.message}`;
}

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column,
  );
}
