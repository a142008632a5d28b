// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from '../../src/i18n/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import TechStack from '../../src/blocks/TechStack';
import Timeline from '../../src/blocks/Timeline';
import { LanguageContext } from '../../src/i18n/LanguageContext';
import { createServerI18n } from '../../src/i18n/i18n';
import type {
  Block,
  TechStack as TechStackBlock,
  Timeline as TimelineBlock,
} from '../../src/generated/schema-types';
import { formatFigure } from '../../src/i18n/figure';
import { localeWords, pageBlocks, pageText } from './words';
import { spanText } from '../site';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const page = { blocks: pageBlocks('technology') as Block[] };
const byId = <T extends Block>(id: string) => page.blocks.find((b) => b.id === id) as T;
const stack = byId<TechStackBlock>('tech-stack');
const methodology = byId<TimelineBlock>('methodology');
const words = (lang: string) => ({
  common: localeWords(lang, 'common'),
  technology: localeWords(lang, 'technology'),
});
const labels = (lang = 'en') => stack.categories.map((c) => pageText(lang, c.label));

function Providers({ children, lang = 'en' }: { children: React.ReactNode; lang?: string }) {
  return (
    <MemoryRouter>
      <LanguageContext.Provider value={lang}>
        <I18nextProvider i18n={createServerI18n(lang, words(lang))}>{children}</I18nextProvider>
      </LanguageContext.Provider>
    </MemoryRouter>
  );
}
const parse = (s: string) => new DOMParser().parseFromString(s, 'text/html');
const render = (el: React.ReactElement, lang = 'en') =>
  parse(renderToString(<Providers lang={lang}>{el}</Providers>));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('techStack', () => {
  it('prerenders a tab per category, the first open, every panel present and the others hidden', () => {
    const d = render(<TechStack block={stack} />);
    const tabs = [...d.querySelectorAll('[role="tablist"] [role="tab"]')];
    expect(stack.categories.length).toBeGreaterThan(1);
    expect(tabs.map((t) => t.textContent)).toEqual(labels());
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(
      tabs.map((_, i) => String(i === 0)),
    );
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual(
      tabs.map((_, i) => (i === 0 ? '0' : '-1')),
    );
    const panels = [...d.querySelectorAll('[role="tabpanel"]')];
    expect(panels).toHaveLength(stack.categories.length);
    expect(panels.map((p) => p.hasAttribute('hidden'))).toEqual(panels.map((_, i) => i > 0));
    panels.forEach((panel, i) => {
      expect(tabs[i]?.getAttribute('aria-controls')).toBe(panel.id);
      expect(panel.getAttribute('aria-labelledby')).toBe(tabs[i]?.id);
    });
    const tablist = d.querySelector('[role="tablist"]');
    expect(d.getElementById(tablist?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      pageText('en', stack.title ?? 'missing'),
    );
  });

  it('shows each category’s technologies, each with a named meter at its level', () => {
    const d = render(<TechStack block={stack} />);
    const panels = [...d.querySelectorAll('[role="tabpanel"]')];
    expect(panels).toHaveLength(stack.categories.length);
    for (const [c, panel] of panels.entries()) {
      const meters = [...panel.querySelectorAll('[role="meter"]')];
      expect(meters.map((m) => Number(m.getAttribute('aria-valuenow')))).toEqual(
        stack.categories[c]!.technologies.map((tech) => tech.level),
      );
      for (const [i, meter] of meters.entries()) {
        const tech = stack.categories[c]!.technologies[i]!;
        const value = Number(meter.getAttribute('aria-valuenow'));
        expect(meter.getAttribute('aria-valuemin')).toBe('0');
        expect(meter.getAttribute('aria-valuemax')).toBe('100');
        expect(meter.getAttribute('aria-label')).toBe(
          pageText('en', 'common:techStack.proficiency', { name: tech.name }),
        );
        expect((meter.firstElementChild as HTMLElement).style.width).toBe(`${value}%`);
        expect(meter.closest('li')?.textContent).toContain(`${value}%`);
        expect(meter.closest('li')?.textContent).toContain(pageText('en', tech.description));
      }
    }
  });

  it('names the meters in the page language', () => {
    const d = render(<TechStack block={stack} />, 'ar');
    const first = stack.categories[0]!;
    expect(d.querySelector('[role="meter"]')?.getAttribute('aria-label')).toBe(
      pageText('ar', 'common:techStack.proficiency', { name: first.technologies[0]!.name }),
    );
    expect(d.querySelector('[role="tab"]')?.textContent).toBe(pageText('ar', first.label));
  });

  const last = stack.categories.length - 1;

  async function mount(lang = 'en') {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(
        <Providers lang={lang}>
          <TechStack block={stack} />
        </Providers>,
      );
    });
    const tabs = () => [...container.querySelectorAll<HTMLElement>('[role="tab"]')];
    const selected = () => tabs().findIndex((t) => t.getAttribute('aria-selected') === 'true');
    const visible = () =>
      [...container.querySelectorAll('[role="tabpanel"]')].findIndex(
        (p) => !p.hasAttribute('hidden'),
      );
    const press = async (key: string) => {
      await act(async () => {
        document.activeElement?.dispatchEvent(
          new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
        );
      });
    };
    return { container, tabs, selected, visible, press };
  }

  it('moves between tabs with the arrow keys, Home and End, focus following the selection', async () => {
    const ui = await mount();
    ui.tabs()[0]?.focus();
    await ui.press('ArrowRight');
    expect(ui.selected()).toBe(1);
    expect(ui.visible()).toBe(1);
    expect(document.activeElement).toBe(ui.tabs()[1]);
    expect(ui.tabs().map((t) => t.tabIndex)).toEqual(ui.tabs().map((_, i) => (i === 1 ? 0 : -1)));
    await ui.press('End');
    expect(ui.selected()).toBe(last);
    await ui.press('ArrowRight');
    expect(ui.selected()).toBe(0);
    await ui.press('ArrowLeft');
    expect(ui.selected()).toBe(last);
    await ui.press('Home');
    expect(ui.selected()).toBe(0);
    expect(document.activeElement).toBe(ui.tabs()[0]);
  });

  it('mirrors the arrow keys right-to-left', async () => {
    const ui = await mount('ar');
    ui.tabs()[0]?.focus();
    await ui.press('ArrowLeft');
    expect(ui.selected()).toBe(1);
    await ui.press('ArrowRight');
    expect(ui.selected()).toBe(0);
  });

  it('opens a tab on click', async () => {
    const ui = await mount();
    await act(async () => ui.tabs()[last]?.click());
    expect(ui.selected()).toBe(last);
    expect(ui.visible()).toBe(last);
  });

  it('stacks every category under its own heading when asked', () => {
    const d = render(<TechStack block={{ ...stack, layout: 'stacked' }} />);
    expect(d.querySelector('[role="tablist"]')).toBeNull();
    expect([...d.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(labels());
    expect(d.querySelectorAll('[role="meter"]')).toHaveLength(
      stack.categories.flatMap((c) => c.technologies).length,
    );
  });
});

describe('timeline deliverables', () => {
  it('lists each step’s deliverables under the block’s heading, with its duration', () => {
    const d = render(<Timeline block={methodology} />);
    const steps = [...d.querySelectorAll('ol > li')];
    expect(steps).toHaveLength(methodology.steps.length);
    const [first] = steps;
    const step = methodology.steps[0]!;
    expect(step.deliverables?.length).toBeGreaterThan(0);
    expect(first?.querySelector('h4')?.textContent).toBe(
      pageText('en', methodology.deliverablesLabel ?? 'missing'),
    );
    expect([...(first?.querySelectorAll('ul > li') ?? [])].map((li) => li.textContent)).toEqual(
      step.deliverables?.map((key) => pageText('en', key)),
    );
    const duration = step.duration ?? 'missing';
    expect(first?.textContent).toContain(
      typeof duration === 'string' ? pageText('en', duration) : spanText('en', duration),
    );
  });

  it('still renders steps without deliverables (backward compatible)', () => {
    const d = render(
      <Timeline
        block={{
          type: 'timeline',
          steps: methodology.steps.map((step) => ({ ...step, deliverables: undefined })),
        }}
      />,
    );
    expect(d.querySelectorAll('ol > li')).toHaveLength(methodology.steps.length);
    expect(d.querySelector('h4')).toBeNull();
    expect(d.querySelector('ol ul')).toBeNull();
  });
});

describe('the Technology page data (docs/site/technology.md#sections)', () => {
  it('has the sections, anchors and figures the spec names', () => {
    // Where each named section is, not in what order: an editor may move sections freely.
    expect(Object.fromEntries(page.blocks.map((b) => [b.id, b.type]))).toMatchObject({
      hero: 'hero',
      overview: 'stats',
      'tech-stack': 'techStack',
      expertise: 'featureGrid',
      methodology: 'timeline',
      'case-studies': 'featureGrid',
      team: 'teamGrid',
      certifications: 'featureGrid',
      'get-started': 'ctaBand',
    });
    const stats = byId<Extract<Block, { type: 'stats' }>>('overview');
    expect(stats.metrics.map((m) => formatFigure(m.number, 'en'))).toEqual([
      '50+',
      '100+',
      '5+',
      '99.9%',
    ]);
    expect(stack.categories.map((c) => c.id)).toEqual(['frontend', 'backend', 'cloud', 'ai']);
    for (const c of stack.categories) expect(c.technologies).toHaveLength(6);
    const expertise = byId<Extract<Block, { type: 'featureGrid' }>>('expertise');
    expect(expertise.items.map((i) => i.figure && formatFigure(i.figure, 'en'))).toEqual([
      '50',
      '25',
      '40',
      '35',
      '20',
      '15',
    ]);
    expect(methodology.steps.map((s) => s.label)).toEqual(['01', '02', '03', '04', '05']);
    for (const s of methodology.steps) {
      expect(s.duration).toBeTruthy();
      expect(s.deliverables?.length).toBeGreaterThan(0);
    }
    const cases = byId<Extract<Block, { type: 'featureGrid' }>>('case-studies');
    expect(cases.items.map((i) => i.metrics?.length)).toEqual([3, 3, 3]);
    // Four people of the team collection, by id.
    expect(byId<Extract<Block, { type: 'teamGrid' }>>('team').select).toHaveLength(4);
    expect(byId<Extract<Block, { type: 'featureGrid' }>>('certifications').items).toHaveLength(6);
    expect(byId<Extract<Block, { type: 'ctaBand' }>>('get-started').actions).toHaveLength(2);
  });
});
