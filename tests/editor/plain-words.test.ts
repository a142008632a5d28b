import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { createClientI18n, createServerI18n } from '../../src/i18n/i18n';
import { WordStore } from '../../editor/words';

// Test words of this file's own (not the site's): what matters is that they come back as written.
const words = {
  nav: { about: 'About' },
  hero: { title: '$t(common:nav.about)', self: 'Again $t(common:hero.self)' },
  greeting: 'Hello {{name}}',
  items_one: '{{count}} item',
  items_other: '{{count}} items',
  formatted: 'Paid {{value, number}} and {{- raw}} and {{a.b}}',
};

afterEach(() => vi.unstubAllGlobals());

/** The three kinds of instance the site makes: prerender, browser and the editor's canvas. */
async function instances(): Promise<[string, I18n][]> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(words), { status: 200 })),
  );
  return [
    ['prerender', createServerI18n('en', { common: words })],
    ['browser', await createClientI18n('en', ['common'])],
    ['editor', new WordStore({ en: { common: words } }, {}, ['en'], 'en').i18n('en')],
  ];
}

const t = (i18n: I18n, key: string, options?: Record<string, unknown>) =>
  (i18n.t as (k: string, o?: Record<string, unknown>) => string)(key, options);

describe('translations are shown as written', () => {
  it('"$t(…)" in a text is words, not another key, in every instance', async () => {
    for (const [, i18n] of await instances()) {
      expect(t(i18n, 'hero.title')).toBe(words.hero.title);
      expect(t(i18n, 'hero.self')).toBe(words.hero.self);
      expect(t(i18n, 'formatted', { value: 5, raw: 'x', a: { b: 'y' } })).toBe(words.formatted);
    }
  });

  it('{{name}} and plural counts are still filled in', async () => {
    for (const [, i18n] of await instances()) {
      expect(t(i18n, 'greeting', { name: 'Salma' })).toBe('Hello Salma');
      expect(t(i18n, 'items', { count: 1 })).toBe('1 item');
      expect(t(i18n, 'items', { count: 3 })).toBe('3 items');
      // A value not given leaves the placeholder as written, as i18next does.
      expect(t(i18n, 'greeting')).toBe('Hello {{name}}');
    }
  });

  it('whatever a visitor types into a value is put in once, exactly as typed', async () => {
    const all = await instances();
    const hostile = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('$t(common:nav.about)', '{{name}}', '{{count}}', '{{- name}}', '$t(', '}}{{'),
    );
    fc.assert(
      fc.property(hostile, (name) => {
        for (const [, i18n] of all) expect(t(i18n, 'greeting', { name })).toBe(`Hello ${name}`);
      }),
      { numRuns: 150 },
    );
  });
});
