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

/**
 * Keeps a message readable whatever the file holds: in a message grown past 1000 characters (a
 * pasted 5 MB string), quoted text or pointer segments longer than 100 characters are cut.
 */
export function tidy(text: string): string {
  // Ordinary messages (a few hundred characters of our own words) are left exactly as written.
  if (text.length <= 1000) return text;
  return text
    .replace(
      /"([^"]{100})[^"]*"/g,
      (all, head: string) => `"${head}…" (${all.length - 2} characters)`,
    )
    .replace(/\/([^/]{100})[^/]*/g, (all, head: string) => `/${head}…`);
}

/**
 * "FILE:LINE:COL  MESSAGE": what an editor needs, and what VS Code's terminal turns into a link.
 * `verbose` adds the JSON pointer (for tools and for developers reading a deep path).
 */
export function formatProblem(p: Problem, { verbose = false } = {}): string {
  const where = `${p.file}:${p.line}:${p.column}`;
  return verbose
    ? `${where}  ${tidy(p.pointer) || '/'}  ${tidy(p.message)}`
    : `${where}  ${tidy(p.message)}`;
}

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column,
  );
}
