/**
 * One prerendered page: the app's HTML (from the SSR render) put into the template with its
 * head (title, description, canonical, alternates), its icons and its boot data. Kept apart from
 * scripts/build/prerender.ts, which reads files and writes dist/, so that tests can build pages from
 * any words (tests/build/prerender-ssr.test.ts feeds it hostile ones).
 */
import { createHash } from 'node:crypto';
import type { ResolvedPage } from '../../src/engine/resolve.ts';
import { serializeBoot, type Boot } from '../../src/app/boot.ts';
import { contentUrl } from '../../src/content/paths.ts';
import { defaultLanguage } from '../../src/i18n/languages.ts';
import { headHtml, page } from './html.ts';
import { pageHead } from '../../src/seo/pageHead.ts';
import { plainWords } from '../../src/i18n/plainWords.ts';
import type { HeadTag } from '../../src/seo/head.ts';
import { preloads } from '../../src/generated/blocks.ts';
import type { Block } from '../../src/generated/schema-types.ts';
import { blockFolder } from './schemas.ts';
import { markLaterBlocks } from './laterBlocks.ts';
import { inlineIcons } from './inlineIcons.ts';

export type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/**
 * The manifest, with a key for every module of the site that went into a chunk named after
 * something else (`chunkOf`: .vite/chunks.json, scripts/vite/moduleList.ts): the key of that
 * chunk's own entry, so a block bundled into a shared chunk is found like any other.
 */
export function withModuleChunks(
  manifest: Manifest,
  chunkOf: Readonly<Record<string, string>>,
): Manifest {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, e]) => [e.file, key]));
  const out = { ...manifest };
  for (const [module, file] of Object.entries(chunkOf)) {
    const key = keyOfFile.get(file);
    if (!(module in out) && key) out[module] = manifest[key]!;
  }
  return out;
}

/** The chunks a dynamic import pulls in, so the HTML can ask for them up front. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [entry.file, ...(entry.imports ?? []).flatMap((k) => chunkFiles(manifest, k, seen))];
}

function blockChunks(manifest: Manifest, resolution: ResolvedPage): string[] {
  const entryClosure = chunkFiles(manifest, 'index.html');
  const entryFiles = new Set(entryClosure);
  // What the entry imports (the shared core, the bundler's runtime) is listed too, so it is
  // fetched beside the entry rather than after it has been parsed: the build writes no
  // modulepreload links of its own (vite.config.ts), and without these the core came one round
  // trip late and the runtime two (measured: hydration 1–2 s later on a loaded machine).
  const files = new Set<string>(entryClosure.slice(1));
  const keys = new Set<string>();
  for (const block of resolution.page.blocks) {
    keys.add(`src/blocks/${blockFolder(block.type)}/index.tsx`);
    // Modules of its own the block draws with (a hero's drawing): its block.ts names them.
    const more = (preloads as Partial<Record<string, (b: Block) => string[]>>)[block.type];
    for (const key of more?.(block) ?? []) keys.add(key);
  }
  // A block missing here would come one round trip after the app, then its own imports one more
  // (measured: /ar/solutions hydrated 0.45 s later for its sticky bar); tests/dist/bundle.test.ts
  // checks every built page.
  for (const key of keys)
    for (const f of chunkFiles(manifest, key)) if (!entryFiles.has(f)) files.add(f);
  return [...files];
}

/** A page's boot data as the file it is served as. */
export interface BootFile {
  /** Under /assets/, named by its content: cached for good, and never stale beside its page. */
  url: string;
  json: string;
}

/**
 * The boot data (what hydration needs: the resolved page, its words, its content) is a file of its
 * own, which public/start.js asks for with the app's code after the first paint. Inline, it was
 * 7 KB of an 18 KB gzip page: every page's HTML needed a second round trip on a slow link, and
 * the first paint waited for it (Lighthouse mobile: /careers FCP 1.21 s inline, 1.07 s without).
 */
export function bootFile(boot: Boot): BootFile {
  const json = serializeBoot(boot);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 16);
  return { url: `/assets/boot/${hash}.json`, json };
}

/** The text of a "namespace:path.to.text" key in the page's words. */
function wordOf(words: Record<string, unknown>, key: string): unknown {
  const [ns = '', rest = ''] = key.split(':');
  return rest
    .split('.')
    .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], words[ns]);
}

export function routeHtml({
  template,
  manifest,
  url,
  lang,
  resolution,
  words,
  content,
  app,
  formatted = {},
  symbols,
  onHead,
}: {
  template: string;
  manifest: Manifest;
  /** The page's address in its language ("/fr/about"). */
  url: string;
  lang: string;
  resolution: ResolvedPage;
  words: Record<string, Record<string, unknown>>;
  content: Record<string, unknown>;
  /** The app's HTML, from the SSR render. */
  app: string;
  /** The numbers and dates the render formatted, by their inputs. */
  formatted?: Record<string, string>;
  /** The icon sprite's symbols (scripts/lib/inlineIcons.ts): the page carries those it draws.
   *  Without them (tests that build pages from words alone), its icons stay the file's. */
  symbols?: ReadonlyMap<string, string>;
  /** Told the page's head tags (the build draws the social card they name). */
  onHead?: (tags: readonly HeadTag[]) => void;
}): { html: string; boot: BootFile } {
  const meta = resolution.page.meta;
  // A page without its own title or description must fail the build, not ship a blank head.
  for (const key of meta ? [meta.title, meta.description] : [])
    if (typeof wordOf(words, key) !== 'string') throw new Error(`${url}: no text for ${key}`);
  const tags = pageHead({
    resolution,
    // As the page's own words read: a figure a sentence names (a fact) put in.
    t: (key) => {
      const value = wordOf(words, key);
      return typeof value === 'string' ? String(plainWords.parse(value, {}, lang)) : '';
    },
    read: (p) => content[contentUrl(p, lang, defaultLanguage)],
  });
  onHead?.(tags);
  // No font preloads: the fonts come after the first paint (public/start.js, src/styles.css).
  const head = headHtml(tags);
  const boot = bootFile({
    pathname: url,
    resolution,
    words,
    ...(Object.keys(content).length ? { content } : {}),
    ...(Object.keys(formatted).length ? { formatted } : {}),
  });
  const drawn = symbols ? inlineIcons(app, symbols) : { app, icons: '' };
  const html = page(template, {
    lang,
    dark: resolution.page.theme === 'dark',
    head,
    app: markLaterBlocks(drawn.app),
    icons: drawn.icons,
    boot: boot.url,
    modules: blockChunks(manifest, resolution).map((f) => `/${f}`),
  });
  return { html, boot };
}
