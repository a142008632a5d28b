/**
 * What a draft changes, in words a publisher reads without opening a file: which page, which of
 * its sections, which texts in which languages, which content entries. Built from the two
 * versions of each changed file (the remote's main and the draft).
 */
/** A file a draft adds, changes, deletes or renames, against the remote's main. */
export interface Change {
  file: string;
  status: 'added' | 'changed' | 'deleted' | 'renamed';
}

export interface Described {
  file: string;
  lines: string[];
}

type Json = Record<string, unknown>;

const language = (code: string) => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
};

function parse(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A section's name on its page: its id, else its type and place; an include names its section. */
function sectionName(block: unknown, index: number): string {
  const b = (block ?? {}) as Json;
  if (typeof b.include === 'string') return `shared section “${b.include}”`;
  const type = typeof b.type === 'string' ? b.type : 'section';
  return typeof b.id === 'string' ? `“${b.id}” (${type})` : `${type} #${index + 1}`;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function describePage(name: string, before: unknown, after: unknown): string[] {
  if (before === null) return [`New page “${name}”.`];
  if (after === null) return [`Page “${name}” removed.`];
  if (before === undefined || after === undefined) return [`Page “${name}” changed.`];
  const lines: string[] = [];
  const blocks = (page: unknown) => {
    const list = page && typeof page === 'object' ? (page as Json).blocks : undefined;
    return (Array.isArray(list) ? list : []).map((b, i) => ({ name: sectionName(b, i), b }));
  };
  const old = blocks(before);
  const now = blocks(after);
  const oldNames = old.map((s) => s.name);
  const nowNames = now.map((s) => s.name);
  for (const s of now)
    if (!oldNames.includes(s.name)) lines.push(`Page “${name}”: section ${s.name} added.`);
  for (const s of old)
    if (!nowNames.includes(s.name)) lines.push(`Page “${name}”: section ${s.name} removed.`);
  const kept = nowNames.filter((n) => oldNames.includes(n));
  if (
    !same(
      kept,
      oldNames.filter((n) => nowNames.includes(n)),
    )
  )
    lines.push(`Page “${name}”: sections in a new order (${kept.join(', ')}).`);
  for (const s of now) {
    const was = old.find((o) => o.name === s.name);
    if (was && !same(was.b, s.b)) lines.push(`Page “${name}”: section ${s.name} changed.`);
  }
  if (!same((before as Json).meta, (after as Json).meta))
    lines.push(`Page “${name}”: title or description for search engines changed.`);
  return lines.length
    ? lines
    : [`Page “${name}”: layout of the file changed, nothing a visitor sees.`];
}

/** Every text of a words file, by its dotted name. */
function texts(value: unknown, prefix = '', out = new Map<string, string>()) {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) texts(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `“${flat.length > 60 ? `${flat.slice(0, 59)}…` : flat}”`;
};

function describeWords(lang: string, ns: string, before: unknown, after: unknown): string[] {
  const where = `${language(lang)} texts of “${ns}”`;
  if (before === null) return [`${where}: a new file.`];
  if (after === null) return [`${where}: file removed.`];
  if (before === undefined || after === undefined) return [`${where} changed.`];
  const old = texts(before);
  const now = texts(after);
  const lines: string[] = [];
  for (const [key, text] of now) {
    const was = old.get(key);
    if (was === undefined) lines.push(`${where}: ${key} added, ${excerpt(text)}.`);
    else if (was !== text)
      lines.push(`${where}: ${key} now reads ${excerpt(text)} (was ${excerpt(was)}).`);
  }
  for (const key of old.keys()) if (!now.has(key)) lines.push(`${where}: ${key} removed.`);
  return lines.length ? lines : [`${where}: layout of the file changed, no text differs.`];
}

/**
 * The lines for each changed file. `read(file, side)` gives a file's text on either side, or
 * null where it does not exist there.
 */
export async function describeChanges(
  changes: readonly Change[],
  read: (file: string, side: 'before' | 'after') => Promise<string | null>,
): Promise<Described[]> {
  const out: Described[] = [];
  for (const { file } of changes) {
    const before = parse(await read(file, 'before'));
    const after = parse(await read(file, 'after'));
    const page = /^pages\/(?!_)(.+)\.json$/.exec(file);
    const section = /^pages\/_sections\/(.+)\.json$/.exec(file);
    const words = /^locales\/([a-z]{2,3})\/(.+)\.json$/.exec(file);
    const content = /^content\/(.+)$/.exec(file);
    let lines: string[];
    if (page) lines = describePage(page[1]!, before, after);
    else if (section) lines = describePage(`shared section ${section[1]}`, before, after);
    else if (words) lines = describeWords(words[1]!, words[2]!, before, after);
    else if (content)
      lines = [
        before === null
          ? `New content: ${content[1]}.`
          : after === null
            ? `Content removed: ${content[1]}.`
            : `Content changed: ${content[1]}.`,
      ];
    else if (/^public\/images\//.test(file))
      lines = [
        before === null
          ? `New picture ${file.slice('public/'.length)}.`
          : `Picture ${file.slice('public/'.length)} changed.`,
      ];
    else lines = [`${file} changed.`];
    out.push({ file, lines });
  }
  return out;
}
