import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { root } from '../../scripts/lib/paths.ts';

/**
 * Every dependency between our modules runs one way. An import circle, even through a type-only
 * or a dynamic import, means two modules can only be understood (and moved) together, and it
 * fixes an evaluation order that breaks as soon as one of them reads the other at load time.
 * Two layers also keep their direction: the engine renders any page without knowing the app
 * around it, and content files are read without knowing which blocks show them.
 *
 * The graph comes from TypeScript's own import scanner (`ts.preProcessFile`: no type-checking,
 * the whole tree in well under a second), so `import type`, `export … from` and `import()` all
 * count, as they do for `npx madge --circular --extensions ts,tsx src editor scripts`.
 */
const DIRS = ['src', 'editor', 'scripts', 'cms'];
const EXTENSIONS = ['.ts', '.tsx'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(abs);
    return EXTENSIONS.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith('.d.ts')
      ? [abs]
      : [];
  });
}

/** The file a relative specifier names, as Vite and tsx resolve it; null for anything else. */
function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, 'index' + ext)),
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
  ];
  return candidates.find((file) => EXTENSIONS.includes(path.extname(file)) && isFile(file)) ?? null;
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

type Graph = Map<string, string[]>;

const specifiers = (text: string) =>
  ts.preProcessFile(text, true, true).importedFiles.map((ref) => ref.fileName);

function importGraph(): Graph {
  const graph: Graph = new Map();
  for (const file of DIRS.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    const targets = specifiers(fs.readFileSync(file, 'utf8'))
      .map((specifier) => resolve(file, specifier))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** One circle per strongly connected group of modules (Tarjan), as root-relative paths. */
function circles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(path.relative(root, member));
    } while (member !== node);
    if (group.length > 1 || graph.get(node)?.includes(node)) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** Imports from files under `from` of files under `to`, as "importer -> imported". */
function crossings(graph: Graph, from: string, to: string): string[] {
  const inside = (file: string, dir: string) =>
    path.relative(path.join(root, dir), file).split(path.sep)[0] !== '..';
  return [...graph].flatMap(([file, targets]) =>
    inside(file, from)
      ? targets
          .filter((target) => inside(target, to))
          .map((target) => `${path.relative(root, file)} -> ${path.relative(root, target)}`)
      : [],
  );
}

/**
 * The layers of the code, lowest first. A module may import from its own layer and the layers
 * below it; what imports upward can only be understood and moved with what is above it. The
 * site's words and content are its ground; the engine renders any page; the interface parts,
 * forms, consent and blocks are built on it; the app assembles them. Scripts' shared library
 * comes before the lint that uses it, the editor's content API after; the team service's
 * database, HTTP basics and accounts before the rooms that use them, its assembly last; the
 * commands (build, bench, …) above all. The generated registry, which imports every block to
 * list it, is outside the layers.
 */
const LAYERS: readonly (string | readonly string[])[] = [
  'src/i18n',
  'src/content',
  'src/engine',
  'src/seo',
  'src/analytics',
  'src/ui',
  'src/forms',
  'src/consent',
  'src/blocks',
  'src/app',
  'src',
  'scripts/lib',
  'scripts/lint',
  'scripts/lib/edit',
  'editor',
  'cms/db',
  'cms/http',
  'cms/auth',
  'cms/git',
  'cms/analytics',
  'cms/leads',
  'cms/drafts-web',
  'cms/server',
  'cms',
  ['bench', 'build', 'edit', 'generate', 'i18n', 'maintain', 'serve', 'test', 'vite'].map(
    (room) => `scripts/${room}`,
  ),
];

/** Imports from a module to one in a higher layer, as "importer -> imported". */
function upwardImports(graph: Graph, layers: typeof LAYERS): string[] {
  const rank = (file: string): number | null => {
    const rel = path.relative(root, file);
    if (rel.startsWith('src/generated/')) return null;
    let best: { rank: number; length: number } | null = null;
    layers.forEach((layer, i) => {
      for (const dir of [layer].flat())
        if (rel.startsWith(dir + '/') && (!best || dir.length > best.length))
          best = { rank: i, length: dir.length };
    });
    return (best as { rank: number } | null)?.rank ?? null;
  };
  return [...graph].flatMap(([file, targets]) => {
    const from = rank(file);
    return targets
      .filter((target) => {
        const to = rank(target);
        return from !== null && to !== null && to > from;
      })
      .map((target) => `${path.relative(root, file)} -> ${path.relative(root, target)}`);
  });
}

/** The package a bare specifier names ("@scope/name" or "name"); null for files and Node's own. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('node:')) return null;
  const name = specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
  return builtinModules.includes(name) ? null : name;
}

/** What a file needs when it runs: type-only imports are erased before that. */
const runtimeSpecifiers = (text: string) =>
  specifiers(text.replace(/\b(?:import|export)\s+type\s[^;]*?from\s*['"][^'"]+['"]/g, ''));

const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** The packages `files` load when they run, with the peers those packages load in turn. */
function runtimePackages(files: string[]): Set<string> {
  const found = new Set<string>();
  const add = (name: string) => {
    if (found.has(name)) return;
    found.add(name);
    const meta = path.join(root, 'node_modules', name, 'package.json');
    const peers = fs.existsSync(meta)
      ? (JSON.parse(fs.readFileSync(meta, 'utf8')) as { peerDependencies?: object })
          .peerDependencies
      : undefined;
    for (const peer of Object.keys(peers ?? {})) if (peer in manifest.dependencies) add(peer);
  };
  for (const file of files)
    for (const name of runtimeSpecifiers(fs.readFileSync(file, 'utf8')).map(packageOf))
      if (name) add(name);
  return found;
}

/** Every file `entry` reaches through the graph, itself included. */
function reachable(graph: Graph, entry: string): string[] {
  const seen = new Set([entry]);
  for (const file of seen) for (const to of graph.get(file) ?? []) seen.add(to);
  return [...seen];
}

describe('package.json', () => {
  const graph = importGraph();
  const everything = [...graph.keys(), ...sourceFiles(path.join(root, 'tests'))];

  it('declares every package the code imports', () => {
    const declared = { ...manifest.dependencies, ...manifest.devDependencies };
    const used = new Set(
      everything.flatMap((f) => specifiers(fs.readFileSync(f, 'utf8')).map(packageOf)),
    );
    expect([...used].filter((name): name is string => !!name && !(name in declared))).toEqual([]);
  });

  it('puts in dependencies exactly what runs in production', () => {
    // In production the visitor's browser runs the modules src/ imports, `npm run serve` runs
    // scripts/serve/serve.ts through its loader (tsx), and the team's service runs cms/ (built,
    // with the modules of scripts/ it imports, whose packages the bundle leaves as imports),
    // which builds the site for its previews and publications and builds its editor: the
    // scripts of `lint:pages`, `build:site` and `build:editor`, Vite with its configurations and
    // what they load, editor/, and the packages the build reads as files (the stylesheet's
    // Tailwind and fonts). What only checks, measures or develops is a devDependency.
    const [loader = '', entry = ''] = manifest.scripts.serve!.split(' ');
    const browser = sourceFiles(path.join(root, 'src'));
    const service = sourceFiles(path.join(root, 'cms'));
    const builds = ['lint:pages', 'build:site', 'build:editor', 'build:cms']
      .flatMap((name) => manifest.scripts[name]!.split('&&'))
      .map((command) => command.trim().split(/\s+/))
      .filter(([tool]) => tool === 'tsx')
      .map(([, file]) => path.join(root, file!));
    const configs = ['vite.config.ts', 'vite.editor.config.ts', 'vite.cms.config.ts'];
    const runtime = runtimePackages([
      ...browser,
      ...service.flatMap((file) => reachable(graph, file)),
      ...sourceFiles(path.join(root, 'editor')),
      ...reachable(graph, path.join(root, entry)),
      ...builds.flatMap((file) => reachable(graph, file)),
      ...configs.flatMap((file) => [
        path.join(root, file),
        ...specifiers(fs.readFileSync(path.join(root, file), 'utf8'))
          .map((s) => resolve(path.join(root, file), s))
          .filter((f): f is string => f !== null)
          .flatMap((f) => reachable(graph, f)),
      ]),
    ]);
    runtime.add(loader);
    runtime.add('vite');
    // Read as files by the build: the stylesheet's imports, and the fonts it cuts.
    const styles = fs.readFileSync(path.join(root, 'src/styles.css'), 'utf8');
    const fonts = fs.readFileSync(path.join(root, 'scripts/build/fonts.ts'), 'utf8');
    for (const m of `${styles}\n${fonts}`.matchAll(
      /(?:@import\s+|source:\s*)['"](@?[\w-]+(?:\/[\w-]+)?)/g,
    ))
      if (m[1]! in manifest.dependencies || m[1]! in manifest.devDependencies) runtime.add(m[1]!);
    expect(Object.keys(manifest.dependencies).sort()).toEqual([...runtime].sort());
  });
});

describe('import graph', () => {
  const graph = importGraph();

  it('reads the whole tree', () => {
    // A resolver that silently lost its way would find no circle in an empty graph.
    expect(graph.size).toBeGreaterThan(200);
    const edges = [...graph.values()].reduce((n, targets) => n + targets.length, 0);
    expect(edges).toBeGreaterThan(graph.size);
  });

  it('has no import circle', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('counts type-only, re-exporting and dynamic imports', () => {
    const text = [
      "import type { A } from './a';",
      "import {\n  type B,\n} from './b';",
      "export { C } from './c';",
      "const d = () => import('./d');",
      "import './e.css';",
    ].join('\n');
    expect(specifiers(text)).toEqual(['./a', './b', './c', './d', './e.css']);
    const a = path.join(root, 'src/a.ts');
    const b = path.join(root, 'src/b.ts');
    expect(
      circles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([['src/a.ts', 'src/b.ts']]);
  });

  it('keeps the engine free of the app around it', () => {
    expect(crossings(graph, 'src/engine', 'src/app')).toEqual([]);
  });

  it('keeps content free of the blocks that show it', () => {
    expect(crossings(graph, 'src/content', 'src/blocks')).toEqual([]);
  });

  it('imports only from its own layer or the layers below it', () => {
    expect(upwardImports(graph, LAYERS)).toEqual([]);
  });

  it('finds an upward import', () => {
    const fake: Graph = new Map([
      [path.join(root, 'src/engine/a.ts'), [path.join(root, 'src/ui/b.tsx')]],
      [path.join(root, 'src/ui/b.tsx'), [path.join(root, 'src/engine/c.ts')]],
    ]);
    expect(upwardImports(fake, LAYERS)).toEqual(['src/engine/a.ts -> src/ui/b.tsx']);
  });
});
