/**
 * Measures the `width` of each stand-in in KUFI_FALLBACKS
 * (scripts/build/fonts.ts): the site's Arabic words (every string of locales/ar) are laid out on one
 * line each in Chromium, in the web face (Noto Kufi Arabic) and in the
 * stand-in's system font, at each weight; the ratio of the sums is how much the stand-in must be
 * scaled to take the web face's room. Run it where those fonts are installed (Debian:
 * fonts-dejavu-core, fonts-noto-core) after the Arabic words change a lot:
 *
 *   npx tsx scripts/build/measureFallbacks.ts
 *
 * A font the machine lacks is reported as missing, never guessed.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { filesUnder } from '../lib/files.ts';
import { fromRoot } from '../lib/paths.ts';
import { FACES, KUFI_FALLBACKS } from './fonts.ts';

const require = createRequire(import.meta.url);

const words: string[] = [];
const collect = (v: unknown): void => {
  if (typeof v === 'string') {
    if (/[\u0600-\u06ff]/.test(v)) words.push(v);
  } else if (v && typeof v === 'object') Object.values(v).forEach(collect);
};
for (const file of filesUnder(fromRoot('locales', 'ar'), '.json'))
  collect(JSON.parse(fs.readFileSync(file, 'utf8')));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const [target, fallbacks] of [['Noto Kufi Arabic', KUFI_FALLBACKS]] as const) {
    const targetFaces = FACES.filter((f) => f.family === target && f.full)
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
    const page = await browser.newPage();
    await page.setContent(
      `<style>${targetFaces}${standIns} span{white-space:nowrap;font-size:100px}</style><div id=d></div>`,
    );
    const faces = fallbacks.map((f, i) => ({ family: `S${i}`, weight: f.weight }));
    const result = await page.evaluate(
      async ({ words, faces }) => {
        // One loop, no inner named function: tsx would wrap it in a helper the page lacks.
        const box = document.getElementById('d')!;
        const out: (number | null)[] = [];
        for (const f of faces) {
          await document.fonts.load(`${f.weight} 100px Target`, 'ب');
          const loaded = await document.fonts.load(`${f.weight} 100px ${f.family}`, 'ب');
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
    fallbacks.forEach((f, i) => {
      const r = result[i];
      console.log(
        `${f.family} ${f.weight}: ${r == null ? 'missing on this machine' : `width ${r.toFixed(4)} (declared ${f.width})`}`,
      );
    });
    await page.close();
  }
} finally {
  await browser.close();
}
