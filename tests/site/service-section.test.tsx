// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ServiceSection from '../../src/blocks/ServiceSection';
import type { ServiceSection as ServiceSectionBlock } from '../../src/generated/schema-types';
import { commonWords, servicesWords, withServiceWords } from './block-words';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const s = servicesWords() as {
  stats: Record<string, string>;
  items: {
    saasCobuild: { deliverables: Record<string, string>; faq: Record<string, { a: string }> };
  };
};
const c = commonWords() as { serviceSection: Record<string, string> };
const base = 'services:items.saasCobuild';
const block = (over: Partial<ServiceSectionBlock> = {}): ServiceSectionBlock => ({
  type: 'serviceSection',
  id: 'saas-cobuild',
  title: `${base}.title`,
  tagline: `${base}.tagline`,
  summary: `${base}.summary`,
  deliverables: [0, 1, 2, 3, 4].map((i) => `${base}.deliverables.${i}`),
  integrations: ['React', 'AWS'],
  industries: [`${base}.industries.0`],
  faq: [0, 1].map((i) => ({ question: `${base}.faq.${i}.q`, answer: `${base}.faq.${i}.a` })),
  ...over,
});

let host: HTMLElement;
let root: Root;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});
const render = (b: ServiceSectionBlock) =>
  act(() => root.render(withServiceWords(<ServiceSection block={b} />)));
const deliverables = () =>
  [...host.querySelectorAll('ul')].find((u) =>
    u.textContent?.includes(s.items.saasCobuild.deliverables['0'] ?? '-'),
  );
const toggle = () =>
  [...host.querySelectorAll<HTMLButtonElement>('button')].find(
    (b) => b.getAttribute('aria-controls') === deliverables()?.id,
  );

describe('serviceSection', () => {
  it('shows 3 deliverables, then all of them with Show more, and 3 again with Show less', () => {
    render(block());
    expect(deliverables()?.children).toHaveLength(3);
    expect(toggle()?.getAttribute('aria-expanded')).toBe('false');
    expect(toggle()?.textContent).toBe(c.serviceSection.showMore?.replace('{{n}}', '2'));
    act(() => toggle()?.click());
    expect(deliverables()?.children).toHaveLength(5);
    expect(deliverables()?.lastElementChild?.textContent).toBe(
      s.items.saasCobuild.deliverables['4'],
    );
    expect(toggle()?.getAttribute('aria-expanded')).toBe('true');
    expect(toggle()?.textContent).toBe(c.serviceSection.showLess);
    act(() => toggle()?.click());
    expect(deliverables()?.children).toHaveLength(3);
  });

  it('has no Show more button when 3 deliverables or fewer', () => {
    render(block({ deliverables: [`${base}.deliverables.0`, `${base}.deliverables.1`] }));
    expect(deliverables()?.children).toHaveLength(2);
    expect(toggle()).toBeUndefined();
  });

  it('shows integrations as names and its own FAQ, one answer open at a time', () => {
    render(block());
    expect(host.textContent).toContain('React');
    const faq = [...host.querySelectorAll<HTMLButtonElement>('h4 button')];
    expect(faq).toHaveLength(2);
    act(() => faq[0]?.click());
    act(() => faq[1]?.click());
    expect(faq.map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'true']);
    // The agency's "3-6 months", as English writes a range (Intl's range sign).
    expect(s.items.saasCobuild.faq['0']?.a).toContain(
      `${new Intl.NumberFormat('en').formatRange(3, 6)} months`,
    );
  });

  it('renders the Live Demo panel and the metrics only when the block asks for them', () => {
    render(block());
    expect(host.querySelector('[data-live-demo]')).toBeNull();
    expect(host.querySelector('[data-section-metrics]')).toBeNull();
    render(
      block({
        demo: true,
        metrics: {
          title: 'services:stats.title',
          subtitle: 'services:cta.subtitle',
          items: [
            {
              number: { value: 99, kind: 'percent' },
              label: 'services:stats.satisfaction',
              description: 'services:stats.clients',
            },
          ],
        },
      }),
    );
    const demo = host.querySelector('[data-live-demo]');
    expect(demo?.textContent).toContain(c.serviceSection.demoTitle);
    expect(demo?.textContent).toContain(c.serviceSection.demoText);
    const metrics = host.querySelector('[data-section-metrics]');
    expect(metrics?.querySelector('h3')?.textContent).toBe(s.stats.title);
    const item = metrics?.querySelector('li');
    expect(item?.textContent).toBe(`99%${s.stats.satisfaction}${s.stats.clients}`);
  });
});
