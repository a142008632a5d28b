/**
 * The repository explains itself from a clone: code, tests, schemas and configuration cite
 * docs/ (docs/README.md, "Pointing at the docs from code"), never a document the clone lacks
 * (the agency's specification by section number, a design note kept elsewhere, a tracker's
 * issue number, a path outside the repository). Every docs/ anchor cited must be a heading of
 * that file, so renaming a heading without fixing its citations fails here.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Folders whose every text file is read, and the root's own files (configuration, README). */
const DIRS = ['src', 'scripts', 'editor', 'tests', 'schemas', 'public', 'docs', '.ci', '.vscode'];
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', 'catalogue', 'test-results']);
const TEXT = /\.(ts|tsx|js|mjs|cjs|json|md|html|css|ya?ml|txt)$|^run$/;
/** Generated records of hashes and versions, with no prose to cite anything. */
const SKIP_FILES = new Set(['package-lock.json', 'locales-made-from.json']);

/*
 * Citations a clone cannot follow. The patterns are built from parts so that this file, which
 * is scanned too, does not cite what it forbids.
 */
const SECTION = '§';
const FORBIDDEN: readonly { what: string; re: RegExp }[] = [
  { what: 'the specification by section', re: new RegExp(`\\bspec\\s*${SECTION}`, 'i') },
  { what: 'a design note outside the repository', re: /\bDESIGN(\.md\b|\s+§|\s+decision)/ },
  { what: 'a design decision by number', re: /\bdecision\s+\d+/i },
  { what: 'an issue number', re: /\bissue\s*#?\d+/i },
  { what: 'a path outside the repository', re: /\.\.\/shared\/|\/work\/(shared|main)\b/ },
];

/** A docs/ file cited from code, with an optional anchor. */
const DOCS_CITATION = /\bdocs\/[\w/.-]*?\.md(?:#([\p{L}\p{N}_-]+))?/gu;
/** A Markdown link's target: [text](target) or [text](target "title"). */
const MD_LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

export interface Finding {
  file: string;
  line: number;
  problem: string;
}

function* walk(dir: string): Generator<string> {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    if (e.isDirectory()) {
      if (!SKIP_DIRS.has(e.name)) yield* walk(path.join(dir, e.name));
    } else if (e.isFile() && TEXT.test(e.name) && !SKIP_FILES.has(e.name)) {
      yield path.join(dir, e.name);
    }
  }
}

/** The files the rule covers, relative to `base`. */
export function scannedFiles(base: string): string[] {
  const rootFiles = fs
    .readdirSync(base, { withFileTypes: true })
    .filter((e) => e.isFile() && TEXT.test(e.name) && !SKIP_FILES.has(e.name))
    .map((e) => path.join(base, e.name));
  const nested = DIRS.flatMap((d) => [...walk(path.join(base, d))]);
  return [...rootFiles, ...nested].map((f) => path.relative(base, f).split(path.sep).join('/'));
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
export function githubSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor of a Markdown file, duplicates numbered as GitHub numbers them (-1, -2 …). */
export function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const m = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!m?.[1]) continue;
    const slug = githubSlug(m[1]);
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return anchors;
}

/** What in `base` cites something a clone lacks, or a docs/ anchor that does not exist. */
export function findProblems(base: string): Finding[] {
  const anchorCache = new Map<string, Set<string> | null>();
  const anchors = (rel: string) => {
    if (!anchorCache.has(rel)) {
      const file = path.join(base, rel);
      anchorCache.set(rel, fs.existsSync(file) ? anchorsOf(fs.readFileSync(file, 'utf8')) : null);
    }
    return anchorCache.get(rel) ?? null;
  };
  /** Why `target` (a path from the root, with an optional anchor) cannot be followed, or null. */
  const broken = (target: string, anchor: string | undefined): string | null => {
    if (target.startsWith('..') || path.isAbsolute(target)) return 'a path outside the repository';
    if (!fs.existsSync(path.join(base, target))) return 'a file that does not exist';
    if (anchor === undefined || !target.endsWith('.md')) return null;
    return anchors(target)?.has(anchor) ? null : `no heading "#${anchor}" in ${target}`;
  };

  const findings: Finding[] = [];
  for (const file of scannedFiles(base)) {
    const lines = fs.readFileSync(path.join(base, file), 'utf8').split('\n');
    lines.forEach((text, i) => {
      const at = (problem: string) => findings.push({ file, line: i + 1, problem });
      for (const { what, re } of FORBIDDEN) if (re.test(text)) at(`cites ${what}`);
      for (const m of text.matchAll(DOCS_CITATION)) {
        const [cited, anchor] = [m[0].split('#')[0] ?? '', m[1]];
        const why = broken(cited, anchor);
        if (why) at(`cites ${m[0]}: ${why}`);
      }
      if (!file.endsWith('.md')) return;
      for (const m of text.matchAll(MD_LINK)) {
        const target = m[1] ?? '';
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
        const [rel = '', anchor] = target.split('#');
        const resolved = rel
          ? path.posix.normalize(path.posix.join(path.posix.dirname(file), rel))
          : file;
        const why = broken(resolved, anchor);
        if (why) at(`links ${target}: ${why}`);
      }
    });
  }
  return findings;
}

const show = (f: Finding) => `${f.file}:${f.line} ${f.problem}`;

describe('the repository explains itself from a clone', () => {
  it('cites nothing a clone lacks, and every docs/ anchor it cites exists', () => {
    expect(findProblems(root).map(show)).toEqual([]);
  });

  it('computes anchors the way GitHub does', () => {
    const md = [
      '# Forms',
      '## Submission delays',
      '## `stickyCta` bar, 50% (threshold)',
      '```',
      '## not a heading',
      '```',
      '## Submission delays',
      '## Hero — [visuals](x.md)',
    ].join('\n');
    expect([...anchorsOf(md)]).toEqual([
      'forms',
      'submission-delays',
      'stickycta-bar-50-threshold',
      'submission-delays-1',
      'hero--visuals',
    ]);
  });

  it('finds each kind of citation a clone cannot follow (the scan can fail)', () => {
    // Written in parts, so that the scan of this very file does not find them.
    const forms = 'docs/site/' + 'forms.md';
    const nothing = 'docs/site/' + 'nothing.md';
    const shared = '../sha' + 'red/spec/x.md';
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-links-'));
    try {
      fs.mkdirSync(path.join(dir, 'docs/site'), { recursive: true });
      fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
      fs.mkdirSync(path.join(dir, 'schemas'), { recursive: true });
      fs.writeFileSync(path.join(dir, forms), '# Forms\n\n## Submission delays\n');
      fs.writeFileSync(
        path.join(dir, 'src/a.ts'),
        [
          `/** Fine: ${forms}#submission-delays */`,
          `// contact waits 1 s (spec ${SECTION}7)`,
          '// see DESIGN' + '.md for why',
          '// consent first (decision ' + '9)',
          '// fixed in issue ' + '12',
          `// ${forms}#submission-delay`,
          `// ${nothing}`,
        ].join('\n'),
      );
      fs.writeFileSync(
        path.join(dir, 'schemas/b.schema.json'),
        JSON.stringify({ description: `Simulated (spec ${SECTION}7).` }),
      );
      fs.writeFileSync(
        path.join(dir, 'README.md'),
        `Spec: [here](${shared}), [forms](${forms}#nope), [ok](${forms})\n`,
      );
      expect(findProblems(dir).map(show)).toEqual([
        'README.md:1 cites a path outside the repository',
        `README.md:1 cites ${forms}#nope: no heading "#nope" in ${forms}`,
        `README.md:1 links ${shared}: a path outside the repository`,
        `README.md:1 links ${forms}#nope: no heading "#nope" in ${forms}`,
        'src/a.ts:2 cites the specification by section',
        'src/a.ts:3 cites a design note outside the repository',
        'src/a.ts:4 cites a design decision by number',
        'src/a.ts:5 cites an issue number',
        `src/a.ts:6 cites ${forms}#submission-delay: no heading "#submission-delay" in ${forms}`,
        `src/a.ts:7 cites ${nothing}: a file that does not exist`,
        'schemas/b.schema.json:1 cites the specification by section',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
