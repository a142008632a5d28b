/**
 * The avatar's letters where a person has no photo (docs/site/about.md#team): the first letters of the first and
 * last words of the name, skipping titles such as "Dr." and the Arabic article "ال".
 */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => w && !w.endsWith('.'));
  const first = words[0] ?? name;
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  // An Arabic family name's article is no initial: "إيمان التازي" → "إت".
  const letter = (w: string | undefined) =>
    w ? (Array.from(w.replace(/^ال(?=.)/, ''))[0] ?? '') : '';
  return (letter(first) + letter(last)).toLocaleUpperCase();
}
