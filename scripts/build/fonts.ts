/**
 * The site's web fonts, cut down to the characters its words use. @fontsource's files carry a
 * whole script (Inter's Latin file: 48 KB, with every weight from 100 to 900); a visitor on a slow
 * phone link waits for them before the headline settles. Every character in locales/, content/
 * and site.json is collected, each font is subset to those (Inter also to weights 400–700, the
 * only ones the site uses) with HarfBuzz's subsetter, and src/generated/fonts.css declares the
 * subsets with a unicode-range of exactly what they hold. styles.css imports Inter's @fontsource
 * faces first and this file after: for a character both cover, the browser takes the later face
 * (CSS Fonts 4, §4.5), so a full file is fetched only by a page with a character that is not in
 * the site's text yet (a dev server before its restart, say). The Arabic files have no range in
 * @fontsource, so this file declares them whole itself, for the characters the subsets lack.
 *
 * Run by `npm run build` and `npm run dev`; the output is not committed (it follows the words).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { create } from 'fontkit';
import subsetFont from 'subset-font';
import { languages, ownName } from '../../src/i18n/languages.ts';
import { filesUnder } from '../lib/files.ts';
import { fromRoot } from '../lib/paths.ts';

const require = createRequire(import.meta.url);
const OUT = fromRoot('src', 'generated', 'fonts');
const CSS = fromRoot('src', 'generated', 'fonts.css');
/**
 * Fonts already cut for the same characters by the same code: each build of the team service's
 * previews starts from a fresh copy of the files, and cutting them again cost 4–8 s of each.
 */
const CACHE = fromRoot('node_modules', '.cache', 'fonts');

export interface SubsetFace {
  /** File name written under src/generated/fonts/. */
  file: string;
  /** The @fontsource file it is cut from. */
  source: string;
  family: string;
  weight: string;
  /** Variable axes to keep (Inter: only the weights the site uses). */
  axes?: Record<string, { min: number; max: number }>;
  /**
   * @fontsource declares this file without a unicode-range (its Arabic files), so it would be
   * fetched for any character, a Latin "CRM" on an Arabic page included: declare the whole file
   * here instead, for just the characters the subset lacks.
   */
  full?: string;
  /** Used by this language's pages only: cut to the characters they can show (languageCharacters). */
  lang?: string;
}

export const FACES: readonly SubsetFace[] = [
  {
    file: 'inter.woff2',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    family: 'Inter Variable',
    weight: '400 700',
    axes: { wght: { min: 400, max: 700 } },
  },
  {
    file: 'kufi-400.woff2',
    source: '@fontsource/noto-kufi-arabic/files/noto-kufi-arabic-arabic-400-normal.woff2',
    family: 'Noto Kufi Arabic',
    weight: '400',
    full: 'kufi-400-full.woff2',
  },
  {
    file: 'kufi-700.woff2',
    source: '@fontsource/noto-kufi-arabic/files/noto-kufi-arabic-arabic-700-normal.woff2',
    family: 'Noto Kufi Arabic',
    weight: '700',
    full: 'kufi-700-full.woff2',
  },
  // Latin inside Arabic text (the brand, "CRM", digits, emails) in Kufi's own Latin, which is
  // drawn to sit beside its Arabic. Set in Inter instead, an Arabic page fetched Inter's 23 KB
  // before its first paint as well as Kufi (measured: Lighthouse mobile LCP 1.65 s on /ar). Only
  // Arabic pages use Kufi, so these are cut to their characters alone (5.6 KB each instead of
  // 7.1 KB with the accents of French, German, Spanish and Italian); a character they lack falls
  // through to Inter, next in --font-arabic.
  {
    file: 'kufi-latin-400.woff2',
    source: '@fontsource/noto-kufi-arabic/files/noto-kufi-arabic-latin-400-normal.woff2',
    family: 'Noto Kufi Arabic',
    weight: '400',
    lang: 'ar',
  },
  {
    file: 'kufi-latin-700.woff2',
    source: '@fontsource/noto-kufi-arabic/files/noto-kufi-arabic-latin-700-normal.woff2',
    family: 'Noto Kufi Arabic',
    weight: '700',
    lang: 'ar',
  },
];

/**
 * Stand-ins for the web faces while they load, shaped to take the same room. Kufi is wide and
 * tall: an Arabic page painted first in the system's Arabic face rewrapped when Kufi arrived
 * (measured on /ar at 1280 px: the hero grew 100 px and pushed the page down, a layout shift of
 * 0.19 whenever the font came after the first paint, as on a slow phone). Each face below is a
 * system font scaled so that the site's words are as wide in it as in the web face (`width`, from
 * `npx tsx scripts/build/measureFallbacks.ts`, which renders them in Chromium), and given the web
 * face's ascent and descent, read from its own file. A family's face is used only where its
 * local() font exists; the first that exists wins. Fonts not measured here (Geeza Pro on Apple
 * systems, Segoe UI on Windows) are not listed: guessed widths would be no better than none.
 */
export interface FallbackFace {
  family: string;
  /** The weight it is measured at, and declared for unless `range` says otherwise. */
  weight: 400 | 600 | 700;
  /** The weights it serves (CSS font-weight), where that is more than `weight`. */
  range?: string;
  /** Full and PostScript names: Chromium matches local() against either. */
  local: string[];
  /** The site's words' width in the web face divided by their width in this font. */
  width: number;
  /** The characters it draws, where the next family in the stack should draw the rest. */
  unicodeRange?: string;
}

/**
 * Arabic letters, presentation forms, and the spaces and joiners between them. Latin inside Arabic
 * text (a brand, "CRM", digits) falls through to Kufi's Latin stand-in: set in an Arabic system
 * face it was 10-15% wider than Kufi's Latin and broke a Latin headline on an Arabic page into two
 * lines that Kufi set on one (/ar/testimonials/marrakech-riads-marketing: a layout shift of 0.034).
 */
const ARABIC = 'U+20, U+A0, U+600-6FF, U+750-77F, U+870-8FF, U+200C-200F, U+FB50-FDFF, U+FE70-FEFF';

/**
 * The Arabic faces a visitor's system may have, by weight, under each name a system may give them:
 * Linux with Noto (and recent Android), Android's Naskh, and Debian's DejaVu (this project's CI,
 * the only Arabic face a bare machine has). Each web face scales them to its own width.
 */
type SystemArabic = 'Noto Sans' | 'Naskh' | 'DejaVu';

const SYSTEM_ARABIC: Record<SystemArabic, Record<400 | 700, string[]>> = {
  'Noto Sans': {
    400: ['Noto Sans Arabic Regular', 'NotoSansArabic-Regular', 'Noto Sans Arabic UI Regular'],
    700: ['Noto Sans Arabic Bold', 'NotoSansArabic-Bold', 'Noto Sans Arabic UI Bold'],
  },
  Naskh: {
    400: [
      'Noto Naskh Arabic UI',
      'NotoNaskhArabicUI-Regular',
      'Noto Naskh Arabic Regular',
      'NotoNaskhArabic-Regular',
    ],
    700: [
      'Noto Naskh Arabic UI Bold',
      'NotoNaskhArabicUI-Bold',
      'Noto Naskh Arabic Bold',
      'NotoNaskhArabic-Bold',
    ],
  },
  DejaVu: {
    400: ['DejaVu Sans', 'DejaVuSans'],
    700: ['DejaVu Sans Bold', 'DejaVuSans-Bold'],
  },
};

/** Arial and its metric twin Liberation Sans (Debian's Chromium depends on it): the Latin stand-ins. */
const ARIAL: Record<400 | 700, string[]> = {
  400: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
  700: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
};

export const KUFI_FALLBACKS: readonly FallbackFace[] = (
  [
    ['Noto Sans', { 400: 1.1053, 700: 1.1204 }],
    ['Naskh', { 400: 1.2267, 700: 1.3102 }],
    ['DejaVu', { 400: 1.0474, 700: 0.9777 }],
  ] as const
).flatMap(([system, width]) =>
  ([400, 700] as const).map((weight) => ({
    family: `Kufi Fallback ${system}`,
    weight,
    local: SYSTEM_ARABIC[system][weight],
    width: width[weight],
    unicodeRange: ARABIC,
  })),
);

/** Kufi's own Latin (the brand, "CRM", digits on Arabic pages) in Arial's shapes. */
export const KUFI_LATIN_FALLBACKS: readonly FallbackFace[] = [
  { family: 'Kufi Latin Fallback', weight: 400, local: ARIAL[400], width: 1.0678 },
  { family: 'Kufi Latin Fallback', weight: 700, local: ARIAL[700], width: 1.0536 },
];

/**
 * Inter in Arial's shapes, one face per weight the site sets: Inter's bold is wider than its
 * regular by more than Arial's, and a bold Arial drawn from the regular file keeps the regular's
 * widths, so one face for all weights left English headlines 3% narrower than Inter's (on a phone,
 * "A Moroccan fintech start-up" took one line, then two: a layout shift of 0.026). 500 takes the
 * regular face (Inter's 500 is within 1% of its 400).
 */
export const INTER_FALLBACKS: readonly FallbackFace[] = [
  { family: 'Inter Fallback', weight: 400, local: ARIAL[400], width: 1.0661 },
  { family: 'Inter Fallback', weight: 600, range: '550 649', local: ARIAL[700], width: 1.0116 },
  { family: 'Inter Fallback', weight: 700, range: '650 900', local: ARIAL[700], width: 1.0224 },
];

const percent = (n: number) => `${(n * 100).toFixed(2)}%`;

/** The @font-face rules of `fallbacks`, with the vertical metrics of the face they stand in for (`face`: its file). */
export function fallbackRules(face: Buffer, fallbacks: readonly FallbackFace[]): string[] {
  const font = create(face);
  const ascent = font.ascent / font.unitsPerEm;
  const descent = Math.abs(font.descent) / font.unitsPerEm;
  const gap = font.lineGap / font.unitsPerEm;
  // size-adjust scales the overrides too (CSS Fonts 5, §11.1): divide to land on the face's.
  return fallbacks.map((f) =>
    [
      '@font-face {',
      `  font-family: '${f.family}';`,
      `  font-weight: ${f.range ?? f.weight};`,
      `  src: ${f.local.map((n) => `local('${n}')`).join(', ')};`,
      `  size-adjust: ${percent(f.width)};`,
      `  ascent-override: ${percent(ascent / f.width)};`,
      `  descent-override: ${percent(descent / f.width)};`,
      `  line-gap-override: ${percent(gap / f.width)};`,
      ...(f.unicodeRange ? [`  unicode-range: ${f.unicodeRange};`] : []),
      '}',
    ].join('\n'),
  );
}

/** Each stand-in family with the web face file whose vertical metrics it takes. */
export const STAND_INS: readonly { source: string; fallbacks: readonly FallbackFace[] }[] = [
  { source: FACES.find((f) => f.family === 'Inter Variable')!.source, fallbacks: INTER_FALLBACKS },
  {
    source: FACES.find((f) => f.family === 'Noto Kufi Arabic' && f.full)!.source,
    fallbacks: KUFI_FALLBACKS,
  },
  {
    source: FACES.find((f) => f.file === 'kufi-latin-400.woff2')!.source,
    fallbacks: KUFI_LATIN_FALLBACKS,
  },
];

// pages/ too: a figure's suffix ("360°" on /solutions) is typed in the page, and without it that
// page fetched Inter's whole Latin file (48 KB) for one degree sign.
const wordFiles = () => [
  ...filesUnder(fromRoot('pages'), '.json'),
  ...filesUnder(fromRoot('locales'), '.json'),
  ...filesUnder(fromRoot('content'), '.json'),
  ...filesUnder(fromRoot('content'), '.md'),
  fromRoot('site.json'),
];

/** What the interface adds itself (separators, ellipsis, quotes) and what Intl writes in figures. */
const INTERFACE = '–—…·«»“”‘’× 0123456789%+-.,:/()';

function charactersOf(files: readonly string[], extra: string): Set<number> {
  const out = new Set<number>();
  // All of printable ASCII too: a visitor may type any of it.
  for (let p = 0x20; p <= 0x7e; p++) out.add(p);
  for (const ch of `${INTERFACE}${extra}`) out.add(ch.codePointAt(0)!);
  for (const file of files)
    for (const ch of fs.readFileSync(file, 'utf8')) out.add(ch.codePointAt(0)!);
  return out;
}

/** Every character visitors can be shown: the pages, the words, the content (articles too) and site.json. */
export function siteCharacters(): Set<number> {
  return charactersOf(wordFiles(), '');
}

/**
 * The file is another language's words: locales/fr/…, content/…/fr.md, content/….fr.json.
 * Exported for its test; a file of no language (site.json, facts, case studies) is everyone's.
 */
export function otherLanguageFile(file: string, lang: string): boolean {
  const rel = path.relative(fromRoot(), file).split(path.sep).join('/');
  const of =
    /^locales\/([^/]+)\//.exec(rel)?.[1] ?? /(?:^|[/.])([a-z]{2})\.(?:md|json)$/.exec(rel)?.[1];
  return of !== undefined && of !== lang && languages.includes(of);
}

/**
 * The strings of a JSON document one language's pages can show: its values, leaving out what sits
 * under another language's key (a case study holds `{ "en": …, "fr": … }` side by side).
 */
function shownStrings(value: unknown, lang: string, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) shownStrings(v, lang, out);
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value))
      if (key === lang || !languages.includes(key)) shownStrings(v, lang, out);
  return out;
}

/**
 * The characters one language's pages can show: its words and content, what belongs to no
 * language, and every language's own name (the switcher lists them: "Français" on an Arabic page).
 */
export function languageCharacters(lang: string): Set<number> {
  const files = wordFiles().filter((f) => !otherLanguageFile(f, lang));
  const shown = files.map((f) =>
    f.endsWith('.json')
      ? shownStrings(JSON.parse(fs.readFileSync(f, 'utf8')), lang).join('')
      : fs.readFileSync(f, 'utf8'),
  );
  // Not all of printable ASCII: what a visitor types that these lack falls through to Inter, next
  // in --font-arabic, and is fetched then, after the first paint.
  return new Set(
    [...`${INTERFACE}${languages.map(ownName).join('')}${shown.join('')}`].map((ch) =>
      ch.codePointAt(0)!,
    ),
  );
}

/** "U+20-7E,U+A0,…": code points as the fewest ranges. */
export function unicodeRange(points: Iterable<number>): string {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    const hex = (n: number) => n.toString(16).toUpperCase();
    parts.push(i === j ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[j]!)}`);
    i = j + 1;
  }
  return parts.join(',');
}

type FontsReport = { file: string; bytes: number; from: number }[];

export async function writeFonts(): Promise<FontsReport> {
  const wanted = siteCharacters();
  const key = createHash('sha256')
    .update(fs.readFileSync(new URL(import.meta.url)))
    .update([...wanted].sort((a, b) => a - b).join(','))
    .digest('hex')
    .slice(0, 32);
  const cached = path.join(CACHE, key);
  if (fs.existsSync(path.join(cached, 'report.json'))) {
    fs.rmSync(OUT, { recursive: true, force: true });
    fs.cpSync(path.join(cached, 'fonts'), OUT, { recursive: true });
    fs.copyFileSync(path.join(cached, 'fonts.css'), CSS);
    return JSON.parse(fs.readFileSync(path.join(cached, 'report.json'), 'utf8')) as FontsReport;
  }
  const report = await cutFonts(wanted);
  try {
    const partial = `${cached}.${process.pid}`;
    fs.rmSync(partial, { recursive: true, force: true });
    fs.cpSync(OUT, path.join(partial, 'fonts'), { recursive: true });
    fs.copyFileSync(CSS, path.join(partial, 'fonts.css'));
    fs.writeFileSync(path.join(partial, 'report.json'), JSON.stringify(report));
    fs.renameSync(partial, cached);
  } catch {
    // Another build cached the same fonts meanwhile, or the cache cannot be written: no harm.
  }
  return report;
}

async function cutFonts(wanted: Set<number>): Promise<FontsReport> {
  fs.mkdirSync(OUT, { recursive: true });
  const rules: string[] = [];
  const report = [];
  for (const face of FACES) {
    const source = fs.readFileSync(require.resolve(face.source));
    const has = new Set(create(source).characterSet);
    const theirs = face.lang ? languageCharacters(face.lang) : wanted;
    const points = [...theirs].filter((p) => has.has(p) && p > 0x1f);
    const subset = await subsetFont(source, String.fromCodePoint(...points), {
      targetFormat: 'woff2',
      ...(face.axes ? { variationAxes: face.axes } : {}),
    });
    fs.writeFileSync(path.join(OUT, face.file), subset);
    const rule = (file: string, range: number[]) =>
      `@font-face {\n  font-family: '${face.family}';\n  font-style: normal;\n  font-display: swap;\n  font-weight: ${face.weight};\n  src: url('./fonts/${file}') format('woff2');\n  unicode-range: ${unicodeRange(range)};\n}`;
    if (face.full) {
      const inSubset = new Set(points);
      fs.writeFileSync(path.join(OUT, face.full), source);
      rules.push(
        rule(
          face.full,
          [...has].filter((p) => !inSubset.has(p)),
        ),
      );
    }
    rules.push(rule(face.file, points));
    report.push({ file: face.file, bytes: subset.length, from: source.length });
  }
  for (const { source, fallbacks } of STAND_INS)
    rules.push(...fallbackRules(fs.readFileSync(require.resolve(source)), fallbacks));
  fs.writeFileSync(
    CSS,
    `/* Generated by scripts/build/fonts.ts from the site's words: do not edit. */\n${rules.join('\n')}\n`,
  );
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const report = await writeFonts();
  console.log(
    `fonts: ${report.map((r) => `${r.file} ${(r.bytes / 1024).toFixed(1)} KB (from ${(r.from / 1024).toFixed(1)})`).join(', ')} in ${Date.now() - started} ms`,
  );
}
