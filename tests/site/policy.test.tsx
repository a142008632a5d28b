// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Policy from '../../src/blocks/Policy';
import { ACTIVE_BAND, pickActive } from '../../src/blocks/Policy/activeSection';
import { readingProgress } from '../../src/blocks/Policy/progress';
import type { Policy as PolicyBlock } from '../../src/generated/schema-types';
import { Providers } from './render-helpers';

describe('readingProgress', () => {
  it('runs from 0 at the top to 100 at the bottom of the scrollable height', () => {
    expect(readingProgress(0, 3000, 1000)).toBe(0);
    expect(readingProgress(1000, 3000, 1000)).toBe(50);
    expect(readingProgress(2000, 3000, 1000)).toBe(100);
    expect(readingProgress(666, 3000, 1000)).toBe(33);
  });

  it('is capped to 0–100 when the browser overscrolls', () => {
    expect(readingProgress(2500, 3000, 1000)).toBe(100);
    expect(readingProgress(-40, 3000, 1000)).toBe(0);
  });

  it('counts a page that does not scroll as read', () => {
    expect(readingProgress(0, 800, 1000)).toBe(100);
    expect(readingProgress(0, 1000, 1000)).toBe(100);
  });
});

describe('pickActive', () => {
  const order = ['a', 'b', 'c'];
  it("uses the spec's band: 20% below the top to 70% above the bottom", () => {
    expect(ACTIVE_BAND).toBe('-20% 0px -70% 0px');
  });
  it('picks the first section in document order that is in the band', () => {
    expect(pickActive(order, new Set(['c', 'b']), null)).toBe('b');
    expect(pickActive(order, new Set(['a']), 'c')).toBe('a');
  });
  it('keeps the previous section while none is in the band', () => {
    expect(pickActive(order, new Set(), 'b')).toBe('b');
    expect(pickActive(order, new Set(), null)).toBeNull();
  });
});

const block = (over: Partial<PolicyBlock> = {}): PolicyBlock => ({
  type: 'policy',
  toc: true,
  sections: [
    {
      id: 'first',
      title: 't:one',
      badge: 't:cta',
      content: [
        { kind: 'paragraph', text: 't:message' },
        { kind: 'list', items: ['t:one', 't:two'] },
      ],
    },
    {
      id: 'second',
      title: 't:two',
      content: [
        {
          kind: 'cards',
          revealActions: true,
          items: [
            {
              figure: { value: 30, kind: 'percent' },
              title: 't:title',
              facts: [{ label: 't:page', name: 'a@b.ma', href: 'mailto:a@b.ma' }],
              action: { label: 't:cta', href: '/services' },
            },
          ],
        },
        { kind: 'steps', items: [{ title: 't:one' }, { title: 't:two' }] },
      ],
    },
  ],
  ...over,
});
const render = (b: PolicyBlock) =>
  new DOMParser().parseFromString(
    renderToString(
      <Providers>
        <Policy block={b} />
      </Providers>,
    ),
    'text/html',
  );

describe('policy block', () => {
  it('renders numbered, focusable sections with their anchors and content', () => {
    const d = render(block());
    const sections = [...d.querySelectorAll('section[data-policy-section]')];
    expect(sections.map((s) => s.id)).toEqual(['first', 'second']);
    expect(sections[0]?.getAttribute('tabindex')).toBe('-1');
    expect(sections[0]?.querySelector('h2')?.textContent).toBe('1.One');
    expect(sections[0]?.textContent).toContain('Disabled.');
    expect([...sections[0]!.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'One',
      'Two',
    ]);
    expect(sections[1]?.querySelectorAll('ol > li')).toHaveLength(2);
    expect(sections[1]?.querySelector('a[href="mailto:a@b.ma"]')?.textContent).toBe('a@b.ma');
  });

  it('lists every section in both tables of contents, with badges, none current at first', () => {
    const d = render(block());
    for (const kind of ['side', 'strip']) {
      const links = [...d.querySelectorAll(`[data-toc="${kind}"] a`)];
      expect(links.map((a) => a.getAttribute('href'))).toEqual(['#first', '#second']);
      expect(links[0]?.textContent).toContain('Go');
      expect(d.querySelector(`[data-toc="${kind}"] [aria-current]`)).toBeNull();
    }
  });

  it('hides a revealed card action only on screens that can hover, until hover or focus', () => {
    const action = render(block()).querySelector('[data-card-action]');
    expect(action?.className).toContain('[@media(hover:hover)]:opacity-0');
    expect(action?.className).toContain('group-focus-within:opacity-100');
    expect(action?.className).toContain('group-hover:opacity-100');
    const plain = block();
    const cards = plain.sections[1]!.content[0]!;
    if (cards.kind === 'cards') cards.revealActions = false;
    expect(render(plain).querySelector('[data-card-action]')?.className).not.toContain('opacity-0');
  });

  it('renders the options only when asked: progress, Back to Top, agreement, consent, print', () => {
    const bare = render(block({ toc: false }));
    expect(bare.querySelector('[data-toc]')).toBeNull();
    expect(bare.querySelector('[role="progressbar"]')).toBeNull();
    expect(bare.querySelector('[data-back-to-top]')).toBeNull();
    expect(bare.querySelector('[data-policy-panel]')).toBeNull();

    const full = render(
      block({
        progress: true,
        backToTop: true,
        agreement: true,
        consentButton: true,
        printLabel: 't:cta',
      }),
    );
    const bar = full.querySelector('[role="progressbar"]');
    expect(bar?.getAttribute('aria-valuenow')).toBe('0');
    expect(bar?.getAttribute('aria-valuemax')).toBe('100');
    expect(full.querySelector('[data-back-to-top]')).not.toBeNull();
    const toggles = [...full.querySelectorAll('[data-agreement]')];
    expect(toggles.length).toBeGreaterThan(0);
    for (const t of toggles) expect(t.getAttribute('aria-pressed')).toBe('false');
    expect(full.querySelector('[data-consent-open]')).not.toBeNull();
    expect(full.querySelector('[data-print]')?.textContent).toBe('Go');
  });
});
