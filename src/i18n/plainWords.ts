import { factText } from './facts';

/**
 * "{{name}}": a value the code passes to t(), or else a fact of content/facts.json, by its plain
 * name. Nothing else is syntax.
 */
const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/**
 * How i18next turns a translation into what a visitor reads: the words as written, with each
 * {{name}} the code passes (a count, a date, a visitor's name) put in, once, and nothing more.
 * i18next's own interpolation also runs "$t(other:key)" inside a text (so "$t(common:nav.about.title)"
 * in a hero showed "About Us", and a key naming itself repeated), formats "{{value, number}}",
 * looks up "{{a.b}}" paths and reads "{{- x}}": none of which an editor writing a sentence asks
 * for, and all of which would act on words from locales/ and content/ and on what visitors type
 * into a form. Every instance (browser, prerender, editor) uses this one.
 */
export const plainWords = {
  type: 'i18nFormat' as const,
  parse(res: unknown, options: Record<string, unknown>, lng?: unknown) {
    if (typeof res !== 'string') return res;
    // One pass: a value put in is never read again, so a visitor's "{{x}}" stays as typed.
    return res.replace(PLACEHOLDER, (all, name: string) => {
      // A figure in a sentence ("from {{webFrom}}") is the fact, written the language's way.
      if (!Object.hasOwn(options, name))
        return (typeof lng === 'string' ? factText(name, lng) : undefined) ?? all;
      const value = options[name];
      return value === undefined || value === null ? '' : String(value);
    });
  },
};
