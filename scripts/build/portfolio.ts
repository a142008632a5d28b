/**
 * Writes the case studies as a PDF per language, dist/portfolio/<lang>.pdf, which "Download Our
 * Portfolio" downloads (an action with "download": "portfolio", src/ui/ActionLink.tsx). The texts
 * are the ones the case-study pages show: the collection as the build serves it (facts written
 * in) and the figures written by the same code. Fonts are the site's: Inter, pinned to its
 * regular and bold weights by HarfBuzz (pdfkit embeds no variable font), and Noto Kufi Arabic.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { create } from 'fontkit';
import subsetFont from 'subset-font';
import { direction, languages } from '../../src/i18n/languages.ts';
import { formatFigure } from '../../src/i18n/figure.ts';
import { toShownCaseStudy } from '../../src/blocks/CaseStudies/shown.ts';
import site from '../../site.json' with { type: 'json' };
import { portfolioPath } from '../../src/content/portfolio.ts';
import { readCollection } from '../lib/collections.ts';
import { fromRoot, root } from '../lib/paths.ts';
import { portfolioPdf, type Portfolio, type PortfolioFonts } from '../lib/portfolioPdf.ts';

const require = createRequire(import.meta.url);
const dist = fromRoot(process.env.SITE_OUT ?? 'dist');

type Words = Record<string, Record<string, string>>;
const localeFile = (lang: string, name: string): Words =>
  JSON.parse(fs.readFileSync(fromRoot('locales', lang, `${name}.json`), 'utf8')) as Words;

function portfolioIn(lang: string): Portfolio {
  const labels = localeFile(lang, 'common').caseStudy!;
  const hero = localeFile(lang, 'case-studies').hero!;
  const studies = readCollection(root, 'case-studies', lang)
    .items.map(toShownCaseStudy)
    .filter((s) => s !== null)
    .map((s) => ({
      ...s,
      metrics: s.metrics.map((m) => ({ figure: formatFigure(m.value, lang), label: m.label })),
    }));
  return {
    lang,
    rtl: direction(lang) === 'rtl',
    author: site.name,
    heading: hero.title!,
    subtitle: hero.subtitle!,
    labels: {
      client: labels.client!,
      challenge: labels.challenge!,
      solution: labels.solution!,
      results: labels.results!,
      metrics: labels.metrics!,
    },
    studies,
  };
}

const fontFile = (id: string) => fs.readFileSync(require.resolve(id));

async function siteFonts(): Promise<PortfolioFonts> {
  const inter = fontFile('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
  // Every Latin-script character: pdfkit keeps only the glyphs a document uses.
  const range = (from: number, to: number) =>
    Array.from({ length: to - from }, (_, i) => String.fromCodePoint(from + i));
  const latin = [...range(0x20, 0x250), ...range(0x2000, 0x2070), '€'].join('');
  const pinned = (wght: number) =>
    subsetFont(inter, latin, { targetFormat: 'truetype', variationAxes: { wght } });
  // The site's one Arabic family (headings and text alike).
  const arabicFile = '@fontsource/noto-kufi-arabic/files/noto-kufi-arabic-arabic';
  const arabic = fontFile(`${arabicFile}-400-normal.woff`);
  const arabicSet = new Set(create(arabic).characterSet);
  return {
    latin: await pinned(400),
    latinBold: await pinned(700),
    arabic,
    arabicBold: fontFile(`${arabicFile}-700-normal.woff`),
    arabicHas: (char) => arabicSet.has(char.codePointAt(0)!),
  };
}

const started = Date.now();
const fonts = await siteFonts();
fs.mkdirSync(path.join(dist, 'portfolio'), { recursive: true });
for (const lang of languages) {
  const pdf = await portfolioPdf(portfolioIn(lang), fonts);
  fs.writeFileSync(path.join(dist, portfolioPath(lang)), pdf);
}
console.log(`wrote ${languages.length} portfolio PDFs in ${Date.now() - started} ms`);
