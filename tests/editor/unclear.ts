/**
 * What a message an editor sees may not hold: a file's path, a command to type, a developer's
 * word, a status number. Returns what it found, for the failing test to show.
 */
const UNCLEAR: [string, RegExp][] = [
  ['a path', /\b(?:pages|locales|content|schemas|public|src|scripts)\/|\.(?:json|md|tsx?)\b/],
  ['a command', /\bnpm\b|\bnpx\b|(?<![.\w])tsx\b|\bgit [a-z]+/],
  ['a developer’s word', /\b(?:lint(?:ed|ing)?|schemas?|commits?|worktrees?)\b/i],
  // Upper case only: "http://" in a message about links is what the person types.
  ['a developer’s word', /\b(?:JSON|HTTP)\b/],
  ['a status number', /\b(?:answered|status|error) [1-5]\d\d\b/i],
];

/** The unclear things in `text`, none when it is plain words. */
export function unclear(text: string): string[] {
  return UNCLEAR.filter(([, find]) => find.test(text)).map(
    ([what, find]) => `${what}: “${find.exec(text)![0]}” in “${text.slice(0, 300)}”`,
  );
}
