/**
 * The portfolio button as the build ships it: one PDF per language in dist/portfolio/, holding
 * every case study's title in that language (as a bookmark, and as page text where poppler's
 * pdftotext can read it back), linked with `download` from the button in every language.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCollection } from '../../scripts/lib/collections';
import { root } from '../../scripts/lib/paths';
import { portfolioPath } from '../../src/content/portfolio';
import { DIST, LANGUAGES } from '../site';
import { raw } from './built';

const titles = (lang: string) =>
  readCollection(root, 'case-studies', lang).items.map((s) => String(s.title));
const pdfOf = (lang: string) => path.join(DIST, portfolioPath(lang));

const ESCAPES: Readonly<Record<string, string>> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/** The bytes of the PDF literal string that starts after `(` at `from` (PDF 32000 §7.3.4.2). */
function literalAt(pdf: string, from: number): string {
  let out = '';
  for (let i = from, depth = 1; i < pdf.length; i++) {
    const c = pdf[i]!;
    if (c === '\\') {
      const next = pdf[++i]!;
      const octal = /^[0-7]{1,3}/.exec(pdf.slice(i, i + 3));
      if (octal) {
        out += String.fromCharCode(parseInt(octal[0], 8));
        i += octal[0].length - 1;
      } else out += ESCAPES[next] ?? next;
      continue;
    }
    if (c === '(') depth++;
    if (c === ')' && --depth === 0) return out;
    out += c;
  }
  throw new Error('unterminated string');
}

/** The document outline's titles: UTF-16 with its byte order mark, or PDFDocEncoding (ASCII). */
function bookmarks(file: string): string[] {
  const pdf = fs.readFileSync(file).toString('latin1');
  return [...pdf.matchAll(/\/Title \(/g)].map((m) => {
    const bytes = Buffer.from(literalAt(pdf, m.index + m[0].length), 'latin1');
    return bytes[0] === 0xfe && bytes[1] === 0xff ? bytes.subarray(2).swap16().toString('utf16le') : bytes.toString('latin1');
  });
}

const flat = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('the portfolio PDFs in dist/', () => {
  it.each(LANGUAGES)('%s: a PDF whose bookmarks are its case studies, in order', (lang) => {
    const file = pdfOf(lang);
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    expect(bookmarks(file)).toEqual(titles(lang));
  });

  // Arabic is left out: pdfkit maps each shaped glyph to one character, so the text a reader
  // copies from Arabic may differ from the words drawn (the bookmarks above carry them exactly).
  it.each(LANGUAGES.filter((l) => l !== 'ar'))('%s: every title is on a page', (lang) => {
    const text = flat(execFileSync('pdftotext', ['-enc', 'UTF-8', pdfOf(lang), '-'], { encoding: 'utf8' }));
    for (const title of titles(lang)) expect(text).toContain(flat(title));
  });

  it('the button downloads its language’s PDF from every language’s /services', () => {
    for (const lang of LANGUAGES) {
      const html = raw(lang === 'en' ? '/services' : `/${lang}/services`);
      const link = new RegExp(`<a href="${portfolioPath(lang)}" download="[^"]+-${lang}\\.pdf"`);
      expect(html).toMatch(link);
    }
  });
});
