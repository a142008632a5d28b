// @vitest-environment happy-dom
/**
 * "Show more" on a phone keeps addresses working: /case-studies#<id> naming a case study folded
 * on a phone opens the list and brings that case study into view (src/engine/phoneShowMore.tsx).
 */
import fc from 'fast-check';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CaseStudies from '../../src/blocks/CaseStudies';
import { seedContent } from '../../src/content/load';
import { contentUrl } from '../../src/content/paths';
import type { CaseStudies as CaseStudiesBlock } from '../../src/generated/schema-types';
import { createServerI18n } from '../../src/i18n/i18n';
import { LanguageContext } from '../../src/i18n/LanguageContext';
import { I18nextProvider } from '../../src/i18n/react';
import { foldedItemNamed } from '../../src/engine/phoneShowMore';
import { readCollection } from '../../scripts/lib/collections';
import { root as repo } from '../../scripts/lib/paths';
import { localeWords, pageBlocks } from './words';

seedContent({ [contentUrl('case-studies', 'en')]: readCollection(repo, 'case-studies', 'en') });
const list = pageBlocks('case-studies').find(
  (b): b is CaseStudiesBlock => b.type === 'caseStudies',
)!;
const ids = list.select as string[];

describe('foldedItemNamed', () => {
  it('names only an item folded on a phone', () => {
    expect(foldedItemNamed(`#${ids[3]}`, ids, 2)).toBe(ids[3]);
    expect(foldedItemNamed(`#${ids[0]}`, ids, 2)).toBeNull(); // already shown
    expect(foldedItemNamed('#nobody', ids, 2)).toBeNull();
    expect(foldedItemNamed('', ids, 2)).toBeNull();
    expect(foldedItemNamed(`#${ids[3]}`, ids, undefined)).toBeNull(); // nothing folds
    expect(foldedItemNamed('#caf%C3%A9', ['a', 'café'], 1)).toBe('café');
  });

  it('never throws on a hostile hash, and names nothing but a folded id', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 8 }), (tail, shown) => {
        for (const hash of [`#${tail}`, tail, `#%${tail}`]) {
          const id = foldedItemNamed(hash, ids, shown);
          if (id !== null) expect(ids.indexOf(id)).toBeGreaterThanOrEqual(shown);
        }
      }),
    );
  });
});

describe('caseStudies folded on a phone (phoneShown)', () => {
  const hosts: HTMLElement[] = [];
  afterEach(() => hosts.splice(0).forEach((h) => h.remove()));

  function mount(url: string, block: CaseStudiesBlock) {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const host = document.createElement('div');
    document.body.append(host);
    hosts.push(host);
    const words = { common: localeWords('en', 'common') };
    act(() =>
      createRoot(host).render(
        <MemoryRouter initialEntries={[url]}>
          <LanguageContext.Provider value="en">
            <I18nextProvider i18n={createServerI18n('en', words)}>
              <CaseStudies block={block} />
            </I18nextProvider>
          </LanguageContext.Provider>
        </MemoryRouter>,
      ),
    );
    const folded = () =>
      [...host.querySelectorAll('section')]
        .filter((s) => s.classList.contains('max-sm:hidden'))
        .map((s) => s.id);
    return { host, folded };
  }

  it('folds the case studies after the first ones, with a button that opens them', () => {
    const { host, folded } = mount('/case-studies', { ...list, phoneShown: 2 });
    expect(folded()).toEqual(ids.slice(2));
    const button = host.querySelector<HTMLButtonElement>('button[data-phone-show-more]')!;
    expect(button.getAttribute('aria-controls')).toBe(host.firstElementChild?.id);
    act(() => button.click());
    expect(folded()).toEqual([]);
  });

  it('opens the list and brings into view the folded case study the address names', () => {
    const seen = vi.fn();
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (
      this: HTMLElement,
    ) {
      seen(this.id);
    });
    const target = ids.at(-1)!;
    const { host, folded } = mount(`/case-studies#${target}`, { ...list, phoneShown: 2 });
    expect(folded()).toEqual([]);
    expect(seen).toHaveBeenCalledWith(target);
    const button = host.querySelector('button[data-phone-show-more]')!;
    expect(button.getAttribute('aria-expanded')).toBe('true');
    vi.restoreAllMocks();
  });

  it('stays folded when the address names a case study already shown', () => {
    const { folded } = mount(`/case-studies#${ids[0]}`, { ...list, phoneShown: 2 });
    expect(folded()).toEqual(ids.slice(2));
  });
});
