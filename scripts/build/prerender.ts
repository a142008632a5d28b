/**
 * Writes static HTML for every route in every language into dist/, from the SSR bundle that
 * `vite build --ssr` left in .prerender/. Routes are emitted as <path>/index.html, without a
 * trailing slash in links; any render error fails the build.
 */
import '../lib/production.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { Resolution } from '../../src/engine/resolve.ts';
import type * as ServerEntry from '../../src/entryServer.tsx';
import { defaultLanguage, direction, languages } from '../../src/i18n/languages.ts';
import { contentUrl } from '../../src/content/paths.ts';
import site from '../../site.json' with { type: 'json' };
import { esc, page } from '../lib/html.ts';
import { isNoindex } from '../../src/seo/pageHead.ts';
import { routeHtml, withModuleChunks, type BootFile, type Manifest } from '../lib/routeHtml.ts';
import { spriteSymbols } from '../lib/inlineIcons.ts';
import { cardJob, writeCards, type CardJob } from '../lib/socialCard.ts';
import { fileDate, sitemapXml, type SitemapEntry } from '../lib/sitemap.ts';
import { fromRoot } from '../lib/paths.ts';
import { readContent, readWords } from '../lib/siteData.ts';
import {
  FONTS_SCRIPT,
  FONTS_SCRIPT_URL,
  NOT_FOUND_SCRIPT,
  NOT_FOUND_SCRIPT_URL,
} from '../lib/startScript.ts';
import {
  appAnsweredPrefixes,
  localizePath,
  routeLanguages,
  siteRoutes,
  type SiteRoute,
} from '../lib/siteRoutes.ts';
import { readClassNames, renameHtmlClasses } from '../lib/shortClasses.ts';

// SITE_OUT builds into another folder (parallel work); the default is dist/.
const dist = fromRoot(process.env.SITE_OUT ?? 'dist');
const ssrDir = fromRoot(process.env.SITE_OUT ? `${process.env.SITE_OUT}-ssr` : '.prerender');

let classNames: Map<string, string> | undefined;

/** The client build's short class names (scripts/vite/shortClasses.ts), read once per thread. */
function shortClassNames(): Map<string, string> {
  return (classNames ??= readClassNames(dist));
}

function write(urlPath: string, html: string) {
  const file =
    urlPath === '/' ? path.join(dist, 'index.html') : path.join(dist, urlPath, 'index.html');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, renameHtmlClasses(html, shortClassNames()));
}

function writeBoot({ url, json }: BootFile) {
  const file = path.join(dist, url);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, json);
}

type Server = typeof ServerEntry;

/** What one route gave: its pages are written; the sitemap and the cards are gathered. */
interface RouteResult {
  index: number;
  count: number;
  sitemap: SitemapEntry | null;
  cards: CardJob[];
}

async function loadServer(): Promise<Server> {
  return (await import(pathToFileURL(path.join(ssrDir, 'entryServer.js')).href)) as Server;
}

/**
 * The built index.html with its <!--head--> and <!--app--> markers. The home page is
 * written over dist/index.html, so the first run keeps the template aside: a second prerender
 * (or a worker starting late) must never take the home page for the template.
 */
function readTemplate(): string {
  const built = path.join(dist, 'index.html');
  const kept = path.join(dist, '.vite', 'template.html');
  const html = fs.readFileSync(built, 'utf8');
  if (html.includes('<!--app-->')) fs.writeFileSync(kept, html);
  return fs.readFileSync(kept, 'utf8');
}

interface Build {
  manifest: Manifest;
  template: string;
  /** The icon sprite's symbols, each page inlining those it draws. */
  symbols: ReadonlyMap<string, string>;
}

function readManifest(): Manifest {
  const read = (file: string) =>
    JSON.parse(fs.readFileSync(path.join(dist, '.vite', file), 'utf8'));
  return withModuleChunks(
    read('manifest.json') as Manifest,
    read('chunks.json') as Record<string, string>,
  );
}

/** Writes one route in every language. */
async function renderRoute(
  server: Server,
  { manifest, template, symbols }: Build,
  route: SiteRoute,
  index: number,
): Promise<RouteResult> {
  const urls: Record<string, string> = {};
  const cards: CardJob[] = [];
  let lastmod = '';
  let indexable = false;
  let count = 0;
  // An article exists only in the languages it is written in.
  for (const lang of routeLanguages(route, languages)) {
    const url = localizePath(route.path, lang);
    if (route.redirect) {
      const to = localizePath(route.redirect, lang);
      write(
        url,
        page(template, {
          lang,
          dark: false,
          head: `<meta http-equiv="refresh" content="0; url=${esc(to)}" />\n    <link rel="canonical" href="${esc(site.url + to)}" />\n    <meta name="robots" content="noindex" />\n    <title>${esc(site.name)}</title>`,
          app: `<p><a href="${esc(to)}">${esc(site.url + to)}</a></p>`,
        }),
      );
      count++;
      continue;
    }
    const resolution: Resolution = await server.resolve(url, async () => undefined);
    if (resolution.kind !== 'page')
      throw new Error(`${url} (${route.file}) did not resolve to a page`);
    const words = readWords(lang, resolution.namespaces);
    const content = readContent(server.contentNeeds(resolution.page.blocks, url), lang);
    let rendered: Awaited<ReturnType<Server['render']>>;
    try {
      rendered = await server.render(url, resolution, words, content);
    } catch (error) {
      throw new Error(`rendering ${url} (${route.file}) failed: ${String(error)}`, {
        cause: error,
      });
    }
    const { html, boot } = routeHtml({
      // The page, as rendered…
      url,
      lang,
      resolution,
      words,
      content,
      ...rendered,
      // …and what every page of the build shares.
      template,
      manifest,
      symbols,
      onHead: (tags) => {
        const job = cardJob(tags, direction(lang), site.url);
        if (job) cards.push(job);
      },
    });
    write(url, html);
    writeBoot(boot);
    const noindex = isNoindex(resolution.page.blocks);
    if (!noindex) {
      indexable = true;
      urls[lang] = url;
      const item = server.itemMeta(
        resolution.page.blocks,
        url,
        (p) => content[contentUrl(p, lang, defaultLanguage)],
      );
      // An article or story changes with its content; other pages with their page file.
      lastmod ||= item?.date ?? fileDate(fromRoot(route.file.slice(1)));
    }
    count++;
  }
  return { index, count, sitemap: indexable ? { urls, lastmod } : null, cards };
}

/** A worker's share: every n-th route from its first, so slow and quick routes spread evenly. */
async function renderShare(routes: SiteRoute[], first: number, step: number, template: string) {
  const server = await loadServer();
  const symbols = spriteSymbols(fs.readFileSync(path.join(dist, 'icons.svg'), 'utf8'));
  const build = { manifest: readManifest(), template, symbols };
  const results: RouteResult[] = [];
  for (let i = first; i < routes.length; i += step)
    results.push(await renderRoute(server, build, routes[i] as SiteRoute, i));
  return results;
}

/**
 * Every route, on every core: React renders one page at a time per thread, so the routes are
 * shared among worker threads (one per core, the main thread waiting). A small site renders in
 * the main thread, where starting workers would cost more than it saves. PRERENDER_THREADS
 * overrides the number of cores.
 */
const threadCount = (routes: SiteRoute[]) =>
  Math.min(
    Number(process.env.PRERENDER_THREADS ?? os.availableParallelism()),
    // A worker takes ~1.5 s to start (the loader compiles the scripts again); the site's 70
    // routes render in ~4 s on one thread, so threads pay off only from a few hundred routes.
    Math.ceil(routes.length / 150),
  );

async function renderAll(routes: SiteRoute[], template: string): Promise<RouteResult[]> {
  const threads = threadCount(routes);
  if (threads <= 1) return renderShare(routes, 0, 1, template);
  const shares = Array.from(
    { length: threads },
    (_, first) =>
      new Promise<RouteResult[]>((resolve, reject) => {
        const worker = new Worker(new URL('../lib/prerenderWorker.mjs', import.meta.url), {
          workerData: { routes, first, step: threads, template },
        });
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.once('exit', (code) => code && reject(new Error(`prerender worker exited ${code}`)));
      }),
  );
  return (await Promise.all(shares)).flat().sort((a, b) => a.index - b.index);
}

async function main() {
  const started = Date.now();
  const template = readTemplate();
  const routes = siteRoutes();
  const results = await renderAll(routes, template);
  const count = results.reduce((n, r) => n + r.count, 0);
  const sitemap = results.flatMap((r) => (r.sitemap ? [r.sitemap] : []));
  const cards = results.flatMap((r) => r.cards);

  // Unknown addresses: the static host serves this with status 404; the app sends the visitor home.
  write(
    '/404',
    page(template, {
      lang: defaultLanguage,
      dark: false,
      // public/not-found.js sends the visitor home at once, before any of the app's code arrives,
      // unless the address is one the app answers itself (an unknown article id: Not Found).
      head: `<title>${esc(site.name)}</title>\n    <meta name="robots" content="noindex" />\n    <noscript><meta http-equiv="refresh" content="0; url=/" /></noscript>\n    <script type="application/json" id="unknown-address">${JSON.stringify(
        { languages, defaultLanguage, appAnswers: appAnsweredPrefixes() },
      ).replace(/</g, '\\u003c')}</script>\n    <script src="${NOT_FOUND_SCRIPT_URL}"></script>`,
      app: '',
    }),
  );
  fs.renameSync(path.join(dist, '404', 'index.html'), path.join(dist, '404.html'));
  fs.rmdirSync(path.join(dist, '404'));
  // The web fonts' script every page's start script asks for, under the name it gives it, and
  // the 404 page's own.
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, FONTS_SCRIPT_URL), FONTS_SCRIPT);
  fs.writeFileSync(path.join(dist, NOT_FOUND_SCRIPT_URL), NOT_FOUND_SCRIPT);

  const cardsStarted = Date.now();
  const drawn = await writeCards(dist, cards);
  console.log(
    `social cards: ${cards.length} (${drawn.drawn} drawn; the others equal one already drawn, here or in an earlier build), ${(drawn.bytes / 1024).toFixed(0)} KB in all, largest ${(drawn.largest / 1024).toFixed(1)} KB, in ${((Date.now() - cardsStarted) / 1000).toFixed(1)} s`,
  );

  fs.writeFileSync(path.join(dist, 'sitemap.xml'), sitemapXml(site.url, defaultLanguage, sitemap));
  fs.writeFileSync(
    path.join(dist, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`,
  );
  console.log(
    `prerendered ${count} pages (${routes.length} routes × ${languages.length} languages) in ${((Date.now() - started) / 1000).toFixed(1)} s on ${threadCount(routes)} thread(s)`,
  );
}

if (isMainThread) await main();
else {
  const { routes, first, step, template } = workerData as {
    routes: SiteRoute[];
    first: number;
    step: number;
    template: string;
  };
  parentPort?.postMessage(await renderShare(routes, first, step, template));
}
