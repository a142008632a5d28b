import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Hero from '../../src/blocks/Hero';
import { headlineLength } from '../../src/blocks/Hero/headline';
import DisabledNotice from '../../src/blocks/DisabledNotice';
import CtaBand from '../../src/blocks/CtaBand';
import { sceneAllowed } from '../../src/blocks/Hero/scene/gate';
import type { Hero as HeroBlock } from '../../src/generated/schema-types';
import { Providers, testWords } from './render-helpers';

const html = (node: React.ReactNode, lang = 'en') =>
  renderToString(<Providers lang={lang}>{node}</Providers>);
const hero = (over: Partial<HeroBlock> = {}): HeroBlock => ({
  type: 'hero',
  page: 't:page',
  title: 't:title',
  ...over,
});

describe('hero', () => {
  it('renders the page name, headline and subtitle', () => {
    const out = html(<Hero block={hero({ subtitle: 't:subtitle' })} />);
    expect(out).toContain('>About</p>');
    expect(out).toMatch(/<h1[^>]*>We build<\/h1>/);
    expect(out).toContain('Sub');
  });

  it('renders nothing without a page name (docs/site/shell.md#page-hero)', () => {
    expect(html(<Hero block={hero({ page: '' })} />)).toBe('');
  });

  it('caps the headline at its hero size, hands it its length, and sets 50vh or 30vh height', () => {
    expect(html(<Hero block={hero({ size: 'small', height: '30vh' })} />)).toMatch(
      /min-h-\[30vh\][\s\S]*\[--hero-max:1.875rem\]/,
    );
    const xl = html(<Hero block={hero({ size: 'xl' })} />);
    expect(xl).toMatch(/min-h-\[50vh\][\s\S]*\[--hero-max:3rem\] sm:\[--hero-max:4.5rem\]/);
    expect(xl).toMatch(/<h1[^>]*style="--hero-chars:\d+"/);
  });

  it('measures a headline of any text as a bounded whole number of characters', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme', maxLength: 5000 })), (t) => {
        const n = headlineLength(t);
        expect(Number.isInteger(n)).toBe(true);
        expect(n).toBeGreaterThanOrEqual(12);
        expect(n).toBeLessThanOrEqual(200);
        // A longer headline never gets a larger size: its length never counts less.
        expect(headlineLength(t + 'x')).toBeGreaterThanOrEqual(n);
      }),
      { numRuns: 200 },
    );
    // Letters, not UTF-16 units: an Arabic or accented headline counts as it reads.
    expect(headlineLength('é'.repeat(30))).toBe(30);
    expect(headlineLength('😀'.repeat(20))).toBe(20);
  });

  it('prerenders its drawing as the scene fallback, and the drawing alone when the scene is off', async () => {
    // The drawing is a lazily loaded module: render as the build does, waiting for it.
    const full = async (node: React.ReactNode) =>
      new Response((await prerender(<Providers>{node}</Providers>)).prelude).text();
    const withScene = await full(<Hero block={hero({ visual: 'globe' })} />);
    expect(withScene).toContain('data-scene-fallback');
    expect(withScene).toMatch(/data-hero-visual="globe"[\s\S]*<svg aria-hidden="true"/);
    const plain = await full(<Hero block={hero({ scene: false, visual: 'document' })} />);
    expect(plain).not.toContain('data-scene');
    expect(plain).toMatch(/data-hero-visual="document"[\s\S]*<svg aria-hidden="true"/);
    expect(await full(<Hero block={hero()} />)).toContain('data-hero-visual="network"');
  });

  it('shows the page name above the headline unless the page turns it off', () => {
    expect(html(<Hero block={hero({ showPageName: false })} />)).not.toContain('>About</p>');
    expect(html(<Hero block={hero({ showPageName: false })} />)).toMatch(/<h1[^>]*>We build/);
  });

  it('localizes its button links', () => {
    const out = html(
      <Hero block={hero({ actions: [{ label: 't:cta', href: '/contact' }] })} />,
      'fr',
    );
    expect(out).toContain('href="/fr/contact"');
  });
});

describe('3D scene gate', () => {
  const ok = { hasScene: true, online: true, reducedMotion: false, saveData: false };
  it('allows the scene only online, without reduced motion or data saving', () => {
    expect(sceneAllowed(ok)).toBe(true);
    expect(sceneAllowed({ ...ok, reducedMotion: true })).toBe(false);
    expect(sceneAllowed({ ...ok, saveData: true })).toBe(false);
    expect(sceneAllowed({ ...ok, online: false })).toBe(false);
    expect(sceneAllowed({ ...ok, hasScene: false })).toBe(false);
  });
});

describe('disabledNotice', () => {
  it('shows the title, message and a link home to /', () => {
    const out = html(
      <DisabledNotice
        block={{ type: 'disabledNotice', title: 't:notice', message: 't:message' }}
      />,
    );
    expect(out).toMatch(new RegExp(`<h1[^>]*>${testWords.t.notice}</h1>`));
    expect(out).toContain(testWords.t.message);
    expect(out).toMatch(
      new RegExp(`<a[^>]*href="/"[^>]*>${testWords.common.actions.returnHome}</a>`),
    );
  });
});

describe('ctaBand', () => {
  it('gives the buttons primary, secondary, tertiary styles in order', () => {
    const out = html(
      <CtaBand
        block={{
          type: 'ctaBand',
          title: 't:title',
          actions: [
            { label: 't:one', href: '/' },
            { label: 't:two', href: '/' },
            { label: 't:cta', href: 'https://wa.me/212600000000' },
          ],
        }}
      />,
    );
    expect(out.indexOf('bg-accent')).toBeLessThan(
      out.indexOf('border border-border bg-surface text-fg'),
    );
    expect(out).toContain('target="_blank" rel="noopener noreferrer"');
  });
});
