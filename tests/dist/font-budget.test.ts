/**
 * The fonts of a page, read from the built files the way a browser picks them: for each character
 * of the page's text, the @font-face of the page's own family (Noto Kufi Arabic on an Arabic page,
 * Inter on the others) declared last among those whose unicode-range holds it (CSS Fonts 4, §4.5).
 *
 * Before the first paint: none. No page preloads a font, and until public/start.js marks the page
 * "fonts" after that paint, the stylesheet's font stacks name only the local stand-ins, so layout
 * finds no font file to fetch (a font fetched before the first frame was a request Lighthouse's
 * phone counted before the LCP). Arabic pages loaded 43.3 KB before their first paint
 * at first (two Arabic families), English ones 22.6 KB; the goal was 25 KB, and it is now nothing.
 * After it: the faces the page needs, which start.js loads then, within those same 25 KB.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { DIST } from '../site';
import { builtPages, type BuiltPage } from './built';

const BUDGET = 25 * 1024;

interface Face {
  family: string;
  weights: [number, number];
  file: string;
  ranges: [number, number][];
}

/** "U+600-60B,U+1F??" as [from, to] pairs. */
export function parseRanges(value: string): [number, number][] {
  return value.split(',').map((part) => {
    const [from = '', to] = part.trim().replace(/^U\+/i, '').split('-');
    if (to !== undefined) return [parseInt(from, 16), parseInt(to, 16)];
    return [parseInt(from.replace(/\?/g, '0'), 16), parseInt(from.replace(/\?/g, 'F'), 16)];
  });
}

function facesOf(css: string): Face[] {
  return [...css.matchAll(/@font-face\{([^}]*)\}/g)].flatMap(([, body = '']) => {
    const prop = (name: string) => new RegExp(`(?:^|;)${name}:([^;]+)`).exec(body)?.[1]?.trim();
    const file = /url\(\/([^)]+\.woff2)\)/.exec(body)?.[1];
    const family = prop('font-family')?.replace(/^["']|["']$/g, '');
    // local() stand-ins fetch nothing: they are not part of the budget.
    if (!file || !family) return [];
    const [low = 400, high = low] = (prop('font-weight') ?? '400').split(/\s+/).map(Number);
    return [
      {
        family,
        weights: [low, high] as [number, number],
        file,
        ranges: parseRanges(prop('unicode-range') ?? 'U+0-10FFFF'),
      },
    ];
  });
}

/** The rules of the stylesheet that hold until the page is marked "fonts" (src/styles.css). */
const FIRST_PAINT = /html:not\(\.fonts\)\{([^}]*)\}/;

/**
 * The families of a custom property of the stylesheet (--font-sans, --font-arabic), in order:
 * the page's own once its fonts are applied (the theme's, declared first), or those of its first
 * paint.
 */
function stack(css: string, property: string, firstPaint = false): string[] {
  const scope = firstPaint ? FIRST_PAINT.exec(css)?.[1] : css;
  if (scope === undefined) throw new Error('the stylesheet has no first-paint font stacks');
  const value = new RegExp(`${property}:([^;}]+)`).exec(scope)?.[1];
  if (!value) throw new Error(`the stylesheet declares no ${property}`);
  return value.split(',').map((f) => f.trim().replace(/^["']|["']$/g, ''));
}

const stylesheets = new Map<string, string>();
const stylesheetOf = (html: string) => {
  const href = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"/.exec(html)?.[1];
  if (!href) throw new Error('a page links no stylesheet');
  if (!stylesheets.has(href))
    stylesheets.set(href, fs.readFileSync(path.join(DIST, href), 'utf8'));
  return stylesheets.get(href)!;
};

/**
 * The text a first paint draws, by the language of its element (the switcher names "العربية" in
 * Arabic on every page): what is hidden (a closed menu, a closed dialog) draws nothing, so it
 * fetches no font.
 */
function paintedText(html: string): Map<string, string> {
  const window = new Window();
  window.document.write(html.replace(/<script\b[^>]*>[^]*?<\/script>/g, ''));
  const byLang = new Map<string, string>();
  const add = (lang: string, text: string) => byLang.set(lang, (byLang.get(lang) ?? '') + text);
  const hidden = '[hidden], dialog:not([open]), template, noscript, style, title, head';
  const walker = window.document.createTreeWalker(window.document.body, 4 /* text nodes */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest(hidden)) continue;
    add(parent.closest('[lang]')?.getAttribute('lang') ?? '', node.textContent ?? '');
  }
  for (const field of window.document.querySelectorAll('[placeholder]'))
    if (!field.closest(hidden))
      add(field.closest('[lang]')?.getAttribute('lang') ?? '', field.getAttribute('placeholder')!);
  void window.happyDOM.close();
  return byLang;
}

/**
 * The files the page's text needs, at the regular and the bold weight the site sets it in: with
 * its fonts applied, or at its first paint.
 */
function neededFiles(page: BuiltPage, css: string, firstPaint = false): Set<string> {
  const faces = facesOf(css);
  const files = new Set<string>();
  for (const [lang, text] of paintedText(page.html)) {
    const families = stack(css, lang === 'ar' ? '--font-arabic' : '--font-sans', firstPaint);
    // A soft hyphen, a direction mark: drawn by no font, so fetching none (Chromium on /de/careers).
    for (const ch of new Set(text.replace(/[\s\p{Default_Ignorable_Code_Point}]/gu, ''))) {
      const point = ch.codePointAt(0)!;
      for (const weight of [400, 700]) {
        // The first family of the stack with a face for the character (its weight, its range).
        const covers = (f: Face) =>
          f.weights[0] <= weight &&
          weight <= f.weights[1] &&
          f.ranges.some(([a, b]) => a <= point && point <= b);
        const family = families.find((name) => faces.some((f) => f.family === name && covers(f)));
        // None (an arrow "←" no web face has): the system's font draws it, fetching nothing.
        const face = faces.findLast((f) => f.family === family && covers(f));
        if (face) files.add(face.file);
      }
    }
  }
  return files;
}

const preloadedFonts = (html: string) =>
  [...html.matchAll(/<link rel="preload"[^>]*as="font"/g)].map((m) => m[0]);

describe('fonts before and after the first paint', () => {
  it('reads unicode ranges as a browser does', () => {
    expect(parseRanges('U+20-7E,U+A0,U+1F??')).toEqual([
      [0x20, 0x7e],
      [0xa0, 0xa0],
      [0x1f00, 0x1fff],
    ]);
  });

  const pages = builtPages();
  for (const lang of ['ar', 'en', 'fr', 'de']) {
    it(`${lang}: no page fetches a font before its first paint; what it needs after is at most 25 KB`, () => {
      const own = pages.filter((p) => p.lang === lang);
      expect(own.length).toBeGreaterThan(10);
      let largest = 0;
      for (const page of own) {
        const css = stylesheetOf(page.html);
        expect(preloadedFonts(page.html), page.route).toEqual([]);
        expect([...neededFiles(page, css, true)], page.route).toEqual([]);
        const files = [...neededFiles(page, css)];
        // The stacks of its first paint are not those of its fonts: this reads a real page.
        expect(files.length, page.route).toBeGreaterThan(0);
        // An Arabic page sets its Latin (the brand, digits, "CRM") in Kufi's own: no Inter at all.
        if (lang === 'ar') expect(files.filter((f) => /\/inter-/.test(f)), page.route).toEqual([]);
        const bytes = files.reduce((n, f) => n + fs.statSync(path.join(DIST, f)).size, 0);
        expect(bytes, `${page.route}: ${files.join(', ')}`).toBeLessThanOrEqual(BUDGET);
        largest = Math.max(largest, bytes);
      }
      console.log(`${lang}: 0 KB of fonts before first paint; at most ${(largest / 1024).toFixed(1)} KB after`);
    });
  }
});
