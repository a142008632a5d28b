// @vitest-environment happy-dom
import fs from 'node:fs';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from '../../src/i18n/react';
import { MemoryRouter } from '../../src/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LanguageContext } from '../../src/app/LanguageContext';
import Form from '../../src/blocks/Form';
import JobBoard from '../../src/blocks/JobBoard';
import QuoteGrid from '../../src/blocks/QuoteGrid';
import type {
  Figure,
  Form as FormBlock,
  JobBoard as JobBoardBlock,
  QuoteGrid as QuoteGridBlock,
} from '../../src/generated/schema-types';
import { createServerI18n } from '../../src/i18n/i18n';
import { formatFigure } from '../../src/i18n/figure';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const read = (path: string) => JSON.parse(fs.readFileSync(path, 'utf8'));
const page = read('pages/careers.json');
const block = <T,>(type: string) => page.blocks.find((b: { type: string }) => b.type === type) as T;
const board = block<JobBoardBlock>('jobBoard');
const form = block<FormBlock>('form');
const quotes = block<QuoteGridBlock>('quoteGrid');

function withWords(node: ReactNode, lang = 'en') {
  const i18n = createServerI18n(lang, {
    common: read(`locales/${lang}/common.json`),
    careers: read(`locales/${lang}/careers.json`),
  });
  return (
    <MemoryRouter initialEntries={['/careers']}>
      <LanguageContext.Provider value={lang}>
        <I18nextProvider i18n={i18n}>{node}</I18nextProvider>
      </LanguageContext.Provider>
    </MemoryRouter>
  );
}
const parse = (node: ReactNode, lang = 'en') =>
  new DOMParser().parseFromString(renderToString(withWords(node, lang)), 'text/html');

describe('careers page data (spec §2, §3, §9)', () => {
  it('has the six positions exactly as the spec lists them, all full-time', () => {
    const en = read('locales/en/careers.json');
    const word = (key: string) =>
      key
        .replace(/^careers:/, '')
        .split('.')
        .reduce((o: Record<string, unknown>, k) => o[k] as Record<string, unknown>, en) as unknown;
    expect(
      board.positions.map((p) => [
        word(p.title),
        p.experience,
        // Spec §2 writes ranges with a hyphen; Intl's English uses the range dash.
        formatFigure(p.salary, 'en').replace('–', '-').replace('\u00a0', ' '),
        p.salaryNote ? word(p.salaryNote) : null,
        p.urgent ?? false,
        p.employment,
      ]),
    ).toEqual([
      ['Senior Full-Stack Developer', '3-5', '15,000-25,000 MAD', null, true, 'full-time'],
      ['AI/ML Engineer', '2-4', '18,000-30,000 MAD', null, false, 'full-time'],
      ['DevOps Engineer', '2-4', '16,000-24,000 MAD', null, false, 'full-time'],
      ['UI/UX Designer', '2-3', '12,000-18,000 MAD', null, false, 'full-time'],
      [
        'Business Development Manager',
        '3-5',
        '20,000-35,000 MAD',
        'plus commission',
        true,
        'full-time',
      ],
      ['Junior Frontend Developer', '0-2', '8,000-12,000 MAD', null, false, 'full-time'],
    ]);
    expect(word(board.positions[0]!.department)).toBe('Engineering');
  });

  it('lets Apply Now preselect every position: the form offers each id, plus other', () => {
    expect(board.applyForm).toBe(form.id);
    const position = form.fields.find((f) => f.name === (board.applyField ?? 'position'));
    expect(position?.options?.map((o) => o.value)).toEqual([
      ...board.positions.map((p) => p.id),
      'other',
    ]);
    expect(position?.options?.slice(0, 6).map((o) => o.label)).toEqual(
      board.positions.map((p) => p.title),
    );
  });

  it('has the application fields of spec §3 and §5, and the alert behaviour of §4', () => {
    expect(form.fields.map((f) => [f.name, f.kind, f.required ?? false])).toEqual([
      ['name', 'text', true],
      ['email', 'email', true],
      ['phone', 'tel', false],
      ['position', 'select', false],
      ['experience', 'select', false],
      ['coverLetter', 'textarea', true],
      ['resume', 'file', true],
    ]);
    const resume = form.fields.find((f) => f.name === 'resume');
    expect(resume?.accept).toEqual(['.pdf', '.doc', '.docx']);
    expect(resume?.maxBytes).toBe(10 * 1024 * 1024);
    expect(form.submit).toMatchObject({ kind: 'application', behaviour: 'alert' });
  });

  it('has the team figures, six perks, three quotes and HR contact links', () => {
    const stats = block<{ metrics: { number: Figure }[] }>('stats');
    expect(stats.metrics.map((m) => formatFigure(m.number, 'en'))).toEqual([
      '50+',
      '15+',
      '95%',
      '3+',
    ]);
    expect(block<{ items: unknown[] }>('featureGrid').items).toHaveLength(6);
    expect(quotes.items).toHaveLength(3);
    const hr = block<{ actions: { href: string }[] }>('ctaBand');
    expect(hr.actions.map((a) => a.href)).toEqual([
      'mailto:hr@atlasdigital.ma',
      'tel:+212537370000',
    ]);
  });
});

describe('job board, prerendered', () => {
  it('shows each posting with its facts, the urgent badge on two, details folded', () => {
    const d = parse(<JobBoard block={board} />);
    const cards = [...d.querySelectorAll('article')];
    expect(cards).toHaveLength(6);
    const first = cards[0]!;
    expect(first.querySelector('h3')?.textContent).toBe('Senior Full-Stack Developer');
    const facts = [...first.querySelectorAll('dd')].map((e) => e.textContent);
    expect(facts).toEqual([
      'Engineering',
      'Kenitra, Morocco (hybrid)',
      'Full-time',
      '3-5 years',
      '15,000–25,000\u00a0MAD',
    ]);
    expect(first.querySelector('time')?.textContent).toBe('Posted January 15, 2024');
    expect(cards[4]?.querySelectorAll('dd')[4]?.textContent).toBe(
      '20,000–35,000\u00a0MAD plus commission',
    );
    expect(cards.map((c) => c.textContent?.includes('Urgent'))).toEqual([
      true,
      false,
      false,
      false,
      true,
      false,
    ]);
    const button = first.querySelector('button');
    expect(button?.textContent).toBe('View Details');
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    const details = d.getElementById(button?.getAttribute('aria-controls') ?? '');
    expect(details?.hasAttribute('hidden')).toBe(true);
    expect(details?.textContent).toContain('Strong command of React, TypeScript and Node.js');
  });

  it('links Apply Now to the form with the position preselected, in the page language', () => {
    const d = parse(<JobBoard block={board} />);
    const links = [...d.querySelectorAll('article a')];
    expect(links.map((a) => a.textContent)).toEqual(Array(6).fill('Apply Now'));
    expect(links[2]?.getAttribute('href')).toBe('/careers?position=devops-engineer#apply');
    const ar = read('locales/ar/common.json') as { jobBoard: { applyNow: string } };
    expect(parse(<JobBoard block={board} />, 'ar').querySelector('article a')?.textContent).toBe(
      ar.jobBoard.applyNow,
    );
  });

  it('has no Apply Now without a form to apply with', () => {
    const d = parse(<JobBoard block={{ ...board, applyForm: undefined }} />);
    expect(d.querySelector('article a')).toBeNull();
  });
});

describe('job board with the form, in the browser', () => {
  let root: Root;
  let container: HTMLElement;
  beforeEach(async () => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () =>
      root.render(
        withWords(
          <>
            <JobBoard block={board} />
            <div id="apply">
              <Form block={form} />
            </div>
          </>,
        ),
      ),
    );
  });
  afterEach(async () => {
    await act(async () => root.unmount());
    document.body.innerHTML = '';
  });

  it('View Details unfolds and folds the requirements and benefits', async () => {
    const card = container.querySelectorAll('article')[1]!;
    const button = card.querySelector('button')!;
    const details = document.getElementById(button.getAttribute('aria-controls')!)!;
    await act(async () => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(details.hidden).toBe(false);
    expect(details.textContent).toContain('Dedicated GPU resources for experiments');
    await act(async () => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(details.hidden).toBe(true);
  });

  it('Apply Now preselects the position in the form and gives it focus', async () => {
    const select = () => container.querySelector('select[name="position"]') as HTMLSelectElement;
    expect(select().value).toBe('');
    const apply = (i: number) => container.querySelectorAll('article a')[i] as HTMLAnchorElement;
    await act(async () => apply(4).click());
    expect(select().value).toBe('business-development-manager');
    expect(document.activeElement).toBe(select());
    await act(async () => apply(0).click());
    expect(select().value).toBe('senior-full-stack-developer');
  });
});

describe('quote grid', () => {
  it('shows each quote with the name and translated role', () => {
    const d = parse(<QuoteGrid block={quotes} />, 'fr');
    const figures = [...d.querySelectorAll('figure')];
    expect(figures).toHaveLength(3);
    expect(figures[0]?.querySelector('blockquote')?.textContent).toContain(
      'Je suis venu pour les défis techniques',
    );
    expect(figures[0]?.querySelector('figcaption')?.textContent).toBe(
      'YEYoussef El AmraniDéveloppeur senior',
    );
    expect(d.querySelector('h2')?.textContent).toBe('Ce que dit notre équipe');
  });
});
