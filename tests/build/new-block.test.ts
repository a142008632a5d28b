import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyRepository } from '../../scripts/lib/scratch';
import { blockFolder } from '../../scripts/lib/schemas';
import { root } from '../../scripts/lib/paths';
import type * as ServerEntry from '../../src/entryServer';
import type * as Catalogue from '../../scripts/lib/catalogue';
import type * as EditorConfig from '../../editor/config';
import type * as EditorWords from '../../editor/words';
import type * as Namespaces from '../../src/engine/namespaces';
import type * as Registry from '../../src/generated/registry';
import type { ResolvedPage } from '../../src/engine/resolve';
import type { Schema } from '../../editor/schema';

/*
 * A block is defined in its folder and its schema: in a copy of the repository, a new block
 * type is added as those files alone (and a page that uses it), `npm run gen:types` runs, and
 * the block is then everywhere a block must be: the lint, the types, a rendered page, the
 * catalogue and the editor's drawer. Nothing else is edited.
 */

const TYPE = 'scratchNote';
const FOLDER = blockFolder(TYPE);
const KEY = 'common:actions.contact';

const description = 'A short note in a box, made by a test to prove a block needs only its folder.';
const example = { type: TYPE, text: KEY };
const added: Record<string, string> = {
  [`src/blocks/${FOLDER}/index.tsx`]: `import type { ScratchNote as ScratchNoteBlock } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';

export default function ScratchNote({ block }: { block: ScratchNoteBlock }) {
  const text = useText();
  return (
    <section data-scratch-note>
      <p>{text(block.text)}</p>
    </section>
  );
}
`,
  [`src/blocks/${FOLDER}/block.ts`]: `import type { Load } from '../../engine/descriptor';

export const load: Load<'${TYPE}'> = () => import('./index');
`,
  [`schemas/blocks/${TYPE}.schema.json`]: JSON.stringify(
    {
      $schema: 'http://json-schema.org/draft-07/schema#',
      title: 'ScratchNote',
      description,
      markdownDescription: `${description}\n\n\`\`\`json\n${JSON.stringify(example, null, 2)}\n\`\`\``,
      type: 'object',
      additionalProperties: false,
      required: ['type', 'text'],
      properties: {
        type: { const: TYPE, description: `Block type: ${TYPE}.` },
        id: {
          $ref: '../defs.schema.json#/definitions/blockId',
          description: 'Optional id of the block, unique within the page.',
        },
        text: {
          $ref: '../defs.schema.json#/definitions/textKey',
          description: 'The words of the note.',
        },
      },
      examples: [example],
      defaultSnippets: [
        {
          label: `${TYPE} block`,
          description: `${description} Its words go in locales/<language>/<file>.json.`,
          body: { type: TYPE, text: '${1:common}:${2:actions.contact}' },
        },
      ],
    },
    null,
    2,
  ),
  'pages/scratch-note.json': JSON.stringify(
    {
      $schema: '../schemas/page.schema.json',
      schemaVersion: 3,
      meta: { title: 'about:meta.title', description: 'about:meta.description' },
      blocks: [example],
    },
    null,
    2,
  ),
};

let dir = '';
const at = (rel: string) => path.join(dir, rel);
const load = <T>(rel: string) => import(/* @vite-ignore */ at(rel)) as Promise<T>;
const json = <T = Record<string, unknown>>(rel: string) =>
  JSON.parse(fs.readFileSync(at(rel), 'utf8')) as T;
const words = (lang: string, ns: string) => json(`locales/${lang}/${ns}.json`);
const english = (key: string) => {
  const [ns, rest] = key.split(':') as [string, string];
  return rest
    .split('.')
    .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], words('en', ns));
};

/** A script in the copy, run beside the test's own work: the machine's second core is idle. */
const started = (args: string[]) =>
  new Promise<{ code: number; out: string }>((done) => {
    execFile(process.execPath, args, { cwd: dir, maxBuffer: 16 << 20 }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });

/**
 * The TypeScript compiler's verdict on the generated modules and the new descriptor (and through
 * the registry, the new component), with the repository's compiler options.
 */
const TYPE_CHECK = `
const ts = require('typescript');
const file = ts.readConfigFile('tsconfig.json', ts.sys.readFile);
const config = ts.parseJsonConfigFileContent(file.config, ts.sys, process.cwd());
const rootNames = ${JSON.stringify(['src/generated/registry.ts', 'src/generated/blocks.ts', `src/blocks/${FOLDER}/block.ts`, `src/blocks/${FOLDER}/index.tsx`])}
  .map((f) => require('node:path').resolve(f));
const program = ts.createProgram({ rootNames, options: { ...config.options, noEmit: true } });
const problems = rootNames
  .flatMap((f) => ts.getPreEmitDiagnostics(program, program.getSourceFile(f)))
  .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\\n'));
console.log(JSON.stringify(problems));
`;

let lint: ReturnType<typeof started>;
let typeCheck: ReturnType<typeof started>;
let stale: ReturnType<typeof started>;

beforeAll(async () => {
  dir = copyRepository(fs.mkdtempSync(path.join(os.tmpdir(), 'new-block-')));
  for (const [rel, text] of Object.entries(added)) {
    fs.mkdirSync(path.dirname(at(rel)), { recursive: true });
    fs.writeFileSync(at(rel), text);
  }
  stale = started(['--import', 'tsx', 'scripts/generate/genTypes.ts', '--check']);
  await stale;
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/generate/genTypes.ts'], {
    cwd: dir,
    stdio: 'pipe',
  });
  lint = started(['--import', 'tsx', 'scripts/lint/lintPages.ts']);
  typeCheck = started(['-e', TYPE_CHECK]);
}, 60_000);

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('a new block type, added as its folder and its schema', () => {
  it('changes nothing but the generated files', () => {
    const tracked = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
      { cwd: root, encoding: 'utf8' },
    )
      .split('\0')
      // Files only: a work tree's node_modules may be an untracked symlink to a folder.
      .filter(
        (f) => f && fs.existsSync(path.join(root, f)) && fs.statSync(path.join(root, f)).isFile(),
      );
    const changed = tracked.filter(
      (f) => !fs.readFileSync(path.join(root, f)).equals(fs.readFileSync(at(f))),
    );
    expect(changed.sort()).toEqual([
      'schemas/page.schema.json',
      'src/generated/registry.ts',
      'src/generated/schema-types.ts',
    ]);
  });

  it('fails `npm run check:types` until the generator has run', async () => {
    const { code, out } = await stale;
    expect(code).toBe(1);
    expect(out).toContain(
      'schemas/page.schema.json, src/generated/registry.ts, src/generated/schema-types.ts are stale',
    );
  });

  it(
    'passes `npm run lint:pages`, page and engine checks included',
    { timeout: 45_000 },
    async () => {
      const { code, out } = await lint;
      expect(out).toMatch(/all valid/);
      expect(code).toBe(0);
      // The page schema now lets a page use the block, and checks it against the block's schema.
      const page = json<{ definitions: { block: object } }>('schemas/page.schema.json');
      expect(JSON.stringify(page.definitions.block)).toContain(`blocks/${TYPE}.schema.json`);
    },
  );

  it(
    'type-checks: the registry has its component, typed by its schema',
    { timeout: 45_000 },
    async () => {
      const { code, out } = await typeCheck;
      expect(code).toBe(0);
      expect(JSON.parse(out)).toEqual([]);
    },
  );

  it('renders in a page through the engine', async () => {
    const server = await load<typeof ServerEntry>('src/entryServer.tsx');
    const { pageNamespaces } = await load<typeof Namespaces>('src/engine/namespaces.ts');
    const page = json<ResolvedPage['page']>('pages/scratch-note.json');
    const namespaces = pageNamespaces(page);
    const resolution: ResolvedPage = {
      kind: 'page',
      lang: 'en',
      path: '/scratch-note',
      file: '/pages/scratch-note.json',
      params: {},
      page,
      namespaces,
    };
    const resources = Object.fromEntries(namespaces.map((ns) => [ns, words('en', ns)]));
    const { app } = await server.render('/scratch-note', resolution, resources);
    expect(app).toMatch(/<section data-scratch-note="true"><p>([^<]*)<\/p>/);
    expect(/data-scratch-note="true"><p>([^<]*)</.exec(app)?.[1]).toBe(english(KEY));
    expect(server.blockTypes).toContain(TYPE);
  });

  it('appears in the block catalogue, its example drawn', async () => {
    const { catalogueEntries } = await load<typeof Catalogue>('scripts/lib/catalogue.ts');
    const { registry } = await load<typeof Registry>('src/generated/registry.ts');
    const { entries, failures } = catalogueEntries(new Set(Object.keys(registry)));
    const entry = entries.find((e) => e.block.type === TYPE);
    expect(entry?.block).toMatchObject({
      description,
      schemaFile: `schemas/blocks/${TYPE}.schema.json`,
    });
    expect(entry?.block.problem).toBeUndefined();
    expect(failures).toEqual([]);
    const server = await load<typeof ServerEntry>('src/entryServer.tsx');
    const html = await server.renderBlocks({
      blocks: entry!.examples,
      lang: 'en',
      pathname: '/',
      resources: { common: words('en', 'common') },
    });
    expect(html).toContain(String(english(KEY)));
  });

  it("is in the visual editor's drawer, starting as its example", async () => {
    const { makeConfig } = await load<typeof EditorConfig>('editor/config.tsx');
    const { WordStore } = await load<typeof EditorWords>('editor/words.ts');
    const files = Object.fromEntries(
      [
        'schemas/page.schema.json',
        'schemas/defs.schema.json',
        ...fs.readdirSync(at('schemas/blocks')).map((f) => `schemas/blocks/${f}`),
      ].map((rel) => [rel, json<Schema>(rel)]),
    );
    const store = new WordStore({ en: { common: words('en', 'common') } }, {}, ['en'], 'en');
    const config = makeConfig(files, store, 'scratch-note', {});
    expect(config.categories?.blocks?.components).toContain(TYPE);
    expect(config.components[TYPE]?.defaultProps).toEqual({ text: KEY });
  });
});
