import { describe, expect, it } from 'vitest';
import { WordStore } from '../../editor/words';

const LANGS = ['en', 'ar', 'fr'];
const store = (pending: Record<string, string> = {}) =>
  new WordStore(
    {
      en: { about: { hero: { title: 'About us' } } },
      ar: { about: { hero: { title: 'من نحن' } } },
      fr: { about: { hero: { title: 'À propos' } } },
    },
    pending,
    LANGS,
    'en',
  );

describe('the editor’s words', () => {
  it('marks a text still to write in any language, English included', () => {
    const words = store();
    expect(words.mark('en', 'about', 'hero.subtitle')).toBe('missing');
    expect(words.mark('fr', 'about', 'hero.subtitle')).toBe('missing');
    expect(words.mark('fr', 'about', 'hero.title')).toBeNull();
  });

  it('a changed English makes the other languages to check, until each is edited or kept', () => {
    const words = store();
    words.set('en', 'about', 'hero.title', 'Who we are');
    expect(words.mark('ar', 'about', 'hero.title')).toBe('stale');
    expect(words.mark('fr', 'about', 'hero.title')).toBe('stale');
    words.set('fr', 'about', 'hero.title', 'Qui sommes-nous');
    words.markReviewed('ar', 'about', 'hero.title');
    expect(words.mark('fr', 'about', 'hero.title')).toBeNull();
    expect(words.mark('ar', 'about', 'hero.title')).toBeNull();
    expect(words.changes()).toEqual({
      words: [
        { lang: 'en', ns: 'about', key: 'hero.title', text: 'Who we are' },
        { lang: 'fr', ns: 'about', key: 'hero.title', text: 'Qui sommes-nous' },
      ],
      reviewed: [{ lang: 'ar', ns: 'about', key: 'hero.title' }],
      pending: [],
    });
  });

  it('"Translate later" marks a translation pending, saves it so, and after the save it stays pending until written', () => {
    const words = store();
    words.set('en', 'about', 'hero.title', 'Who we are');
    words.markPending('de', 'about', 'hero.title');
    expect(words.mark('de', 'about', 'hero.title')).toBe('pending');
    expect(words.changes().pending).toEqual([{ lang: 'de', ns: 'about', key: 'hero.title' }]);
    words.committed();
    expect(words.mark('de', 'about', 'hero.title')).toBe('pending');
    expect(words.mark('fr', 'about', 'hero.title')).toBe('stale');
    words.set('de', 'about', 'hero.title', 'Wer wir sind');
    expect(words.mark('de', 'about', 'hero.title')).toBeNull();
  });

  it('what the record says is stale or unrecorded shows until this session fixes it', () => {
    const words = store({ 'fr:about:hero.title': 'stale' });
    expect(words.mark('fr', 'about', 'hero.title')).toBe('stale');
    words.markReviewed('fr', 'about', 'hero.title');
    expect(words.mark('fr', 'about', 'hero.title')).toBeNull();
  });

  it('a text typed back to what the file says is not a change', () => {
    const words = store();
    words.set('fr', 'about', 'hero.title', 'x');
    words.set('fr', 'about', 'hero.title', 'À propos');
    expect(words.changes().words).toEqual([]);
  });

  it('new keys never collide with a text or a group of texts', () => {
    const words = store();
    expect(words.freeKey('about', 'hero')).toBe('hero-2');
    expect(words.freeKey('about', 'hero.title')).toBe('hero.title-2');
    expect(words.freeKey('about', 'faq')).toBe('faq');
    words.set('en', 'about', 'faq.title', 'Questions');
    expect(words.freeKey('about', 'faq')).toBe('faq-2');
  });

  it('copying a text copies it in every language', () => {
    const words = store();
    words.copy({ ns: 'about', key: 'hero.title' }, { ns: 'offer', key: 'hero.title' });
    for (const l of LANGS)
      expect(words.get(l, 'offer', 'hero.title')).toBe(words.get(l, 'about', 'hero.title'));
  });
});
