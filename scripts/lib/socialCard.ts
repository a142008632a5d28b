/**
 * Social cards: the 1200×630 picture WhatsApp, LinkedIn, Facebook and X show for a shared link,
 * drawn at build from the page's own title and the brand. Text goes through Pango (inside
 * sharp's libvips), which shapes Arabic, orders mixed-direction lines and wraps words the way a
 * browser does; an SVG renderer or canvas library without HarfBuzz would print Arabic letters
 * unjoined. The fonts are the site's own (decompressed from @fontsource's WOFF2 once), and
 * fontconfig is pointed at them alone, so a card looks the same on every machine, with or
 * without system fonts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { CARD_HEIGHT, CARD_WIDTH } from '../../src/seo/card.ts';
import type { HeadTag } from '../../src/seo/head.ts';
import type SharpModule from 'sharp';
import type { OutputInfo } from 'sharp';
import { fromRoot } from './paths.ts';

type Sharp = typeof SharpModule;

export interface CardWords {
  title: string;
  siteName: string;
  /** Shown at the foot: the site's address without its scheme. */
  domain: string;
  dir: 'ltr' | 'rtl';
}

const FONT_DIR = fromRoot('node_modules', '.cache', 'social-card-fonts');
const FONTS = {
  'inter.ttf': '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  'inter-ext.ttf': '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  'kufi-700.ttf': '@fontsource/noto-kufi-arabic/files/noto-kufi-arabic-arabic-700-normal.woff2',
} as const;

/** The longest title drawn; longer ones end in "…" (a card is read in a glance). */
export const MAX_TITLE = 110;

const INK = '#f1f5f9';
const MUTED = '#a5b4c8';
const ACCENT = '#2dd4bf';
const PAD = 80;

let sharpReady: Promise<Sharp> | null = null;

/** Fonts as TrueType in one folder, and fontconfig told to use that folder only. */
async function prepare(): Promise<Sharp> {
  fs.mkdirSync(FONT_DIR, { recursive: true });
  const require = createRequire(import.meta.url);
  const { decompress } = await import('wawoff2');
  for (const [name, source] of Object.entries(FONTS)) {
    const out = path.join(FONT_DIR, name);
    if (!fs.existsSync(out))
      fs.writeFileSync(out, await decompress(fs.readFileSync(require.resolve(source))));
  }
  const conf = path.join(FONT_DIR, 'fonts.conf');
  fs.writeFileSync(
    conf,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig><dir>${FONT_DIR}</dir><cachedir>${path.join(FONT_DIR, 'cache')}</cachedir></fontconfig>\n`,
  );
  // Read by fontconfig when libvips first lays out text, which happens after this line.
  process.env.FONTCONFIG_FILE = conf;
  return (await import('sharp')).default;
}

/** Text for Pango markup: its own tags are the only thing it would otherwise interpret. */
export function pangoEscape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * What the card can draw of a title: control characters dropped (bidi marks and isolates stay:
 * they order the line), white space folded, and cut at a word near MAX_TITLE characters.
 */
export function cardTitle(title: string): string {
  const clean = title
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\ufffe\uffff]/g, ' ')
    // Embedding and override controls (U+202A–U+202E) would print a title backwards, and the
    // card's fonts have no emoji, which would print as empty boxes: both go.
    .replace(/[\u202a-\u202e]|\p{Extended_Pictographic}|\ufe0f|\u200d/gu, '');
  const graphemes = [
    ...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(
      clean.replace(/\s+/g, ' ').trim(),
    ),
  ].map((s) => s.segment);
  if (graphemes.length <= MAX_TITLE) return graphemes.join('');
  const cut = graphemes.slice(0, MAX_TITLE).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > MAX_TITLE * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function fontFor(dir: 'ltr' | 'rtl', weight: 'Bold' | 'SemiBold'): string {
  // Latin words inside Arabic (CRM, brand names) fall through to Inter, as on the page.
  return dir === 'rtl' ? `Noto Kufi Arabic, Inter ${weight}` : `Inter ${weight}`;
}

async function textImage(
  sharp: Sharp,
  markup: string,
  opts: { font: string; width: number; height?: number; size: number; dir: 'ltr' | 'rtl' },
) {
  // Pango aligns relative to the paragraph's direction: "left" is the start side in Arabic too.
  const render = (fit: boolean) =>
    sharp({
      text: {
        text: markup,
        font: `${opts.font} ${opts.size}`,
        width: opts.width,
        ...(fit && opts.height ? { height: opts.height } : { dpi: 72 }),
        rgba: true,
        align: 'left',
        wrap: 'word-char',
        spacing: Math.round(opts.size * (opts.dir === 'rtl' ? 0.3 : 0.2)),
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
  const first = await render(false);
  // Too tall at the design size: let libvips find the largest size that fits the box.
  if (opts.height && first.info.height > opts.height) return render(true);
  return first;
}

function backdrop(dir: 'ltr' | 'rtl'): Buffer {
  // Decoration sits at the end side, mirrored for right-to-left pages like the page itself.
  const flip = dir === 'rtl' ? ` transform="translate(${CARD_WIDTH} 0) scale(-1 1)"` : '';
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b1120"/><stop offset="1" stop-color="#10233a"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${ACCENT}" stop-opacity="0.28"/><stop offset="1" stop-color="${ACCENT}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <g${flip}>
    <circle cx="1080" cy="90" r="360" fill="url(#glow)"/>
    <g fill="none" stroke="${ACCENT}" stroke-opacity="0.22" stroke-width="2">
      <circle cx="1100" cy="110" r="150"/><circle cx="1100" cy="110" r="230"/><circle cx="1100" cy="110" r="310"/>
    </g>
    <path d="M1010 560 1080 410l70 150h-40l-30-70-30 70z" fill="${ACCENT}" fill-opacity="0.18"/>
  </g>
  <rect x="0" y="${CARD_HEIGHT - 12}" width="${CARD_WIDTH}" height="12" fill="${ACCENT}"/>
</svg>`);
}

function logo(): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#131c2f" stroke="#26324a"/><path d="M18 46 32 16l14 30h-8l-6-14-6 14z" fill="${ACCENT}"/></svg>`,
  );
}

/**
 * Everything but the title, per direction and brand, drawn once as raw pixels: rasterizing the
 * backdrop and brand text again for each of hundreds of cards would triple the build's card time.
 */
const frames = new Map<string, Promise<{ data: Buffer; info: OutputInfo }>>();

function frame(sharp: Sharp, words: CardWords) {
  const key = [words.dir, words.siteName, words.domain].join('\u0000');
  let made = frames.get(key);
  if (!made) {
    made = (async () => {
      const { dir } = words;
      const brand = await textImage(
        sharp,
        `<span foreground="${INK}">${pangoEscape(words.siteName)}</span>`,
        { font: fontFor('ltr', 'Bold'), width: 600, size: 34, dir: 'ltr' },
      );
      const domain = await textImage(
        sharp,
        `<span foreground="${MUTED}">${pangoEscape(words.domain)}</span>`,
        { font: fontFor('ltr', 'SemiBold'), width: 600, size: 28, dir: 'ltr' },
      );
      const brandX = dir === 'rtl' ? CARD_WIDTH - PAD - 64 - 20 - brand.info.width : PAD + 64 + 20;
      return sharp(backdrop(dir))
        .composite([
          { input: logo(), left: start(dir, 64), top: PAD - 10 },
          { input: brand.data, left: brandX, top: PAD + 22 - Math.round(brand.info.height / 2) },
          { input: domain.data, left: start(dir, domain.info.width), top: CARD_HEIGHT - PAD - 20 },
        ])
        .flatten({ background: '#0b1120' })
        .raw()
        .toBuffer({ resolveWithObject: true });
    })();
    frames.set(key, made);
  }
  return made;
}

const start = (dir: 'ltr' | 'rtl', width: number) =>
  dir === 'rtl' ? CARD_WIDTH - PAD - width : PAD;

/** One card as JPEG bytes (JPEG: every preview crawler reads it, and it stays far under 100 KB). */
export async function renderCard(words: CardWords): Promise<Buffer> {
  sharpReady ??= prepare();
  const sharp = await sharpReady;
  const { dir } = words;
  const base = await frame(sharp, words);
  // A right-to-left mark first: an Arabic title that opens with a Latin word still reads from the right.
  const text = `${dir === 'rtl' ? '\u200f' : ''}${pangoEscape(cardTitle(words.title) || words.siteName)}`;
  const title = await textImage(sharp, `<span foreground="${INK}">${text}</span>`, {
    font: fontFor(dir, 'Bold'),
    width: CARD_WIDTH - 2 * PAD - 120,
    height: 300,
    size: dir === 'rtl' ? 60 : 66,
    dir,
  });
  const titleTop = 190 + Math.max(0, Math.round((300 - title.info.height) / 2));
  return sharp(base.data, { raw: base.info })
    .composite([{ input: title.data, left: start(dir, title.info.width), top: titleTop }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

export interface CardJob {
  /** Where the card goes, under dist/ ("/og/fr/about.jpg"). */
  file: string;
  words: CardWords;
}

/** The card a page's head names, and the words to draw on it (its og:title). */
export function cardJob(
  tags: readonly HeadTag[],
  dir: 'ltr' | 'rtl',
  siteUrl: string,
): CardJob | null {
  const attr = (name: string) => {
    for (const t of tags) if (t.tag === 'meta' && t.attrs.property === name) return t.attrs.content;
    return undefined;
  };
  const image = attr('og:image');
  const title = attr('og:title');
  const siteName = attr('og:site_name');
  if (!image || title === undefined || !siteName) return null;
  return {
    file: new URL(image).pathname,
    words: { title, siteName, domain: new URL(siteUrl).host.replace(/^www\./, ''), dir },
  };
}

const CACHE_DIR = fromRoot('node_modules', '.cache', 'social-cards');

/**
 * Draws every card into `outDir`. A card whose words and drawing code are unchanged since the
 * last build on this machine is copied from node_modules/.cache instead of drawn again.
 */
export async function writeCards(
  outDir: string,
  jobs: readonly CardJob[],
): Promise<{ drawn: number; bytes: number; largest: number }> {
  const code = createHash('sha256')
    .update(fs.readFileSync(new URL(import.meta.url)))
    .digest('hex');
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  let drawn = 0;
  let bytes = 0;
  let largest = 0;
  for (const job of jobs) {
    const { title, siteName, domain, dir } = job.words;
    const key = createHash('sha256')
      .update([code, title, siteName, domain, dir].join('\u0000'))
      .digest('hex');
    const cached = path.join(CACHE_DIR, `${key}.jpg`);
    let jpeg: Buffer;
    if (fs.existsSync(cached)) jpeg = fs.readFileSync(cached);
    else {
      jpeg = await renderCard(job.words);
      fs.writeFileSync(cached, jpeg);
      drawn++;
    }
    const out = path.join(outDir, job.file);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, jpeg);
    bytes += jpeg.length;
    largest = Math.max(largest, jpeg.length);
  }
  return { drawn, bytes, largest };
}
