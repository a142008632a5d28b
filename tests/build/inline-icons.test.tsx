// @vitest-environment happy-dom
/**
 * A prerendered page carries the icon symbols it draws (scripts/lib/inlineIcons.ts), so its first
 * paint fetches no sprite; the app's SpriteIcon writes the very address the prerender wrote when
 * it hydrates the page, and the sprite file's for an icon the page does not carry.
 */
import fs from 'node:fs';
import fc from 'fast-check';
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { inlineIcons, spriteSymbols } from '../../scripts/lib/inlineIcons';
import { SpriteIcon } from '../../src/ui/SpriteIcon';
import { featureIcons as iconMap } from '../../src/ui/icons';
import type { FeatureIcon } from '../../src/generated/schema-types';

const featureIcons = Object.keys(iconMap) as FeatureIcon[];

const symbols = spriteSymbols(fs.readFileSync('public/icons.svg', 'utf8'));
const use = (name: string) =>
  `<svg aria-hidden="true" class="icon"><use href="/icons.svg#${name}"></use></svg>`;

describe('inline icons', () => {
  it('reads every symbol of the sprite, under its inline id', () => {
    expect(symbols.size).toBeGreaterThanOrEqual(featureIcons.length);
    for (const name of featureIcons)
      expect(symbols.get(name)).toMatch(new RegExp(`^<symbol id="icon-${name}" viewBox=`));
  });

  it('points each icon at the page and carries exactly the symbols drawn, once each (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...featureIcons), { maxLength: 30 }), (names) => {
        const app = `<main><h1>x</h1>${names.map(use).join('<p>t</p>')}</main>`;
        const { app: html, icons } = inlineIcons(app, symbols);
        expect(html).not.toContain('/icons.svg');
        expect(html.match(/<use href="#icon-[\w-]+"/g) ?? []).toHaveLength(names.length);
        const carried = [...icons.matchAll(/<symbol id="icon-([\w-]+)"/g)].map((m) => m[1]);
        expect(carried).toEqual([...new Set(names)].sort());
        if (!names.length) expect(icons).toBe('');
        else expect(icons).toMatch(/^<svg hidden>.*<\/svg>$/);
      }),
      { numRuns: 200, seed: 44 },
    );
  });

  it('refuses an icon the sprite lacks rather than drawing nothing', () => {
    expect(() => inlineIcons(use('no-such-icon'), symbols)).toThrow(/no-such-icon/);
  });

  it("hydrates the prerender's address without a mismatch, and uses the file for an icon not carried", async () => {
    // As the prerender has it: the server's render (no symbols in its document), then inlined.
    document.body.innerHTML = '';
    const rendered = renderToString(<SpriteIcon name="map-pin" />);
    expect(rendered).toContain('href="/icons.svg#map-pin"');
    const { app, icons } = inlineIcons(rendered, symbols);
    document.body.innerHTML = `${icons}<div id="root">${app}</div>`;
    const root = document.getElementById('root')!;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(root, <SpriteIcon name="map-pin" />, {
        onRecoverableError: (e) => recoverable.push(e),
      });
    });
    expect(root.querySelector('use')?.getAttribute('href')).toBe('#icon-map-pin');
    expect(recoverable).toEqual([]);
    expect(errors.mock.calls).toEqual([]);
    errors.mockRestore();
    // A later page's icon that the first page did not carry: the sprite file.
    document.body.innerHTML = `${icons}<div id="other"></div>`;
    const other = createRoot(document.getElementById('other')!);
    await act(async () => other.render(<SpriteIcon name="lightbulb" />));
    expect(document.querySelector('#other use')?.getAttribute('href')).toBe('/icons.svg#lightbulb');
    other.unmount();
  });
});
