/**
 * What tests know of the site, read from the files an editor changes (pages/, locales/,
 * content/) and from the built site (dist/): Node tests and browser tests share these, so no test
 * copies a text, a figure or an order.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expandIncludes, SECTIONS_FOLDER } from '../src/engine/sections';
import type { FactsFile, FigureOrFact, Span } from '../src/generated/schema-types';
import { formatFigure } from '../src/i18n/figure';
import { spanWords } from '../src/i18n/span';
import site from '../site.json' with { type: 'json' };

export const DIST = path.resolve(import.meta.dirname, '..', process.env.SITE_OUT ?? 'dist');
export const LANGUAGES: string[] = [...site.languages];

/** Every prerendered page in dist/, as URL paths ("/", "/about", "/fr/about" ...). */
export function builtRoutes(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory() && e.name !== 'assets' && e.name !== 'locales' && e.name !== '.vite')
        walk(path.join(dir, e.name));
      else if (e.name === 'index.html')
        out.push('/' + path.relative(DIST, dir).split(path.sep).join('/'));
    }
  };
  walk(DIST);
  return out.map((r) => (r === '/' ? '/' : r.replace(/\/$/, ''))).sort();
}

/** English routes (no language prefix) that render a page rather than redirect. */
export function englishPageRoutes(): string[] {
  return builtRoutes().filter((r) => {
    if (LANGUAGES.some((l) => l !== 'en' && (r === `/${l}` || r.startsWith(`/${l}/`))))
      return false;
    const html = fs.readFileSync(path.join(DIST, r, 'index.html'), 'utf8');
    return !html.includes('http-equiv="refresh"');
  });
}

/** The boot data a built page names (its data-boot file under /assets/boot/), parsed. */
export function builtBoot(route: string): {
  pathname: string;
  resolution: { file?: string; namespaces?: string[] };
  words?: Record<string, Record<string, unknown>>;
  content?: Record<string, unknown>;
} {
  const html = fs.readFileSync(path.join(DIST, route, 'index.html'), 'utf8');
  const src = /<script type="application\/json" id="modules" data-boot="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error(`${route}: its HTML names no boot file`);
  return JSON.parse(fs.readFileSync(path.join(DIST, src), 'utf8'));
}

/** The modules a built page starts the app with (its #modules list, the entry first). */
export function builtModules(route: string): string[] {
  const file = path.join(DIST, route.replace(/^\//, ''), 'index.html');
  const list = /<script type="application\/json" id="modules"[^>]*>([^<]*)<\/script>/.exec(
    fs.readFileSync(file, 'utf8'),
  )?.[1];
  if (!list) throw new Error(`${file} lists no modules`);
  return JSON.parse(list) as string[];
}

/**
 * One English route per page file: the many addresses of a dynamic page (/blog/<id>,
 * /app/<path>) share its blocks and words, so a sweep over all of them only costs time.
 */
export function routesOnePerPageFile(): string[] {
  const seen = new Set<string>();
  return englishPageRoutes().filter((r) => {
    const file = builtBoot(r).resolution.file ?? r;
    if (seen.has(file)) return false;
    seen.add(file);
    return true;
  });
}

export const localized = (route: string, lang: string) =>
  lang === 'en' ? route : route === '/' ? `/${lang}` : `/${lang}${route}`;

/** Words as a pattern that matches them literally: translations may contain ( ) . ? and the like. */
export const literal = (text = '') => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A namespace's words in a language, from locales/: tests assert the very texts visitors read, so
 * the figures a sentence names (`{{webFrom}}`, content/facts.json) are already put in, as the
 * site does; the code's own values (`{{count}}`, `{{name}}`) are left for the test to fill.
 */
// The files are plain JSON whose shape each test knows; typing every namespace would buy nothing.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function localeWords(lang: string, ns: string): any {
  const facts = siteFacts(lang);
  return JSON.parse(readLocale(lang, ns), (_key, value: unknown) =>
    typeof value === 'string' ? fill(value, facts) : value,
  );
}

/** A namespace's words exactly as written in locales/, placeholders and all. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as localeWords
export function rawLocaleWords(lang: string, ns: string): any {
  return JSON.parse(readLocale(lang, ns));
}

const localeFiles = new Map<string, string>();
const readLocale = (lang: string, ns: string): string => {
  const file = `locales/${lang}/${ns}.json`;
  let text = localeFiles.get(file);
  if (text === undefined) localeFiles.set(file, (text = fs.readFileSync(file, 'utf8')));
  return text;
};

/**
 * The blocks a page file lists, in order, as "type#id": what an editor wrote is what the page
 * must show, so reordering sections in pages/ never turns a test red.
 */
export function pageBlockOrder(file: string): string[] {
  return pageBlocks(file).map((b) => `${b.type}#${b.id ?? ''}`);
}

/** A page file's blocks as visitors get them: shared sections included (engine/sections.ts). */
export function pageBlocks(file: string): { type: string; id?: string }[] {
  const read = (rel: string) => JSON.parse(fs.readFileSync(rel, 'utf8')) as { blocks: unknown[] };
  return expandIncludes(read(`pages/${file}.json`).blocks, (name) =>
    read(`pages/${SECTIONS_FOLDER}/${name}.json`),
  ) as { type: string; id?: string }[];
}

/**
 * One block of a page file, by id, as the editor wrote it: tests take counts and figures from
 * here, so an editor's valid change to pages/ never needs a test changed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any block's shape, read by tests
export function pageBlock(file: string, id: string): any {
  const block = pageBlocks(file).find((b) => b.id === id);
  if (!block) throw new Error(`pages/${file}.json has no block with id "${id}"`);
  return block;
}

/**
 * Puts values into a text the way i18next does (`{{name}}`), written here rather than borrowed
 * from src/ so a broken interpolation in the app cannot also break the expectation.
 */
export function fill(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * A translation key ("technology:expertise.web.title") in a language, as the visitor reads it,
 * with `values` put in. A plural key gives its `_one` form for a count of 1, else `_other`.
 */
export function pageText(
  lang: string,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const at = key.indexOf(':');
  if (at < 0) throw new Error(`"${key}" is not a translation key (namespace:path)`);
  const path = key.slice(at + 1).split('.');
  const last = path.pop() as string;
  let node = rawLocaleWords(lang, key.slice(0, at)) as Record<string, unknown> | undefined;
  for (const part of path) node = node?.[part] as Record<string, unknown> | undefined;
  // The form i18next picks: the language's plural rule for the count (Arabic has six).
  const plural =
    typeof values.count === 'number'
      ? node?.[`${last}_${new Intl.PluralRules(lang).select(values.count)}`]
      : undefined;
  const text = plural ?? node?.[last] ?? node?.[`${last}_other`];
  if (typeof text !== 'string') throw new Error(`locales/${lang} has no text for "${key}"`);
  // The figures a sentence names ("from {{webFrom}}") are the site's facts; the code's own
  // values come first, as in the app.
  return fill(text, { ...siteFacts(lang), ...values });
}

/** A span of time stored as numbers ({ from: 1, to: 3, unit: 'month' }) as the visitor reads it. */
export function spanText(lang: string, span: Span): string {
  const { key, options } = spanWords(span, lang);
  return pageText(lang, key, options);
}

/** Every fact of content/facts.json as a language writes it, by name. */
export function siteFacts(lang: string): Record<string, string> {
  const known = factsByLanguage.get(lang);
  if (known) return known;
  const file = JSON.parse(fs.readFileSync('content/facts.json', 'utf8')) as FactsFile;
  const facts = Object.fromEntries(
    Object.entries(file.facts).flatMap(([name, fact]) =>
      fact ? [[name, formatFigure(fact.figure, lang)]] : [],
    ),
  );
  factsByLanguage.set(lang, facts);
  return facts;
}
const factsByLanguage = new Map<string, Record<string, string>>();

/** The block types a page file lists, in the order the editor wrote them. */
export const pageBlockTypes = (file: string): string[] => pageBlocks(file).map((b) => b.type);

/** The figures of a stats block as a language writes them ("10 000+", "98 %"), in order. */
export const pageFigures = (file: string, id: string, lang: string): string[] =>
  (pageBlock(file, id).metrics as { number: FigureOrFact }[]).map((m) =>
    formatFigure(m.number, lang),
  );

/** A figure from a page file as the visitor reads it in that language. */
export const shownFigure = (figure: FigureOrFact, lang: string): string =>
  formatFigure(figure, lang);
