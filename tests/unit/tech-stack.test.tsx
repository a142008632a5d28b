// @vitest-environment happy-dom
import fs from 'node:fs';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from '../../src/i18n/react';
import { MemoryRouter } from '../../src/router';
import { afterEach, describe, expect, it } from 'vitest';
import TechStack from '../../src/blocks/TechStack';
import Timeline from '../../src/blocks/Timeline';
import { LanguageContext } from '../../src/app/LanguageContext';
import { createServerI18n } from '../../src/i18n/i18n';
import type {
  Block,
  TechStack as TechStackBlock,
  Timeline as TimelineBlock,
} from '../../src/generated/schema-types';
import { formatFigure } from '../../src/i18n/figure';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const json = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
const page = json('pages/technology.json') as { blocks: Block[] };
const byId = <T extends Block>(id: string) => page.blocks.find((b) => b.id === id) as T;
const stack = byId<TechStackBlock>('tech-stack');
const methodology = byId<TimelineBlock>('methodology');
const words = (lang: string) => ({
  common: json(`locales/${lang}/common.json`),
  technology: json(`locales/${lang}/technology.json`),
});

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
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Frontend',
      'Backend',
      'Cloud & DevOps',
      'AI & Machine Learning',
    ]);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
      'false',
    ]);
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1', '-1']);
    const panels = [...d.querySelectorAll('[role="tabpanel"]')];
    expect(panels).toHaveLength(4);
    expect(panels.map((p) => p.hasAttribute('hidden'))).toEqual([false, true, true, true]);
    panels.forEach((panel, i) => {
      expect(tabs[i]?.getAttribute('aria-controls')).toBe(panel.id);
      expect(panel.getAttribute('aria-labelledby')).toBe(tabs[i]?.id);
    });
    const tablist = d.querySelector('[role="tablist"]');
    expect(d.getElementById(tablist?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Our technology stack',
    );
  });

  it('shows six technologies per category, each with a named meter between 80 and 95 %', () => {
    const d = render(<TechStack block={stack} />);
    for (const panel of d.querySelectorAll('[role="tabpanel"]')) {
      const meters = [...panel.querySelectorAll('[role="meter"]')];
      expect(meters).toHaveLength(6);
      for (const meter of meters) {
        const value = Number(meter.getAttribute('aria-valuenow'));
        expect(value).toBeGreaterThanOrEqual(80);
        expect(value).toBeLessThanOrEqual(95);
        expect(meter.getAttribute('aria-valuemin')).toBe('0');
        expect(meter.getAttribute('aria-valuemax')).toBe('100');
        expect(meter.getAttribute('aria-label')).toMatch(/ proficiency$/);
        expect((meter.firstElementChild as HTMLElement).style.width).toBe(`${value}%`);
        expect(meter.closest('li')?.textContent).toContain(`${value}%`);
      }
    }
    const react = d.querySelector('[role="meter"]');
    expect(react?.getAttribute('aria-label')).toBe('React proficiency');
    expect(react?.closest('li')?.textContent).toContain('Interactive interfaces and dashboards');
  });

  it('names the meters in the page language', () => {
    const d = render(<TechStack block={stack} />, 'ar');
    const ar = words('ar');
    const first = stack.categories[0]!;
    expect(d.querySelector('[role="meter"]')?.getAttribute('aria-label')).toBe(
      ar.common.techStack.proficiency.replace('{{name}}', first.technologies[0]!.name),
    );
    const [ns, key] = first.label.split(':') as [keyof typeof ar, string];
    expect(d.querySelector('[role="tab"]')?.textContent).toBe(
      key.split('.').reduce((node: any, part) => node[part], ar[ns]), // eslint-disable-line @typescript-eslint/no-explicit-any -- walking plain JSON
    );
  });

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
    expect(ui.tabs().map((t) => t.tabIndex)).toEqual([-1, 0, -1, -1]);
    await ui.press('End');
    expect(ui.selected()).toBe(3);
    await ui.press('ArrowRight');
    expect(ui.selected()).toBe(0);
    await ui.press('ArrowLeft');
    expect(ui.selected()).toBe(3);
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
    await act(async () => ui.tabs()[2]?.click());
    expect(ui.selected()).toBe(2);
    expect(ui.visible()).toBe(2);
  });

  it('stacks every category under its own heading when asked', () => {
    const d = render(<TechStack block={{ ...stack, layout: 'stacked' }} />);
    expect(d.querySelector('[role="tablist"]')).toBeNull();
    expect([...d.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
      'Frontend',
      'Backend',
      'Cloud & DevOps',
      'AI & Machine Learning',
    ]);
    expect(d.querySelectorAll('[role="meter"]')).toHaveLength(24);
  });
});

describe('timeline deliverables', () => {
  it('lists each step’s deliverables under the block’s heading, with its duration', () => {
    const d = render(<Timeline block={methodology} />);
    const steps = [...d.querySelectorAll('ol > li')];
    expect(steps).toHaveLength(5);
    const first = steps[0];
    expect(first?.querySelector('h4')?.textContent).toBe('Deliverables');
    expect([...(first?.querySelectorAll('ul > li') ?? [])].map((li) => li.textContent)).toEqual([
      'Requirements document',
      'Technical audit',
      'Project roadmap',
    ]);
    expect(first?.textContent).toContain('1–2 weeks');
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
    expect(d.querySelectorAll('ol > li')).toHaveLength(5);
    expect(d.querySelector('h4')).toBeNull();
    expect(d.querySelector('ol ul')).toBeNull();
  });
});

describe('the Technology page data (spec §2)', () => {
  it('has the sections, anchors and figures the spec names', () => {
    expect(page.blocks.map((b) => `${b.type}#${b.id}`)).toEqual([
      'hero#hero',
      'stats#overview',
      'techStack#tech-stack',
      'featureGrid#expertise',
      'timeline#methodology',
      'featureGrid#case-studies',
      'teamGrid#team',
      'featureGrid#certifications',
      'ctaBand#get-started',
    ]);
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
    expect(byId<Extract<Block, { type: 'teamGrid' }>>('team').members).toHaveLength(4);
    expect(byId<Extract<Block, { type: 'featureGrid' }>>('certifications').items).toHaveLength(6);
    expect(byId<Extract<Block, { type: 'ctaBand' }>>('get-started').actions).toHaveLength(2);
  });
});
