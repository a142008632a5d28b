// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from '../../src/i18n/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LanguageContext } from '../../src/i18n/LanguageContext';
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
import { localeWords, pageBlocks, pageText } from './words';
import { spanText } from '../site';
import { spanWords } from '../../src/i18n/span';
import { seedContent } from '../../src/content/load';
import { contentUrl } from '../../src/content/paths';
import { readCollection } from '../../scripts/lib/collections';
import { root as repo } from '../../scripts/lib/paths';

const LANGS = ['en', 'ar', 'fr', 'es', 'de', 'it'];

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const blocks = pageBlocks('careers');
const block = <T,>(type: string) => blocks.find((b) => b.type === type) as T;
const board = block<JobBoardBlock>('jobBoard');
const form = block<FormBlock>('form');
const quotes = block<QuoteGridBlock>('quoteGrid');

function withWords(node: ReactNode, lang = 'en') {
  const i18n = createServerI18n(lang, {
    common: localeWords(lang, 'common'),
    careers: localeWords(lang, 'careers'),
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

describe('careers page data (docs/site/careers.md#job-board)', () => {
  it('has the six positions of the spec, all full-time, each titled in every language', () => {
    expect(
      board.positions.map((p) => [
        `${p.experience.from}-${p.experience.to}`,
        // The agency's text writes ranges with a hyphen; Intl's English uses the range dash.
        formatFigure(p.salary, 'en').replace('–', '-').replace('\u00a0', ' '),
        p.salaryNote !== undefined,
        p.urgent ?? false,
        p.employment,
      ]),
    ).toEqual([
      ['3-5', '15,000-25,000 MAD', false, true, 'full-time'],
      ['2-4', '18,000-30,000 MAD', false, false, 'full-time'],
      ['2-4', '16,000-24,000 MAD', false, false, 'full-time'],
      ['2-3', '12,000-18,000 MAD', false, false, 'full-time'],
      ['3-5', '20,000-35,000 MAD', true, true, 'full-time'],
      ['0-2', '8,000-12,000 MAD', false, false, 'full-time'],
    ]);
    for (const lang of LANGS)
      for (const p of board.positions)
        for (const key of [p.title, p.department, p.location, p.salaryNote ?? p.title])
          expect(pageText(lang, key).trim(), `${lang} ${key}`).not.toBe('');
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

  it('has the application fields and the alert behaviour', () => {
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
  for (const lang of ['en', 'ar', 'fr', 'es', 'de', 'it'])
    it(`${lang}: the years of experience are numbers written the language's way (Intl's range, or the words' own)`, () => {
      const d = parse(<JobBoard block={board} />, lang);
      board.positions.forEach((job, i) => {
        const { from, to } = job.experience;
        const shown = d.querySelectorAll('article')[i]!.querySelectorAll('dd')[3]!.textContent;
        expect(shown).toBe(spanText(lang, { from, to, unit: 'year' }));
        // (Arabic says two years in a word: "سنتين".)
        const { count } = spanWords({ from, to, unit: 'year' }, lang).options;
        if (new Intl.PluralRules(lang).select(count) !== 'two') expect(shown).toContain(String(to));
        expect(shown).not.toContain('{{');
      });
    });

  it('shows each posting with its facts, the urgent badge on two, details folded', () => {
    const d = parse(<JobBoard block={board} />);
    const cards = [...d.querySelectorAll('article')];
    expect(cards).toHaveLength(board.positions.length);
    const first = cards[0]!;
    const job = board.positions[0]!;
    expect(job.employment).toBe('full-time');
    expect(first.querySelector('h3')?.textContent).toBe(pageText('en', job.title));
    const facts = [...first.querySelectorAll('dd')].map((e) => e.textContent);
    expect(facts).toEqual([
      pageText('en', job.department),
      pageText('en', job.location),
      pageText('en', 'common:jobBoard.fullTime'),
      spanText('en', { ...job.experience, unit: 'year' }),
      '15,000–25,000\u00a0MAD',
    ]);
    expect(first.querySelector('time')?.textContent).toBe(
      pageText('en', 'common:jobBoard.posted', { date: '15 January 2024' }),
    );
    const noted = board.positions.findIndex((p) => p.salaryNote);
    expect(cards[noted]?.querySelectorAll('dd')[4]?.textContent).toBe(
      `${formatFigure(board.positions[noted]!.salary, 'en')} ${pageText('en', board.positions[noted]!.salaryNote!)}`,
    );
    const urgent = pageText('en', 'common:jobBoard.urgent');
    expect(board.positions.filter((p) => p.urgent)).toHaveLength(2);
    expect(cards.map((c) => c.textContent?.includes(urgent))).toEqual(
      board.positions.map((p) => p.urgent ?? false),
    );
    const button = first.querySelector('button');
    expect(button?.textContent).toBe(pageText('en', 'common:jobBoard.viewDetails'));
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    const details = d.getElementById(button?.getAttribute('aria-controls') ?? '');
    expect(details?.hasAttribute('hidden')).toBe(true);
    for (const key of job.requirements) expect(details?.textContent).toContain(pageText('en', key));
  });

  it('links Apply Now to the form with the position preselected, in the page language', () => {
    const d = parse(<JobBoard block={board} />);
    const links = [...d.querySelectorAll('article a')];
    expect(links.map((a) => a.textContent)).toEqual(
      board.positions.map(() => pageText('en', 'common:jobBoard.applyNow')),
    );
    expect(links[2]?.getAttribute('href')).toBe(
      `/careers?position=${board.positions[2]!.id}#apply`,
    );
    expect(parse(<JobBoard block={board} />, 'ar').querySelector('article a')?.textContent).toBe(
      pageText('ar', 'common:jobBoard.applyNow'),
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

  it('the details button unfolds and folds the requirements and benefits', async () => {
    const card = container.querySelectorAll('article')[1]!;
    const button = card.querySelector('button')!;
    const details = document.getElementById(button.getAttribute('aria-controls')!)!;
    await act(async () => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(details.hidden).toBe(false);
    for (const key of board.positions[1]!.benefits)
      expect(details.textContent).toContain(pageText('en', key));
    await act(async () => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(details.hidden).toBe(true);
  });

  it('Apply Now preselects the position in the form and gives it focus', async () => {
    const select = () => container.querySelector('select[name="position"]') as HTMLSelectElement;
    expect(select().value).toBe('');
    const apply = (i: number) => container.querySelectorAll('article a')[i] as HTMLAnchorElement;
    await act(async () => apply(4).click());
    expect(select().value).toBe(board.positions[4]!.id);
    expect(document.activeElement).toBe(select());
    await act(async () => apply(0).click());
    expect(select().value).toBe(board.positions[0]!.id);
  });
});

describe('quote grid', () => {
  // The team collection as the prerender embeds it in the careers page, in each language tested.
  seedContent(
    Object.fromEntries(LANGS.map((l) => [contentUrl('team', l), readCollection(repo, 'team', l)])),
  );
  const member = (id: string, lang: string) =>
    readCollection(repo, 'team', lang).items.find((m) => m.id === id) as {
      name: string;
      role: string;
    };

  it('shows each quote with the name and role of the team member it names, in every language', () => {
    for (const lang of LANGS) {
      const d = parse(<QuoteGrid block={quotes} />, lang);
      const figures = [...d.querySelectorAll('figure')];
      expect(figures).toHaveLength(quotes.items.length);
      quotes.items.forEach((item, i) => {
        expect(item.person, 'the careers page names its people by id').toBeTruthy();
        const { name, role } = member(item.person!, lang);
        expect(figures[i]?.querySelector('blockquote')?.textContent).toBe(
          pageText(lang, item.quote),
        );
        const caption = figures[i]?.querySelector('figcaption');
        const portrait = caption?.querySelector('span[aria-hidden]')?.textContent ?? '';
        expect(portrait).toMatch(/^\p{Lu}{1,2}$|^\p{Script=Arabic}{1,2}$/u);
        expect(caption?.textContent).toBe(`${portrait}${name}${role}`);
      });
    }
    expect(parse(<QuoteGrid block={quotes} />, 'fr').querySelector('h2')?.textContent).toBe(
      pageText('fr', quotes.title!),
    );
  });

  it('writes a team member’s name in the language’s script (Arabic letters in Arabic)', () => {
    const d = parse(<QuoteGrid block={quotes} />, 'ar');
    const name = d.querySelector('figcaption span.block.font-semibold')?.textContent ?? '';
    expect(name).toBe(member(quotes.items[0]!.person!, 'ar').name);
    expect(name).not.toMatch(/[A-Za-z]/);
  });

  it('leaves out a quote naming nobody of the team, and keeps the others', () => {
    const items = [{ quote: quotes.items[0]!.quote, person: 'nobody-here' }, quotes.items[1]!];
    const d = parse(<QuoteGrid block={{ ...quotes, items }} />);
    expect(d.querySelectorAll('figure')).toHaveLength(1);
  });

  it('shows a name and role the quote writes itself, initials standing in for a portrait', () => {
    const invented = {
      quote: quotes.items[0]!.quote,
      name: 'tessa  Probe Alpha',
      role: quotes.title!,
    };
    const d = parse(<QuoteGrid block={{ ...quotes, items: [invented] }} />);
    // The team page's initials (src/ui/initials.ts): first and last names.
    expect(d.querySelector('figcaption span[aria-hidden]')?.textContent).toBe('TA');
    expect(d.querySelector('figcaption')?.textContent).toBe(
      `TAtessa  Probe Alpha${pageText('en', quotes.title!)}`,
    );
  });
});
