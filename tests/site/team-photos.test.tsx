// @vitest-environment happy-dom
/**
 * A team member's photo shows wherever they are named, as on the team page (src/ui/Avatar.tsx):
 * none ships, so a temporary entry with a photo stands in. Careers quotes here; the article byline
 * takes the photo from the same entry (scripts/lib/authors.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, describe, expect, it } from 'vitest';
import QuoteGrid from '../../src/blocks/QuoteGrid';
import { seedContent } from '../../src/content/load';
import { contentUrl } from '../../src/content/paths';
import type { QuoteGrid as QuoteGridBlock } from '../../src/generated/schema-types';
import { createServerI18n } from '../../src/i18n/i18n';
import { LanguageContext } from '../../src/i18n/LanguageContext';
import { I18nextProvider } from '../../src/i18n/react';
import { articleAuthor } from '../../scripts/lib/authors';
import { Avatar as BylineAvatar } from '../../src/blocks/BlogArticle/Avatar';
import { readCollection } from '../../scripts/lib/collections';
import { root as repo } from '../../scripts/lib/paths';
import { localeWords, pageBlocks } from './words';

const PHOTO = '/images/uploads/test-person-480x480.jpg';
const quotes = pageBlocks('careers').find((b): b is QuoteGridBlock => b.type === 'quoteGrid')!;
const pictured = quotes.items[0]!.person!;

function render(block: QuoteGridBlock) {
  const html = renderToString(
    <MemoryRouter initialEntries={['/careers']}>
      <LanguageContext.Provider value="en">
        <I18nextProvider
          i18n={createServerI18n('en', {
            common: localeWords('en', 'common'),
            careers: localeWords('en', 'careers'),
          })}
        >
          <QuoteGrid block={block} />
        </I18nextProvider>
      </LanguageContext.Provider>
    </MemoryRouter>,
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('team photos where people are named', () => {
  it('a careers quote shows the photo of its team member, and initials for one without', () => {
    const team = readCollection(repo, 'team', 'en');
    const withPhoto = team.items.map((m) => (m.id === pictured ? { ...m, photo: PHOTO } : m));
    seedContent({ [contentUrl('team', 'en')]: { items: withPhoto } });
    const captions = [...render(quotes).querySelectorAll('figcaption')];
    const img = captions[0]?.querySelector('img');
    expect(img?.getAttribute('src')).toContain('test-person');
    // Decorative: the name is written beside it.
    expect(img?.getAttribute('alt')).toBe('');
    for (const other of captions.slice(1)) {
      expect(other.querySelector('img')).toBeNull();
      expect(other.querySelector('span[aria-hidden]')?.textContent).toMatch(/^\p{Lu}{2}$/u);
    }
  });

  describe('an article byline', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'team-photo-'));
    afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

    it('takes the photo of the team entry its front matter names', () => {
      fs.mkdirSync(path.join(root, 'content', 'team'), { recursive: true });
      fs.copyFileSync(
        path.join(repo, 'content', 'facts.json'),
        path.join(root, 'content', 'facts.json'),
      );
      const entry = { id: 'nour-test', name: 'Nour Test', role: { en: 'Engineer' }, photo: PHOTO };
      fs.writeFileSync(path.join(root, 'content', 'team', 'nour-test.json'), JSON.stringify(entry));
      const author = articleAuthor(root, 'nour-test', 'en');
      expect(author).toMatchObject({ name: 'Nour Test', photo: PHOTO });
      // Drawn by the team page's Avatar: the photo, decorative beside the written name.
      const byline = new DOMParser().parseFromString(
        renderToString(<BylineAvatar author={author!} />),
        'text/html',
      );
      expect(byline.querySelector('img')?.getAttribute('src')).toContain('test-person');
      expect(byline.querySelector('img')?.getAttribute('alt')).toBe('');
    });
  });
});
