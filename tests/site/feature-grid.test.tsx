// @vitest-environment happy-dom
import fs from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import FeatureGrid from '../../src/blocks/FeatureGrid';
import { featureIcons } from '../../src/ui/icons';
import { generateSprite } from '../../scripts/generate/genIcons';
import type { FeatureGrid as FeatureGridBlock } from '../../src/generated/schema-types';
import { Providers, testWords } from './render-helpers';

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
    // The tracks each card takes, and the last row's widening, are CSS (tests/e2e/home.spec.ts).
    const list = (b: FeatureGridBlock) => parse(html(b)).querySelector('ul');
    expect(list(grid())?.className).toMatch(/\bgrid-cols-1 sm:grid-cols-12\b/);
    expect(list(grid())?.dataset.fill).toBe('3');
    expect(list(grid({ columns: 2 }))?.dataset.fill).toBe('2');
    expect(list(grid({ columns: 4 }))?.dataset.fill).toBe('4');
  });

  it('promotes card headings to h2 when the grid has no heading', () => {
    const d = parse(html(grid({ title: undefined, subtitle: undefined })));
    expect(d.querySelectorAll('h2')).toHaveLength(3);
    expect(d.querySelector('h3')).toBeNull();
    expect(d.querySelector('section')?.hasAttribute('aria-labelledby')).toBe(false);
  });

  it('shows no extras on a plain card: no badge, number, figure, facts, list, chips or button', () => {
    const d = parse(html(grid()));
    for (const sel of [
      '[data-card-badge]',
      '[data-card-number]',
      '[data-card-figure]',
      '[data-card-meta]',
      '[data-card-points]',
      '[data-card-metrics]',
      '[data-card-tags]',
      'a',
      'ol',
    ]) {
      expect(d.querySelector(sel), sel).toBeNull();
    }
  });

  it('shows a translated badge in the card corner', () => {
    const d = parse(html(grid({ items: [{ title: 't:one', badge: 't:notice' }] })));
    expect(d.querySelector('li [data-card-badge]')?.textContent).toBe(testWords.t.notice);
  });

  it('shows a figure as written, left to right, with its translated label', () => {
    const d = parse(
      html(
        grid({
          items: [{ title: 't:one', figure: { value: 95, kind: 'percent' }, figureLabel: 't:two' }],
        }),
      ),
    );
    const figure = d.querySelector('[data-card-figure]');
    expect(figure?.textContent).toBe('95%Two');
    expect(figure?.querySelector('[dir="ltr"]')?.textContent).toBe('95%');
  });

  it('translates meta facts given as keys and shows names and years as written, with icons', () => {
    const item = {
      title: 't:one',
      meta: [
        { icon: 'map-pin' as const, text: 't:two' },
        { icon: 'award' as const, text: 'AWS' },
        { text: '2024' },
      ],
    };
    const facts = [...parse(html(grid({ items: [item] }))).querySelectorAll('[data-card-meta] li')];
    expect(facts.map((f) => f.textContent)).toEqual(['Two', 'AWS', '2024']);
    expect(facts[0]?.querySelector('use')?.getAttribute('href')).toBe('/icons.svg#map-pin');
    expect(facts[2]?.querySelector('svg')).toBeNull();
  });

  it('lists translated bullet points', () => {
    const d = parse(html(grid({ items: [{ title: 't:one', points: ['t:two', 't:cta'] }] })));
    const points = [...d.querySelectorAll('[data-card-points] li')];
    expect(points.map((p) => p.textContent)).toEqual(['Two', 'Go']);
  });

  it('shows name chips exactly as written', () => {
    const d = parse(html(grid({ items: [{ title: 't:one', tags: ['React', 'Node.js'] }] })));
    const tags = [...d.querySelectorAll('[data-card-tags] li')].map((t) => t.textContent);
    expect(tags).toEqual(['React', 'Node.js']);
  });

  it('shows metrics as figure + translated label pairs', () => {
    const item = {
      title: 't:one',
      metrics: [
        { number: { value: 40, kind: 'percent' as const }, label: 't:two' },
        { number: { value: 24, suffix: '/7' }, label: 't:cta' },
      ],
    };
    const metrics = [
      ...parse(html(grid({ items: [item] }))).querySelectorAll('[data-card-metrics] li'),
    ];
    expect(metrics.map((m) => m.textContent)).toEqual(['40%Two', '24/7Go']);
    expect(metrics[0]?.querySelector('[dir="ltr"]')?.textContent).toBe('40%');
  });

  it('ends the card with its button, outlined unless the data says otherwise', () => {
    const d = parse(
      html(grid({ items: [{ title: 't:one', link: { label: 't:cta', href: '/contact' } }] })),
    );
    const link = d.querySelector('li a');
    expect(link?.textContent).toBe('Go');
    expect(link?.getAttribute('href')).toBe('/contact');
    expect(link?.className).toContain('border-border');
    const primary = parse(
      html(
        grid({
          items: [
            { title: 't:one', link: { label: 't:cta', href: '/contact', variant: 'primary' } },
          ],
        }),
      ),
    );
    expect(primary.querySelector('li a')?.className).toContain('bg-accent');
  });

  it('numbers the cards 01, 02, 03 in an ordered list when numbered', () => {
    const d = parse(html(grid({ numbered: true })));
    expect(d.querySelector('ul')).toBeNull();
    const numbers = [...d.querySelectorAll('ol > li [data-card-number]')];
    expect(numbers.map((n) => n.textContent)).toEqual(['01', '02', '03']);
    expect(numbers[0]?.getAttribute('aria-hidden')).toBe('true');
  });

  it('puts the icon beside the title on smaller cards in the compact variant', () => {
    const card = (b: FeatureGridBlock) => parse(html(b)).querySelector('li');
    const compact = card(grid({ variant: 'compact' }));
    expect(compact?.className).toContain('p-4');
    const row = compact?.querySelector('h3')?.parentElement;
    expect(row?.className).toContain('flex items-center');
    expect(row?.querySelector('svg')).not.toBeNull();
    const cards = card(grid());
    expect(cards?.className).toContain('p-6');
    expect(cards?.querySelector('h3')?.parentElement).toBe(cards);
  });

  it('has exactly one icon for every name the schema allows', () => {
    const schema = JSON.parse(fs.readFileSync('schemas/defs.schema.json', 'utf8'));
    const names: string[] = schema.definitions.icon.enum;
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

describe('featureGrid on a phone (phoneShown)', () => {
  it('folds the cards after the first ones on a phone only, with a button that says how many more', async () => {
    const { act } = await import('react');
    const { createRoot } = await import('react-dom/client');
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const block = grid({ phoneShown: 1 });
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    act(() =>
      root.render(
        <Providers>
          <FeatureGrid block={block} />
        </Providers>,
      ),
    );
    const folded = () =>
      [...host.querySelectorAll('li')].map((li) => li.classList.contains('max-sm:hidden'));
    const button = host.querySelector<HTMLButtonElement>('button[data-phone-show-more]')!;
    expect(folded()).toEqual([false, true, true]);
    // Only on a phone: the button itself is hidden from the sm width up, where every card shows.
    expect(button.className).toContain('sm:hidden');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe(host.querySelector('ul')?.id);
    // The deliverables' own words (the test's words have none: their keys show).
    expect(button.textContent).toBe('serviceSection.showMore');
    act(() => button.click());
    expect(folded()).toEqual([false, false, false]);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.textContent).toBe('serviceSection.showLess');
    act(() => root.unmount());
    host.remove();
  });

  it('folds nothing and shows no button without phoneShown, or when every card fits in it', () => {
    for (const block of [grid(), grid({ phoneShown: 3 }), grid({ phoneShown: 9 })]) {
      const d = parse(html(block));
      expect(d.querySelectorAll('.max-sm\\:hidden')).toHaveLength(0);
      expect(d.querySelector('[data-phone-show-more]')).toBeNull();
    }
  });
});
