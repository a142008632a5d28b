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

const page = JSON.parse(fs.readFileSync('pages/coming-soon.json', 'utf8')) as Page;
const blocks = page.blocks as Block[];
const words = (lang: string) =>
  JSON.parse(fs.readFileSync(`locales/${lang}/coming-soon.json`, 'utf8'));
const of = <T extends Block['type']>(type: T) =>
  blocks.find((b): b is Extract<Block, { type: T }> => b.type === type);
/** "coming-soon:a.b" → the English words at a.b. */
const english = (key: string) =>
  key
    .split(':')[1]
    ?.split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], words('en'));

async function render(lang: string) {
  await preloadBlocks(blocks);
  const i18n = createServerI18n(lang, { common: {}, 'coming-soon': words(lang) });
  const html = renderToString(
    <Providers lang={lang}>
      <I18nextProvider i18n={i18n}>
        <PageRenderer blocks={blocks} />
      </I18nextProvider>
    </Providers>,
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('the coming-soon page (spec §2)', () => {
  it('is a standalone page: hero, countdown, What’s Coming, signup, and a slim footer strip', () => {
    expect(page.chrome).toBe('minimal');
    expect(blocks.map((b) => b.type)).toEqual(['hero', 'countdown', 'featureGrid', 'signup']);
  });

  it('counts down 30 days (spec §9)', () => {
    expect(of('countdown')?.days).toBe(30);
  });

  it('previews the six features the spec names', () => {
    const grid = of('featureGrid');
    expect(english(grid?.title ?? '')).toBe("What's Coming");
    expect(grid?.items.map((item) => english(item.title))).toEqual([
      'Business Intelligence',
      'Team Collaboration',
      'Tech Infrastructure',
      'Knowledge Hub',
      'Security First',
      'AI Co-Pilot',
    ]);
  });

  it('has the signup card with its three figures and the spec’s own messages (§8)', () => {
    const signup = of('signup');
    expect(signup?.stats?.map((s) => [formatFigure(s.number, 'en'), english(s.label)])).toEqual([
      // Spec §2's "1000+", as Intl's English groups it.
      ['1,000+', 'Early access users'],
      ['50+', 'Features planned'],
      ['24/7', 'Support'],
    ]);
    expect(english(signup?.successMessage ?? '')).toBe(
      "Thank you! We'll notify you when we launch.",
    );
    expect(english(signup?.invalidEmailMessage ?? '')).toBe('Please enter a valid email address.');
  });

  for (const lang of ['en', 'ar', 'fr', 'es', 'de', 'it']) {
    it(`renders every block in ${lang}, with no raw key and no failed block`, async () => {
      const d = await render(lang);
      expect(
        [...d.querySelectorAll('[data-block]')].map((e) => e.getAttribute('data-block')),
      ).toEqual(['hero', 'countdown', 'featureGrid', 'signup']);
      expect(d.querySelector('[data-block-error]')).toBeNull();
      expect(d.body.textContent).not.toMatch(/coming-soon:|\b(countdown|features|signup)\.\w/);
      expect(d.querySelectorAll('[data-block="featureGrid"] li')).toHaveLength(6);
    });
  }
});
