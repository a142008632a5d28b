/**
 * Measures the `width` of each stand-in in STAND_INS (scripts/build/fonts.ts): the site's words are
 * laid out on one line each in Chromium, in the web face and in the stand-in's system font, at the
 * stand-in's weight; the ratio of the sums is how much the stand-in must be scaled to take the web
 * face's room. Inter's stand-ins are measured on the words of the five Latin-script languages,
 * Kufi's on the Arabic letters of locales/ar, Kufi's Latin on the English words one by one (the
 * spaces between them are the Arabic stand-in's). Run it where those fonts are installed (Debian:
 * fonts-liberation, fonts-dejavu-core, fonts-noto-core) after the words change a lot:
 *
 *   npx tsx scripts/build/measureFallbacks.ts
 *
 * A font the machine lacks is reported as missing, never guessed.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Page } from '@playwright/test';
import { filesUnder } from '../lib/files.ts';
import { fromRoot } from '../lib/paths.ts';
import {
  FACES,
  INTER_FALLBACKS,
  KUFI_FALLBACKS,
  KUFI_LATIN_FALLBACKS,
  type FallbackFace,
  type SubsetFace,
} from './fonts.ts';

const require = createRequire(import.meta.url);

/** Every string of locales/<lang>/. */
function stringsOf(langs: readonly string[]): string[] {
  const out: string[] = [];
  const collect = (v: unknown): void => {
    if (typeof v === 'string') out.push(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(collect);
  };
  for (const lang of langs)
    for (const file of filesUnder(fromRoot('locales', lang), '.json'))
      collect(JSON.parse(fs.readFileSync(file, 'utf8')));
  return out;
}

/** What the Arabic stand-ins draw (their unicode-range): Arabic letters and the spaces between. */
const NOT_ARABIC =
  /[^\u0020\u00a0\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\u200c-\u200f\ufb50-\ufdff\ufe70-\ufeff]/gu;

const SETS: { targets: SubsetFace[]; fallbacks: readonly FallbackFace[]; words: string[] }[] = [
  {
    targets: FACES.filter((f) => f.family === 'Inter Variable'),
    fallbacks: INTER_FALLBACKS,
    words: stringsOf(['en', 'fr', 'es', 'de', 'it']),
  },
  {
    targets: FACES.filter((f) => f.family === 'Noto Kufi Arabic' && f.full),
    fallbacks: KUFI_FALLBACKS,
    words: stringsOf(['ar'])
      .map((s) => s.replace(NOT_ARABIC, '').trim())
      .filter((s) => /[\u0600-\u06ff]/u.test(s)),
  },
  {
    targets: FACES.filter((f) => f.family === 'Noto Kufi Arabic' && f.lang === 'ar'),
    fallbacks: KUFI_LATIN_FALLBACKS,
    words: stringsOf(['en'])
      .flatMap((s) => s.split(/\s+/u))
      .filter((w) => /^[\x21-\x7e]+$/u.test(w)),
  },
];

/** Each stand-in's width ratio on `words`, or null where its system font is missing. */
async function measure(
  page: Page,
  { targets, fallbacks, words }: (typeof SETS)[number],
): Promise<(number | null)[]> {
  const targetFaces = targets
    .map((f) => {
      const data = fs.readFileSync(require.resolve(f.source)).toString('base64');
      return `@font-face{font-family:Target;font-weight:${f.weight};src:url(data:font/woff2;base64,${data})}`;
    })
    .join('');
  const standIns = fallbacks
    .map(
      (f, i) =>
        `@font-face{font-family:S${i};font-weight:${f.weight};src:${f.local.map((n) => `local('${n}')`).join(',')}}`,
    )
    .join('');
  await page.setContent(
    `<style>${targetFaces}${standIns} span{white-space:nowrap;font-size:100px}</style><div id=d></div>`,
  );
  const faces = fallbacks.map((f, i) => ({ family: `S${i}`, weight: f.weight }));
  return page.evaluate(
    async ({ words, faces }) => {
      // One loop, no inner named function: tsx would wrap it in a helper the page lacks.
      const box = document.getElementById('d')!;
      const out: (number | null)[] = [];
      for (const f of faces) {
        const sample = words[0] ?? 'a';
        await document.fonts.load(`${f.weight} 100px Target`, sample);
        // A local() font the machine lacks: an empty answer, or a rejection.
        const loaded = await document.fonts
          .load(`${f.weight} 100px ${f.family}`, sample)
          .catch(() => []);
        if (!loaded.length) {
          out.push(null);
          continue;
        }
        const sums = [0, 0];
        for (const text of words)
          ['Target', f.family].forEach((family, i) => {
            const span = document.createElement('span');
            span.style.font = `${f.weight} 100px ${family}`;
            span.textContent = text;
            box.append(span);
            sums[i]! += span.getBoundingClientRect().width;
            span.remove();
          });
        out.push(sums[0]! / sums[1]!);
      }
      return out;
    },
    { words, faces },
  );
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage();
  for (const set of SETS) {
    const result = await measure(page, set);
    set.fallbacks.forEach((f, i) => {
      const r = result[i];
      console.log(
        `${f.family} ${f.weight}: ${r == null ? 'missing on this machine' : `width ${r.toFixed(4)} (declared ${f.width})`} over ${set.words.length} strings`,
      );
    });
  }
} finally {
  await browser.close();
}
