/**
 * The block catalogue (docs/architecture.md#editors-edit-through-the-schemas): one static page
 * showing every block type, from schemas/blocks/ (title, description, examples) and the block
 * registry, each example rendered by the site's real components, in the default language and in the
 * first right-to-left one, with the site's real CSS. No list of blocks is kept here: a new schema
 * with its component appears without a change to this file.
 *
 * It builds the site with Vite into a scratch folder under node_modules/.cache (the client build
 * for the CSS, fonts, images and icon sprite; the SSR build for the components), never touching
 * dist/, and renders each example through `renderBlocks` of src/entryServer.tsx: the providers
 * and lazy block loading the prerender uses, with content files seeded as the prerender seeds them.
 * `npm run catalogue` (scripts/build/catalogue.ts) runs it; the edit server can call it too.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { Block } from '../../src/generated/schema-types.ts';
import type * as ServerEntry from '../../src/entryServer.tsx';
import { expandIncludes, SECTIONS_FOLDER } from '../../src/engine/sections.ts';
import { defaultLanguage, direction, languages } from '../../src/i18n/languages.ts';
import site from '../../site.json' with { type: 'json' };
import {
  catalogueCss,
  catalogueJs,
  cataloguePage,
  type CatalogueBlock,
  type Rendering,
} from './cataloguePage.ts';
import { fromRoot, root } from './paths.ts';
import { readClassNames, renameHtmlClasses } from './shortClasses.ts';
import type { Manifest } from './routeHtml.ts';
import { blockFolder, blockTypeOf, loadSchemas } from './schemas.ts';
import { createValidator } from './ajv.ts';
import { readContent, readWords } from './siteData.ts';
import { localizePath, siteRoutes } from './siteRoutes.ts';

const run = promisify(execFile);
type Server = typeof ServerEntry;

/** Marks a folder as the catalogue's own, so that rebuilding may replace it. */
const MARK = '.catalogue';

export interface CatalogueOptions {
  /** Where the page goes; replaced whole on each build. Default: catalogue/ at the repo root. */
  outDir?: string;
  log?: (line: string) => void;
  /**
   * Reuse the site's own build (dist/ and .prerender/ of `npm run build`) instead of building
   * again: CI has just built it, and a second Vite build costs a minute on two cores.
   */
  fromBuild?: boolean;
}

export interface CatalogueResult {
  outDir: string;
  /** The page: <outDir>/index.html. */
  file: string;
  blocks: number;
  examples: number;
  /** What could not be shown ("faq example 1 (ar): ..."); the CLI exits non-zero on any. */
  failures: string[];
}

/** The languages each example is shown in: the default one and the first right-to-left one. */
export const catalogueLanguages = (): string[] => [
  defaultLanguage,
  ...languages.filter((l) => l !== defaultLanguage && direction(l) === 'rtl').slice(0, 1),
];

const englishName = (lang: string) =>
  new Intl.DisplayNames(['en'], { type: 'language' }).of(lang) ?? lang;

/** The client and SSR builds, as `npm run build` makes them, in a scratch folder. */
async function buildSite(scratch: string, log: (line: string) => void) {
  const env = { ...process.env, SITE_OUT: path.join(scratch, 'site') };
  const vite = [fromRoot('node_modules/vite/bin/vite.js'), 'build'];
  const started = Date.now();
  // The site's fonts are cut to its words (scripts/build/fonts.ts), as `npm run build` does first.
  await run(process.execPath, ['--import', 'tsx', 'scripts/build/fonts.ts'], { cwd: root, env });
  await run(process.execPath, vite, { cwd: root, env, maxBuffer: 64 << 20 });
  await run(process.execPath, [...vite, '--ssr', 'src/entryServer.tsx'], {
    cwd: root,
    env,
    maxBuffer: 64 << 20,
  });
  log(`built the site for the catalogue in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { client: path.join(scratch, 'site'), ssr: path.join(scratch, 'site-ssr') };
}

/** The build `npm run build` left, checked for the two files the catalogue reads first. */
function siteBuild() {
  const build = { client: fromRoot('dist'), ssr: fromRoot('.prerender') };
  for (const file of [
    path.join(build.client, '.vite', 'manifest.json'),
    path.join(build.ssr, 'entryServer.js'),
  ])
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return build;
}

/** For each block type, the first address of the site whose page uses it ("/blog/<id>"). */
export function addressesByType(): Map<string, string> {
  const read = (rel: string) => {
    const file = fromRoot(rel);
    if (!fs.existsSync(file)) return undefined;
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { blocks?: unknown[] };
    return { blocks: data.blocks ?? [] };
  };
  const out = new Map<string, string>();
  for (const route of siteRoutes()) {
    if (route.redirect) continue;
    const blocks = expandIncludes(read(route.file.slice(1))?.blocks ?? [], (name) =>
      read(`pages/${SECTIONS_FOLDER}/${name}.json`),
    ) as { type?: string }[];
    for (const b of blocks) if (b.type && !out.has(b.type)) out.set(b.type, route.path);
  }
  return out;
}

/** React's markers and the block's wrapper aside, did the block render anything? */
function isEmpty(html: string): boolean {
  const inner = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/^<div [^>]*data-block="[^"]*"[^>]*>/, '')
    .replace(/<\/div>$/, '');
  return inner.trim() === '';
}

/** Files of the client build that the page refers to, copied beside it; links made relative. */
class Assets {
  constructor(
    private readonly client: string,
    private readonly out: string,
  ) {}

  /** Copies the build's file at an absolute URL path; false when the build has no such file. */
  private copy(urlPath: string): boolean {
    let rel: string;
    try {
      rel = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? '');
    } catch {
      return false;
    }
    const from = path.join(this.client, rel);
    if (
      !from.startsWith(this.client + path.sep) ||
      !fs.statSync(from, { throwIfNoEntry: false })?.isFile()
    )
      return false;
    const to = path.join(this.out, rel);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
    return true;
  }

  /** `from` is the URL path of the file the reference is in ("/" for the page). */
  private relative(urlPath: string, from: string): string | null {
    if (!urlPath.startsWith('/') || urlPath.startsWith('//') || !this.copy(urlPath)) return null;
    const rel = path.posix.relative(path.posix.dirname(from), urlPath);
    return rel.startsWith('.') ? rel : `./${rel}`;
  }

  css(text: string, from: string): string {
    return text.replace(
      /url\((['"]?)(\/[^'")]+)\1\)/g,
      (m, q: string, u: string) => `url(${q}${this.relative(u, from) ?? u}${q})`,
    );
  }

  html(text: string): string {
    return this.css(
      text
        .replace(
          /(\s(?:src|href|xlink:href|poster)=")(\/[^"]*)"/g,
          (m, attr: string, u: string) => `${attr}${this.relative(u, '/') ?? u}"`,
        )
        .replace(
          /(\ssrcset=")([^"]*)"/g,
          (m, attr: string, list: string) =>
            `${attr}${list
              .split(',')
              .map((part) => {
                const [u = '', ...rest] = part.trim().split(/\s+/);
                return [this.relative(u, '/') ?? u, ...rest].join(' ');
              })
              .join(', ')}"`,
        ),
      '/',
    );
  }
}

/** The keys among `keys` that have no text in `words` (a plural needs its "_other" form). */
function missingKeys(words: Record<string, unknown>, keys: string[]): string[] {
  return keys.filter((key) => {
    const [ns = '', rest = ''] = key.split(':');
    const parts = rest.split('.');
    const last = parts.pop() ?? '';
    const node = parts.reduce<unknown>(
      (o, k) => (o as Record<string, unknown> | undefined)?.[k],
      words[ns],
    ) as Record<string, unknown> | undefined;
    return typeof (node?.[last] ?? node?.[`${last}_other`]) !== 'string';
  });
}

/**
 * The catalogue's blocks before any example is drawn: every block schema, with its title, its
 * description, its examples and what keeps it from being shown, from the schemas and the
 * registry's types alone. `failures` also names a registered type without a schema.
 */
export function catalogueEntries(registered: ReadonlySet<string>) {
  const failures: string[] = [];
  const schemas = loadSchemas().flatMap((f) => {
    const type = blockTypeOf(f.rel);
    return type ? [{ type, ...f }] : [];
  });
  for (const type of registered)
    if (!schemas.some((s) => s.type === type))
      failures.push(`${type}: in the registry but has no schemas/blocks/${type}.schema.json`);
  const entries = schemas.map(({ type, rel, schema }) => {
    const examples = (schema.examples ?? []) as Block[];
    const block: CatalogueBlock = {
      type,
      title: schema.title ?? type,
      description: schema.description ?? '',
      schemaFile: rel,
      examples: [],
    };
    if (!registered.has(type))
      block.problem = `No component: src/blocks/${blockFolder(type)}/block.ts is missing (then run npm run gen:types).`;
    else if (!examples.length) block.problem = `The schema has no "examples" to show.`;
    if (block.problem) failures.push(`${type}: ${block.problem}`);
    return { block, examples };
  });
  return { entries, failures };
}

/** Renders one example in one language, or says why it could not be. */
async function renderExample(
  server: Server,
  example: Block,
  lang: string,
  address: string,
  prefix: string,
  textKeys: string[],
): Promise<Rendering> {
  const base = { lang, dir: direction(lang), label: englishName(lang) };
  try {
    const pathname = localizePath(address, lang);
    const words = readWords(lang, server.pageNamespaces({ blocks: [example] }));
    // i18next would show the key itself: the example is broken, though it renders.
    const missing = missingKeys(words, textKeys);
    const problem = missing.length
      ? `no text in locales/${lang}/ for ${missing.map((k) => `"${k}"`).join(', ')}`
      : undefined;
    const html = await server.renderBlocks({
      blocks: [example],
      lang,
      pathname,
      resources: words,
      content: readContent(server.contentNeeds([example], pathname), lang),
      identifierPrefix: prefix,
    });
    const shown = { ...base, ...(problem ? { problem } : {}) };
    return isEmpty(html) ? { ...shown, browserOnly: true } : { ...shown, html };
  } catch (error) {
    return { ...base, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Replaces `outDir` with the catalogue; refuses to replace a folder it did not write. */
function prepareOut(outDir: string) {
  if (fs.existsSync(outDir)) {
    const own = fs.existsSync(path.join(outDir, MARK)) || fs.readdirSync(outDir).length === 0;
    if (!own) throw new Error(`${outDir} exists and is not a catalogue: not replacing it`);
    fs.rmSync(outDir, { recursive: true, force: true });
  }
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(
    path.join(outDir, MARK),
    'Written by npm run catalogue; replaced on each run.\n',
  );
}

export async function buildCatalogue({
  outDir = fromRoot('catalogue'),
  log = console.log,
  fromBuild = false,
}: CatalogueOptions = {}): Promise<CatalogueResult> {
  const out = path.resolve(outDir);
  fs.mkdirSync(fromRoot('node_modules/.cache'), { recursive: true });
  // Under node_modules/, so that the SSR bundle finds react & co. beside the repository.
  const scratch = fs.mkdtempSync(fromRoot('node_modules/.cache/catalogue-'));
  try {
    const build = fromBuild ? siteBuild() : await buildSite(scratch, log);
    const server = (await import(
      pathToFileURL(path.join(build.ssr, 'entryServer.js')).href
    )) as Server;
    const registered = new Set(server.blockTypes);
    const { entries, failures } = catalogueEntries(registered);
    const addresses = addressesByType();
    const validator = createValidator();
    const langs = catalogueLanguages();
    prepareOut(out);
    const assets = new Assets(build.client, out);

    const blocks: CatalogueBlock[] = [];
    for (const { block, examples } of entries) {
      const { type, schemaFile: rel } = block;
      if (registered.has(type))
        for (const [i, example] of examples.entries()) {
          const renderings: Rendering[] = [];
          const { errors, collected } = validator.validate(rel, example);
          for (const e of errors)
            failures.push(
              `${type} example ${i + 1} is invalid: ${e.instancePath || '/'} ${e.message ?? ''}`,
            );
          const textKeys = collected.textKeys.map((k) => k.value);
          for (const lang of langs) {
            const r = await renderExample(
              server,
              example,
              lang,
              addresses.get(type) ?? '/',
              `${type}-${i + 1}-${lang}-`,
              textKeys,
            );
            const problem = r.error ?? r.problem;
            if (problem) failures.push(`${type} example ${i + 1} (${lang}): ${problem}`);
            renderings.push(r.html ? { ...r, html: assets.html(r.html) } : r);
          }
          block.examples.push({ json: JSON.stringify(example, null, 2), renderings });
        }
      blocks.push(block);
    }

    // The site's stylesheet, as every page links it, with its fonts and images beside it.
    const manifest = JSON.parse(
      fs.readFileSync(path.join(build.client, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
    const stylesheets = (manifest['index.html']?.css ?? []).map((file) => {
      const to = path.join(out, file);
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.writeFileSync(
        to,
        assets.css(fs.readFileSync(path.join(build.client, file), 'utf8'), `/${file}`),
      );
      return file;
    });
    if (!stylesheets.length) failures.push('the client build has no stylesheet for index.html');

    const file = path.join(out, 'index.html');
    // The stylesheet has the build's short class names; the blocks were rendered with the long ones.
    const page = cataloguePage({ siteName: site.name, stylesheets, blocks });
    fs.writeFileSync(file, renameHtmlClasses(page, readClassNames(build.client)));
    fs.writeFileSync(path.join(out, 'catalogue.css'), catalogueCss);
    fs.writeFileSync(path.join(out, 'catalogue.js'), catalogueJs);
    const examples = blocks.reduce((n, b) => n + b.examples.length, 0);
    log(
      `catalogue: ${blocks.length} block types, ${examples} examples × ${langs.length} languages → ${path.relative(process.cwd(), file) || file}`,
    );
    return { outDir: out, file, blocks: blocks.length, examples, failures };
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
