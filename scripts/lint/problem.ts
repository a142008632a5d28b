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

/**
 * One problem as a GitHub Actions workflow command, so a pull request shows it on its line:
 * `::error file=pages/about.json,line=5,col=57,title=lint:pages::must be …`. GitHub reads `%`,
 * CR and LF (and `:` `,` inside properties) as syntax, so they are percent-encoded.
 */
export function githubAnnotation(p: Problem): string {
  const data = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const prop = (s: string) => data(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
  return `::error file=${prop(p.file)},line=${p.line},col=${p.column},title=${prop('lint:pages')}::${data(p.message)}`;
}
