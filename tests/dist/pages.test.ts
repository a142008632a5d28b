/**
 * What every prerendered page shows, in every language, read from the raw HTML: the page file's
 * blocks in its order, the page's language, no raw translation key, no English left in another
 * language, and figures in the language's own form. The browser suite keeps what needs a browser.
 */
import fs from 'node:fs';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import type { Figure, FigureOrFact } from '../../src/generated/schema-types';
import { resolveFigure } from '../../src/i18n/figure';
import { direction } from '../../src/i18n/languages';
import {
  LANGUAGES,
  rawLocaleWords,
  pageBlockOrder,
  pageBlocks,
  pageText,
  shownFigure,
  siteFacts,
} from '../site';
import { expectedLater } from '../later-marks';
import { blockHtml, builtPages, shownBlockOrder, textOf } from './built';

const pages = builtPages();

/** English sentences (three words or more) of a namespace: none may show on another language's page. */
/** Keys whose text may equal the English in some languages (names): locales-allow-identical.json. */
const allowedSame = (
  JSON.parse(fs.readFileSync('locales-allow-identical.json', 'utf8')) as {
    keys: Record<string, string[]>;
  }
).keys;

function englishProse(ns: string, lang: string): string[] {
  const file = `locales/en/${ns}.json`;
  if (!fs.existsSync(file)) return [];
  const out: string[] = [];
  const walk = (v: unknown, key: string) => {
    if (typeof v === 'string') {
      if (allowedSame[`${ns}:${key}`]?.includes(lang)) return;
      if (v.trim().split(/\s+/).length >= 3 && !v.includes('{{')) out.push(v);
    } else if (v && typeof v === 'object')
      Object.entries(v).forEach(([k, x]) => walk(x, key ? `${key}.${k}` : k));
  };
  walk(JSON.parse(fs.readFileSync(file, 'utf8')), '');
  return out;
}

describe('every prerendered page, every language', () => {
  it('reads all of them: every language has the same pages', () => {
    const count = (lang: string) => pages.filter((p) => p.lang === lang).length;
    expect(count('en')).toBeGreaterThan(60);
    for (const lang of LANGUAGES) expect(count(lang), lang).toBe(count('en'));
  });

  it("shows the page file's blocks, in the file's order (an editor's reorder is what ships)", () => {
    const wrong = pages
      .filter((p) => p.file)
      .flatMap((p) => {
        const shown = shownBlockOrder(p.html);
        const want = pageBlockOrder(p.file);
        return JSON.stringify(shown) === JSON.stringify(want)
          ? []
          : [`${p.route}: ${shown.join(' ')} ≠ pages/${p.file}.json: ${want.join(' ')}`];
      });
    expect(wrong).toEqual([]);
  });

  it('leaves its first block to the first layout, and every later one (its parts when several) to after the first paint, unless it draws something fixed', () => {
    const window = new Window();
    const wrong: string[] = [];
    let marked = 0;
    for (const p of pages) {
      const main = p.html.slice(p.html.indexOf('<main'), p.html.indexOf('</main>') + 7);
      const doc = new window.DOMParser().parseFromString(`<body>${main}</body>`, 'text/html');
      const want = expectedLater(doc);
      const got = [...doc.querySelectorAll('[data-later]')];
      if (got.length !== want.length || got.some((el, i) => el !== want[i]))
        wrong.push(`${p.route}: ${got.length} marked, ${want.length} wanted`);
      marked += got.length;
    }
    expect(wrong).toEqual([]);
    expect(marked).toBeGreaterThan(600);
  });

  it('declares its language and direction in <html> itself', () => {
    const wrong = pages.filter(
      (p) => !p.html.includes(`<html lang="${p.lang}" dir="${direction(p.lang)}"`),
    );
    expect(wrong.map((p) => p.route)).toEqual([]);
  });

  it('writes every e-mail, phone and web-address field left to right, its label in the page direction', () => {
    const seen = new Set<string>();
    const wrong = pages.flatMap((p) =>
      [...p.html.matchAll(/<input\b[^>]*\btype="(?:email|tel|url)"[^>]*>/g)].flatMap(([tag]) => {
        seen.add(p.lang);
        const id = /\bid="([^"]+)"/.exec(tag)?.[1]?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        const label = id && new RegExp(`<label\\b[^>]*\\bfor="${id}"[^>]*>`).exec(p.html)?.[0];
        if (!/\bdir="ltr"/.test(tag)) return [`${p.route}: ${tag}`];
        if (label && /\bdir=/.test(label)) return [`${p.route}: ${label}`];
        return [];
      }),
    );
    expect([...seen].sort()).toEqual([...LANGUAGES].sort());
    expect(wrong).toEqual([]);
  });

  it('shows no raw translation key', () => {
    const raw = pages.flatMap((p) => {
      const key = /\b[a-z][a-z0-9-]*:[a-zA-Z]+\.[a-zA-Z.]+/.exec(p.text);
      return key ? [`${p.route}: ${key[0]}`] : [];
    });
    expect(raw).toEqual([]);
  });

  it('shows no {{placeholder}} left unfilled, in its text or its head (title, cards, structured data)', () => {
    const left = pages.flatMap((p) => {
      // Everything but the boot data, which carries the words as written, placeholders and all.
      const shown = p.html.replace(/<script type="application\/json"[^>]*>[^]*?<\/script>/g, '');
      const found = /\{\{\s*\w+\s*\}\}/.exec(shown);
      return found ? [`${p.route}: ${found[0]}`] : [];
    });
    expect(left).toEqual([]);
  });

  it('writes the facts a sentence names the way its language writes figures', () => {
    const facts = new Set(Object.keys(siteFacts('en')));
    let checked = 0;
    const wrong = pages
      .filter((p) => p.file)
      .flatMap((p) =>
        keysIn(pageBlocks(p.file)).flatMap((key) => {
          const text = textAt(p.lang, key);
          const names = [...(text ?? '').matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!);
          if (!names.length || !names.every((n) => facts.has(n))) return [];
          checked++;
          const shown = pageText(p.lang, key);
          return p.text.includes(shown) ? [] : [`${p.route}: "${shown}"`];
        }),
      );
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(0);
  });

  it('shows no English sentence of its words outside English', () => {
    const prose = new Map<string, string[]>();
    const left = pages
      .filter((p) => p.lang !== 'en')
      .flatMap((p) =>
        p.namespaces
          .flatMap((ns) => {
            const at = `${p.lang} ${ns}`;
            return prose.get(at) ?? prose.set(at, englishProse(ns, p.lang)).get(at)!;
          })
          .filter((s) => p.text.includes(s))
          .map((s) => `${p.route}: "${s}"`),
      );
    expect(left).toEqual([]);
  });
});

/** The translation keys ("ns:path") a page's blocks hold, in any field. */
function keysIn(value: unknown): string[] {
  if (typeof value === 'string') return /^[a-z0-9-]+:[\w.]+$/.test(value) ? [value] : [];
  if (!value || typeof value !== 'object') return [];
  return Object.values(value).flatMap(keysIn);
}

/** A key's text in a language, or undefined (a key of another kind of reference). */
function textAt(lang: string, key: string): string | undefined {
  const [ns = '', path = ''] = key.split(':');
  if (!fs.existsSync(`locales/${lang}/${ns}.json`)) return undefined;
  let node: unknown = rawLocaleWords(lang, ns);
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

/** What a reader of each language checks first, independent of the formatter under test. */
const NATIVE: Record<string, (figure: Figure, shown: string) => string | null> = {
  fr: (f, shown) => {
    if (!('value' in f)) return null;
    if (Math.abs(f.value) >= 1000 && !f.compact && !shown.includes('\u202f')) return 'no thin space';
    if (f.kind === 'percent' && !/\u00a0%$/.test(shown)) return 'no space before %';
    if (!Number.isInteger(f.value) && !shown.includes(',')) return 'no decimal comma';
    return null;
  },
  de: (f, shown) => {
    if (!('value' in f)) return null;
    if (Math.abs(f.value) >= 1000 && !f.compact && !shown.includes('.')) return 'no thousands dot';
    if (f.kind === 'percent' && !/\u00a0%$/.test(shown)) return 'no space before %';
    if (!Number.isInteger(f.value) && !shown.includes(',')) return 'no decimal comma';
    return null;
  },
  ar: (f, shown) => {
    // Latin digits, as Morocco writes them.
    if (/[\u0660-\u0669]/.test(shown)) return 'Arabic-Indic digits';
    if ('value' in f && f.currency === 'MAD' && !shown.includes('درهم')) return 'no درهم';
    return null;
  },
};

describe('figures', () => {
  it("every stats figure shows in its language's form, and the English form never shows through", () => {
    const problems: string[] = [];
    let checked = 0;
    for (const p of pages.filter((p) => p.file)) {
      // A sentence may still carry a figure of its own (its translation's business); the
      // stats blocks write figures as values.
      const statsText = blockHtml(p.html, 'stats').map((h) => textOf(h, '')).join(' ');
      const stats = (pageBlocks(p.file) as { type: string; metrics?: { number: FigureOrFact }[] }[])
        .filter((b) => b.type === 'stats')
        .flatMap((b) => (b.metrics ?? []).map((m) => resolveFigure(m.number)));
      for (const figure of stats) {
        const shown = shownFigure(figure, p.lang);
        const native = NATIVE[p.lang]?.(figure, shown);
        if (native) problems.push(`${p.route}: ${shown}: ${native}`);
        if (!p.text.includes(shown) && !p.tight.includes(shown)) problems.push(`${p.route}: ${shown} is not on the page`);
        const english = shownFigure(figure, 'en');
        if (english !== shown && statsText.includes(english))
          problems.push(`${p.route}: shows the English ${english}`);
        checked++;
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });
});
