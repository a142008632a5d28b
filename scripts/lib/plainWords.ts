/**
 * Words for a person with no terminal and no code editor (the visual editor, the team service):
 * a file is named by what it holds, never by its path; no command to type; no developer's term.
 * Pure, with no Node import: the editor's bundle and the service share it.
 */

const languageName = (code: string) => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** What a content folder's entries are called. */
const ENTRY: Record<string, string> = {
  blog: 'article',
  team: 'team member',
  testimonials: 'testimonial',
  'case-studies': 'case study',
};

/** The folders a message may name, said as what they hold. */
const FOLDER: Record<string, string> = {
  pages: 'the pages',
  locales: 'the texts',
  content: 'the content',
  schemas: 'the rules of the content',
  public: 'the pictures and files',
  src: 'the site’s code',
  scripts: 'the site’s tools',
};

/** A file of the site, as a person reads it ("pages/about.json" → the page “about”). */
export function fileInWords(file: string): string {
  const f = file.replace(/^\.?\//, '');
  let m: RegExpExecArray | null;
  if ((m = /^pages\/_sections\/([^.]+)\.json$/.exec(f))) return `the shared section “${m[1]}”`;
  if ((m = /^pages\/([^.]+)\.json$/.exec(f))) return `the page “${m[1]}”`;
  if ((m = /^locales\/([a-z]{2,3})\/([^./]+)\.json$/.exec(f)))
    return `the ${languageName(m[1]!)} texts of “${m[2]}”`;
  if (f === 'locales-made-from.json') return 'the record of which translations are up to date';
  if (f === 'site.json') return 'the site’s settings';
  if (f === 'content/facts.json') return 'the facts';
  if ((m = /^content\/([^/.]+)\/([^/.]+)\/([a-z]{2,3})\.md$/.exec(f)))
    return `the ${languageName(m[3]!)} version of the ${ENTRY[m[1]!] ?? 'article'} “${m[2]}”`;
  if ((m = /^content\/([^/.]+)\/([^/.]+)\.json$/.exec(f)))
    return `the ${ENTRY[m[1]!] ?? `${m[1]} entry`} “${m[2]}”`;
  if ((m = /^content\/([^/.]+)(?:\.([a-z]{2,3}))?\.json$/.exec(f)))
    return m[2] ? `the ${languageName(m[2])} words of “${m[1]}”` : `the content “${m[1]}”`;
  if ((m = /^public\/(?:.*\/)?([^/]+?)\.[a-z0-9]+$/i.exec(f))) return `the picture “${m[1]}”`;
  const base = /([^/.]*)[^/]*\/*$/.exec(f)?.[1];
  return base ? `a file of the site (“${base}”)` : 'a file of the site';
}

/** A path with an extension, or a folder of the site's ("content/", "pages/<name>"). */
const PATH =
  /(?<![\w/])\/?(?:[\w@.*<>[\]-]+\/+)*[\w@*<>[\]-][\w@.*<>[\]-]*\.(?:json|md|tsx?|ya?ml)\b|(?<![\w/])\/?(?:pages|locales|content|schemas|public|src|scripts)\/+(?:[\w.*<>[\]-]+\/*)*/g;

/** A clause that tells to run a command, and any command left. */
const COMMANDS: [RegExp, string][] = [
  [/\s*\([^()]*\b(?:npm|npx|git|README|docs\/)\b[^()]*\)/g, ''],
  [
    /[,;:]?\s*(?:then |or )?(?:run|with|restore it with|by|use)\s+["`“]?(?:npm|npx|git|tsx)\b[^"`”\n]*["`”]?[^,.;\n]*/g,
    '',
  ],
  [/["`“]?\b(?:npm run|npm|npx|tsx) [\w:-]+(?: --? ?[\w:,.-]*)*["`”]?/g, ''],
  [/["`“]?\bgit (?:checkout|add|commit|restore|merge|rebase|pull|push)\b[^"`”\n.;,]*["`”]?/g, ''],
];

/** Developers' words, said plainly. */
const TERMS: [RegExp, string][] = [
  [/\bthe lint\b/gi, 'the site’s check'],
  [/\blint(?:ed|ing)?\b/gi, 'check'],
  [/\bas JSON\b/g, ''],
  [/\bJSON\b/g, 'file'],
  [/\bschemas?\b/gi, 'rules'],
  [/\bcommits?\b/gi, 'saved change'],
  [/\bworktrees?\b/gi, 'draft'],
  [/\bHTTP(?:\/[\d.]+)?\s*(?:status\s*)?\d{3}\b/g, 'an error'],
];

const MAX = 2000;

/** A message with every path in words, commands dropped and developers' words replaced. */
export function inWords(text: string): string {
  // A message quoting a pasted 5 MB text is cut first: what it says is in its first lines, and
  // the path patterns cost time in proportion to the square of the length.
  let out = text.length > MAX ? `${text.slice(0, MAX)}…` : text;
  for (const [find, put] of COMMANDS) out = out.replace(find, put);
  // Paths are said in words wherever they are; a person's own words, quoted, keep their terms
  // ("we commit to…"): only the message's are replaced.
  out = paths(out)
    .split(/("[^"\n]*"|“[^”\n]*”)/)
    .map((part, i) => (i % 2 ? part : TERMS.reduce((t, [find, put]) => t.replace(find, put), part)))
    .join('');
  return out
    .replace(/“the ([^”]*)”/g, 'the $1')
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([,.;:)])/g, '$1')
    .trim();
}

/** Every path in `text` in words; then whatever a path left behind (an extension, a folder). */
export function paths(text: string): string {
  return text
    .replace(PATH, (p) => {
      const folder = /^\/?(pages|locales|content|schemas|public|src|scripts)\/*$/.exec(p)?.[1];
      if (folder) return FOLDER[folder]!;
      if (/\.[a-z]+$/i.test(p)) return fileInWords(p);
      const [top = '', ...rest] = p.split('/').filter(Boolean);
      return `${FOLDER[top] ?? 'the site'}${rest.length ? ` (“${rest.join(' ')}”)` : ''}`;
    })
    .replace(/\.(?:json|md|tsx?)\b/g, '')
    .replace(
      /(?<!\w)\/?(pages|locales|content|schemas|public|src|scripts)\/+/g,
      (_, f: string) => `${FOLDER[f]} `,
    );
}
