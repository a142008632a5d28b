/** One thing wrong with one file, located so an editor can jump to it. */
export interface Problem {
  /** Path relative to the repository root, with forward slashes. */
  file: string;
  line: number;
  column: number;
  /** JSON pointer inside the file ("" for the whole file). */
  pointer: string;
  message: string;
  /**
   * A translation saved as still to do: the visual editor may save it (work goes on), the build
   * may not publish it.
   */
  pending?: true;
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
export function githubAnnotation(p: Problem, level: 'error' | 'warning' = 'error'): string {
  const data = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const prop = (s: string) => data(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
  return `::${level} file=${prop(p.file)},line=${p.line},col=${p.column},title=${prop('lint:pages')}::${data(p.message)}`;
}

/**
 * Adds every item of a long list: `list.push(...more)` passes each item as an argument, and a
 * page with 200,000 problems overflowed the call stack ("Maximum call stack size exceeded").
 */
export function append<T>(list: T[], more: Iterable<T>): void {
  for (const item of more) list.push(item);
}

/** Problems of one kind listed in a run; past it, one line counts the rest. */
export const SHOWN_PER_KIND = 200;

/**
 * What makes two messages "alike": the same words once quoted names, numbers and the hint
 * after " — " (a did-you-mean, or the allowed names) are set aside ("unknown property "a"" and "unknown property "b"").
 */
export const kindOf = (message: string): string =>
  message
    .replace(/ — [^]*$/, '')
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\d+/g, '0');

/**
 * The first SHOWN_PER_KIND problems of each kind (in the order given: sort first), and for a kind
 * with more, one problem at the first one left out: "and 49,800 more like it: …". A pasted file
 * of 50,000 unknown names is one mistake repeated: an editor reads the first few, not a report
 * of 50,000 lines (and the editor's save sends them all to the browser).
 */
export function capPerKind(sorted: readonly Problem[], limit = SHOWN_PER_KIND): Problem[] {
  const kinds = new Map<string, { count: number; summary?: Problem; first?: string }>();
  const out: Problem[] = [];
  for (const p of sorted) {
    const kind = kindOf(p.message);
    let k = kinds.get(kind);
    if (!k) kinds.set(kind, (k = { count: 0 }));
    if (++k.count <= limit) out.push(p);
    else if (!k.summary) {
      k.summary = { ...p };
      k.first = p.message;
      out.push(k.summary);
    }
  }
  for (const k of kinds.values())
    if (k.summary) {
      const first = k.first ?? '';
      const shown = first.length > 100 ? `${first.slice(0, 100)}…` : first;
      k.summary.message = `and ${(k.count - limit).toLocaleString('en')} more like it: ${shown}`;
    }
  return out;
}
