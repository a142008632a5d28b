// @vitest-environment happy-dom
import fs from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import FeatureGrid from '../../src/blocks/FeatureGrid';
import { featureIcons } from '../../src/blocks/FeatureGrid/icons';
import { generateSprite } from '../../scripts/gen-icons';
import type { FeatureGrid as FeatureGridBlock } from '../../src/generated/schema-types';
import { Providers } from './render-helpers';

const html = (block: FeatureGridBlock) =>
  renderToString(
    <Providers>
      <FeatureGrid block={block} />
    </Providers>,
  );
const parse = (s: string) => new DOMParser().parseFromString(s, 'text/html');

// Words from the shared test fixture: t:title "We build", t:one "One", t:two "Two" ...
const grid = (over: Partial<FeatureGridBlock> = {}): FeatureGridBlock => ({
  type: 'featureGrid',
  title: 't:title',
  subtitle: 't:subtitle',
  items: [
    { icon: 'chart-column', title: 't:one', description: 't:message' },
    { icon: 'shield-check', title: 't:two' },
    { title: 't:cta' },
  ],
  ...over,
});

describe('featureGrid', () => {
  it('renders the heading, then one card per item with its icon, title and description', () => {
    const d = parse(html(grid()));
    expect(d.querySelector('h2')?.textContent).toBe('We build');
    expect(d.querySelector('section')?.getAttribute('aria-labelledby')).toBe(
      d.querySelector('h2')?.id,
    );
    const cards = [...d.querySelectorAll('ul > li')];
    expect(cards.map((c) => c.querySelector('h3')?.textContent)).toEqual(['One', 'Two', 'Go']);
    expect(cards[0]?.querySelector('p')?.textContent).toBe('Disabled.');
    expect(cards[1]?.querySelector('p')).toBeNull();
  });

  it('draws the named icon from the sprite, hidden from screen readers, and none when unset', () => {
    const cards = [...parse(html(grid())).querySelectorAll('ul > li')];
    const first = cards[0]?.querySelector('svg');
    expect(first?.querySelector('use')?.getAttribute('href')).toBe('/icons.svg#chart-column');
    expect(first?.getAttribute('aria-hidden')).toBe('true');
    expect(cards[1]?.querySelector('use')?.getAttribute('href')).toBe('/icons.svg#shield-check');
    expect(cards[2]?.querySelector('svg')).toBeNull();
  });

  it('lays out 2, 3 (default) or 4 columns on wide screens, one on phones', () => {
    const list = (b: FeatureGridBlock) => parse(html(b)).querySelector('ul')?.className ?? '';
    expect(list(grid())).toMatch(/grid-cols-1 .*lg:grid-cols-3/);
    expect(list(grid({ columns: 2 }))).toContain('sm:grid-cols-2');
    expect(list(grid({ columns: 2 }))).not.toContain('lg:grid-cols');
    expect(list(grid({ columns: 4 }))).toContain('lg:grid-cols-4');
  });

  it('promotes card headings to h2 when the grid has no heading', () => {
    const d = parse(html(grid({ title: undefined, subtitle: undefined })));
    expect(d.querySelectorAll('h2')).toHaveLength(3);
    expect(d.querySelector('h3')).toBeNull();
    expect(d.querySelector('section')?.hasAttribute('aria-labelledby')).toBe(false);
  });

  it('has exactly one icon for every name the schema allows', () => {
    const schema = JSON.parse(fs.readFileSync('schemas/blocks/featureGrid.schema.json', 'utf8'));
    const names: string[] = schema.properties.items.items.properties.icon.enum;
    expect(Object.keys(featureIcons).sort()).toEqual([...names].sort());
    const sprite = generateSprite();
    expect(fs.readFileSync('public/icons.svg', 'utf8')).toBe(sprite);
    for (const name of names) {
      expect(sprite, name).toMatch(
        new RegExp(
          `<symbol id="${name}" viewBox="0 0 24 24"><(path|circle|rect|line|polyline|ellipse|polygon)`,
        ),
      );
    }
  });
});
