/**
 * Short class names (scripts/lib/shortClasses.ts): one map renames the stylesheet, the browser's
 * code and the prerendered HTML; nothing else in them changes, and what cannot be renamed stops
 * the build instead of losing a style.
 */
import { Parser } from 'acorn';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BuiltClassName,
  classNamesFor,
  renamable,
  renameClassLists,
  renameHtmlClasses,
  renameStylesheet,
  shortName,
  stylesheetClasses,
} from '../../scripts/lib/shortClasses';

const CSS = String.raw`
.flex{display:flex}
.px-4{padding-inline:1rem}
.sm\:text-lg{font-size:1.125rem}
.focus-visible\:outline-accent:focus-visible{outline-color:teal}
.lg\:\[\&\>\*\:first-child\]\:order-2>:first-child{order:2}
.w-1\/2{width:50%}
.mt-0\.5{margin-top:.125rem}
.dark .dark\:bg-bg,:where(.dark, .dark *) .hero-title{color:#fff}
.group:hover .group-hover\:underline{text-decoration:underline}
.a{color:red}
@media (min-width:40rem){.sm\:px-6{padding-inline:1.5rem}}
`;
const classes = classNamesFor(CSS);
const LONG = [...classes.short.keys()];

/** Every string literal's value in `code`, in order. */
function strings(code: string): string[] {
  const out: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const n = node as { type?: string; value?: unknown };
    if (n.type === 'Literal' && typeof n.value === 'string') out.push(n.value);
    if (n.type === 'TemplateElement') out.push((n.value as { cooked: string }).cooked);
    Object.values(node).forEach(visit);
  };
  visit(Parser.parse(code, { ecmaVersion: 'latest', sourceType: 'module' }));
  return out;
}

describe('short class names', () => {
  it('gives distinct names that are CSS identifiers, shortest first (property)', () => {
    const seen = new Set<string>();
    for (let n = 0; n < 4000; n++) {
      const name = shortName(n);
      expect(name).toMatch(/^[a-zA-Z][a-zA-Z0-9]*$/);
      expect(seen.has(name)).toBe(false);
      seen.add(name);
    }
    expect([shortName(0), shortName(51), shortName(52)]).toEqual(['a', 'Z', 'aa']);
    expect(shortName(3999).length).toBe(3);
  });

  it("reads the stylesheet's classes, escaped and nested ones included, and renames only those with a mark", () => {
    expect(new Set(stylesheetClasses(CSS))).toEqual(
      new Set([
        'flex',
        'px-4',
        'sm:text-lg',
        'focus-visible:outline-accent',
        'lg:[&>*:first-child]:order-2',
        'w-1/2',
        'mt-0.5',
        'dark',
        'dark:bg-bg',
        'hero-title',
        'group',
        'group-hover:underline',
        'a',
        'sm:px-6',
      ]),
    );
    for (const name of classes.defined) expect(classes.short.has(name)).toBe(renamable(name));
    // A short name never takes a one-word class's name ("a" is one here).
    expect([...classes.short.values()]).not.toContain('a');
    expect(new Set(classes.short.values()).size).toBe(classes.short.size);
  });

  it('renames the stylesheet: the same rules under the short names', () => {
    const css = renameStylesheet(CSS, classes.short);
    const after = new Set(stylesheetClasses(css));
    const expected = [...classes.defined].map((name) => classes.short.get(name) ?? name);
    expect(after).toEqual(new Set(expected));
    expect(css).toMatch(/padding-inline: ?1\.5rem/);
    expect(css).toMatch(/:where\(\.dark, ?\.dark \*\) \.[a-zA-Z]+/);
  });

  it('renames a string of the code when all its words are classes, and no other string (property)', () => {
    const word = fc.constantFrom(...classes.defined, 'Hello', 'px', 'button', 'ar', '4', 'a-b');
    const text = fc
      .array(fc.tuple(word, fc.constantFrom(' ', '  ', '\n', '\t')), { maxLength: 6 })
      .map((parts) => parts.map(([w, space]) => w + space).join(''));
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 5 }), (texts) => {
        const code = texts.map((t, i) => `export const s${i} = ${JSON.stringify(t)};`).join('\n');
        const out = strings(renameClassLists(code, classes));
        texts.forEach((t, i) => {
          const words = t.split(/\s+/).filter(Boolean);
          const isList =
            words.length > 0 &&
            words.every((w) => classes.defined.has(w)) &&
            words.some((w) => classes.short.has(w));
          expect(out[i]).toBe(isList ? t.replace(/\S+/g, (w) => classes.short.get(w) ?? w) : t);
        });
      }),
    );
  });

  it('renames the classes of a template around values, and leaves prose and ids alone', () => {
    const code =
      'const a = `${bar} px-4 w-1/2`; const b = `Hello ${name} px-4`; const c = `${id}-title`; const d = `${n}px`;';
    const out = strings(renameClassLists(code, classes));
    expect(out).toEqual([
      '',
      ` ${classes.short.get('px-4')} ${classes.short.get('w-1/2')}`,
      'Hello ',
      ' px-4',
      '',
      '-title',
      '',
      'px',
    ]);
  });

  it('stops at a class built from pieces or named in a selector, saying where', () => {
    for (const code of [
      'const c = `sm:text-${size}`;',
      'const c = `${x} sm:${y}`;',
      "document.querySelector('.px-4');",
      "el.closest('nav > .hero-title:hover');",
    ])
      expect(() => renameClassLists(code, classes, 'assets/x.js')).toThrow(BuiltClassName);
    expect(() => renameClassLists('const c = `sm:${y}`;', classes, 'assets/x.js')).toThrow(
      /assets\/x\.js: a class name is built from pieces around "sm:"/,
    );
    // Not selectors of renamed classes: a file name, a one-word class, a number.
    expect(() =>
      renameClassLists("f('README.md'); f('.flex'); f('0.5rem'); f('a.b')", classes),
    ).not.toThrow();
  });

  it('renames class attributes of HTML only, as the browser reads them (property)', () => {
    const escape = (s: string) =>
      s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    const list = fc.array(fc.constantFrom(...classes.defined, 'lucide', 'x-unknown'), {
      maxLength: 5,
    });
    fc.assert(
      fc.property(list, fc.constantFrom(...LONG), (names, prose) => {
        const attr = escape(names.join(' '));
        const html = `<div id="d" class="${attr}" data-x="${prose}"><p>${escape(prose)} class="${attr}"</p><svg class="${attr}"></svg></div>`;
        const out = renameHtmlClasses(html, classes.short);
        const renamed = names.map((n) => classes.short.get(n) ?? escape(n)).join(' ');
        expect(out).toBe(
          `<div id="d" class="${renamed}" data-x="${prose}"><p>${escape(prose)} class="${attr}"</p><svg class="${renamed}"></svg></div>`,
        );
      }),
    );
  });
});
