// @vitest-environment happy-dom
import fs from 'node:fs';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from '../../src/i18n/react';
import { describe, expect, it } from 'vitest';
import { PageRenderer } from '../../src/engine/PageRenderer';
import { preloadBlocks } from '../../src/engine/blocks';
import type { Block, Page } from '../../src/generated/schema-types';
import { createServerI18n } from '../../src/i18n/i18n';
import { Providers } from './render-helpers';
import { formatFigure } from '../../src/i18n/figure';
import { localeWords, pageBlockTypes, pageText } from './words';

const page = JSON.parse(fs.readFileSync('pages/coming-soon.json', 'utf8')) as Page;
const blocks = page.blocks as Block[];
const of = <T extends Block['type']>(type: T) =>
  blocks.find((b): b is Extract<Block, { type: T }> => b.type === type);
const LANGS = ['en', 'ar', 'fr', 'es', 'de', 'it'];

async function render(lang: string) {
  await preloadBlocks(blocks);
  const i18n = createServerI18n(lang, {
    common: {},
    'coming-soon': localeWords(lang, 'coming-soon'),
  });
  const html = renderToString(
    <Providers lang={lang}>
      <I18nextProvider i18n={i18n}>
        <PageRenderer blocks={blocks} />
      </I18nextProvider>
    </Providers>,
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('the coming-soon page (docs/site/coming-soon.md#sections)', () => {
  it('is a standalone page with a countdown, a feature preview and a signup', () => {
    expect(page.chrome).toBe('minimal');
    expect(of('countdown')).toBeDefined();
    expect(of('featureGrid')).toBeDefined();
    expect(of('signup')).toBeDefined();
  });

  it('counts down 30 days (docs/site/coming-soon.md#countdown)', () => {
    expect(of('countdown')?.days).toBe(30);
  });

  it('has words in every language for each feature, each signup figure and its messages', () => {
    const signup = of('signup');
    const keys = [
      of('featureGrid')?.title,
      ...(of('featureGrid')?.items.map((item) => item.title) ?? []),
      ...(signup?.stats?.map((s) => s.label) ?? []),
      signup?.successMessage,
      signup?.invalidEmailMessage,
    ];
    expect(keys.length).toBeGreaterThan(4);
    for (const lang of LANGS)
      for (const key of keys)
        expect(pageText(lang, key ?? 'missing').trim(), `${lang} ${key}`).not.toBe('');
  });

  for (const lang of LANGS) {
    it(`renders every block in ${lang}, with no raw key and no failed block`, async () => {
      const d = await render(lang);
      expect(
        [...d.querySelectorAll('[data-block]')].map((e) => e.getAttribute('data-block')),
      ).toEqual(pageBlockTypes('coming-soon'));
      expect(d.querySelector('[data-block-error]')).toBeNull();
      expect(d.body.textContent).not.toMatch(/coming-soon:|\b(countdown|features|signup)\.\w/);
      const items = [...d.querySelectorAll('[data-block="featureGrid"] li')];
      expect(items.map((li) => li.querySelector('h3')?.textContent)).toEqual(
        of('featureGrid')?.items.map((item) => pageText(lang, item.title)),
      );
      const stats = [...d.querySelectorAll('[data-block="signup"] ul li')];
      expect(stats.map((li) => li.textContent)).toEqual(
        of('signup')?.stats?.map((s) => formatFigure(s.number, lang) + pageText(lang, s.label)),
      );
    });
  }
});
