// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import SuccessStories from '../../src/blocks/SuccessStories';
import { seedContent } from '../../src/content/load';
import { contentUrl } from '../../src/content/paths';
import type { SuccessStories as Block } from '../../src/generated/schema-types';
import { formatFigure } from '../../src/i18n/figure';
import { createServerI18n } from '../../src/i18n/i18n';
import { I18nextProvider } from '../../src/i18n/react';
import { LanguageContext } from '../../src/i18n/LanguageContext';
import { readCollection } from '../../scripts/lib/collections';
import { root } from '../../scripts/lib/paths';
import { localeWords, pageBlocks, pageText } from './words';
import type { ShownStudy } from '../collections';

const LANGS = ['en', 'ar'];
const studies = (lang: string) =>
  readCollection(root, 'case-studies', lang).items as unknown as ShownStudy[];
seedContent(
  Object.fromEntries(LANGS.map((l) => [contentUrl('case-studies', l), { items: studies(l) }])),
);

const storiesOf = (page: string) =>
  pageBlocks(page).find((b): b is Block => b.type === 'successStories')!;
const render = (block: Block, lang: string, ns: string) =>
  new DOMParser().parseFromString(
    renderToString(
      <MemoryRouter>
        <LanguageContext.Provider value={lang}>
          <I18nextProvider
            i18n={createServerI18n(lang, {
              common: localeWords(lang, 'common'),
              [ns]: localeWords(lang, ns),
            })}
          >
            <SuccessStories block={block} />
          </I18nextProvider>
        </LanguageContext.Provider>
      </MemoryRouter>,
    ),
    'text/html',
  );

describe('success stories told by their case studies (one story per client)', () => {
  for (const [page, ns] of [
    ['index', 'home'],
    ['vision-2030', 'vision-2030'],
  ] as const) {
    it(`${page}: each story is its case study, with its title, industry and figures, leading to its page`, () => {
      const block = storiesOf(page);
      for (const lang of LANGS) {
        const d = render(block, lang, ns);
        const cards = [...d.querySelectorAll('li[data-story]')];
        expect(cards).toHaveLength(block.stories.length);
        block.stories.forEach((story, i) => {
          expect(story.caseStudy, 'the page names the case study').toBeTruthy();
          expect(story.metric, 'and writes no figure of its own').toBeUndefined();
          const study = studies(lang).find((s) => s.id === story.caseStudy)!;
          const card = cards[i]!;
          expect(card.querySelector('h3')?.textContent).toBe(study.title);
          expect(card.textContent).toContain(study.industry);
          const shown = [...card.querySelectorAll('p span[dir="ltr"]')].map((s) => s.textContent);
          const picked = (story.keyMetrics ?? [0]).map((k) => study.metrics[k]!);
          expect(shown).toEqual(picked.map((m) => formatFigure(m.value, lang)));
          for (const m of picked) expect(card.textContent).toContain(m.label);
          const prefix = lang === 'en' ? '' : `/${lang}`;
          expect(card.querySelector('a')?.getAttribute('href')).toBe(
            `${prefix}/case-studies/${study.id}`,
          );
        });
      }
    });
  }

  it('shows a story’s own words when it names no case study, and leaves out an unknown one', () => {
    const block: Block = {
      type: 'successStories',
      stories: [
        { caseStudy: 'no-such-study' },
        {
          industry: 'home:stories.title',
          title: 'home:stories.subtitle',
          metric: { value: 3, kind: 'multiplier' },
          metricLabel: 'home:stories.title',
        },
      ],
    };
    const d = render(block, 'en', 'home');
    const cards = d.querySelectorAll('li[data-story]');
    expect(cards).toHaveLength(1);
    expect(cards[0]?.querySelector('h3')?.textContent).toBe(
      pageText('en', 'home:stories.subtitle'),
    );
    expect(cards[0]?.textContent).toContain(formatFigure({ value: 3, kind: 'multiplier' }, 'en'));
  });
});
