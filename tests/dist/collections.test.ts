import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { shownTestimonials } from '../collections';
import { raw } from './built';

const parse = (html: string) => new new Window().DOMParser().parseFromString(html, 'text/html');
const texts = (html: string, selector: string) =>
  [...parse(html).querySelectorAll(selector)].map((el) => el.textContent?.trim() ?? '');

/**
 * The home page's scrolling quotes and the testimonials page are one collection: the prerendered
 * HTML of both shows the same quote of each testimonial, in the page's language.
 */
describe('one testimonial, one quote, on every page that shows it', () => {
  for (const lang of ['en', 'ar'])
    it(`${lang}: the home marquee shows the entries' quotes, word for word as /testimonials`, () => {
      const prefix = lang === 'en' ? '' : `/${lang}`;
      const marquee = texts(
        raw(prefix || '/'),
        '[data-marquee-row] ul:not([aria-hidden]) blockquote',
      );
      const cards = texts(
        raw(`${prefix}/testimonials`),
        '[data-results] [data-testimonial-card] blockquote',
      );
      const entries = shownTestimonials('index', 'testimonialMarquee', lang);
      expect(marquee).toHaveLength(entries.length);
      entries.forEach((entry, i) => expect(marquee[i]).toContain(entry.testimonial));
      expect([...marquee].sort()).toEqual([...cards].sort());
    });
});
