// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from '../../src/i18n/react';
import { describe, expect, it } from 'vitest';
import site from '../../site.json';
import ContactCard from '../../src/blocks/ContactCard';
import { telHref } from '../../src/ui/telHref';
import type { ContactCard as ContactCardBlock } from '../../src/generated/schema-types';
import { createServerI18n } from '../../src/i18n/i18n';
import { Providers } from './render-helpers';
import { localeWords } from './words';

const read = localeWords;

const html = (block: ContactCardBlock, lang = 'en') => {
  const i18n = createServerI18n(lang, {
    common: read(lang, 'common'),
    'vision-2030': read(lang, 'vision-2030'),
  });
  return renderToString(
    <Providers lang={lang}>
      <I18nextProvider i18n={i18n}>
        <ContactCard block={block} />
      </I18nextProvider>
    </Providers>,
  );
};
const parse = (s: string) => new DOMParser().parseFromString(s, 'text/html');

const block: ContactCardBlock = {
  type: 'contactCard',
  title: 'vision-2030:contact.title',
  subtitle: 'vision-2030:contact.subtitle',
  actions: [{ label: 'vision-2030:contact.action', href: '/contact' }],
};

describe('contactCard', () => {
  it("shows site.json's email, phone and office as links, like the footer", () => {
    const d = parse(html(block));
    const mail = d.querySelector('a[href^="mailto:"]');
    expect(mail?.getAttribute('href')).toBe(`mailto:${site.contact.email}`);
    expect(mail?.textContent).toBe(site.contact.email);
    const tel = d.querySelector('a[href^="tel:"]');
    expect(tel?.getAttribute('href')).toBe('tel:+212537370000');
    expect(tel?.textContent).toBe(site.contact.phone);
    expect(tel?.getAttribute('dir')).toBe('ltr');
    const office = d.querySelector('address')?.textContent;
    expect(office).toBe(read('en', 'common').contact.address);
    expect(office).toContain('Kenitra');
  });

  it('labels each detail and names the section by its heading', () => {
    const d = parse(html(block));
    const words = read('en', 'common').contactCard;
    expect([...d.querySelectorAll('dt')].map((e) => e.textContent)).toEqual([
      words.email,
      words.phone,
      words.office,
    ]);
    const h2 = d.querySelector('h2');
    expect(h2?.textContent).toBe(read('en', 'vision-2030').contact.title);
    expect(d.querySelector('section')?.getAttribute('aria-labelledby')).toBe(h2?.id);
  });

  it('renders its buttons, and none when there are no actions', () => {
    const d = parse(html(block));
    const button = d.querySelector('a[href="/contact"]');
    expect(button?.textContent).toBe(read('en', 'vision-2030').contact.action);
    const bare = parse(html({ type: 'contactCard', title: 'vision-2030:contact.title' }));
    expect(bare.querySelectorAll('a')).toHaveLength(2);
    expect(bare.querySelectorAll('section p')).toHaveLength(0);
  });

  it('speaks Arabic in Arabic, with the office address translated', () => {
    const d = parse(html(block, 'ar'));
    expect(d.querySelector('address')?.textContent).toBe(read('ar', 'common').contact.address);
    expect(d.querySelector('dt')?.textContent).toBe(read('ar', 'common').contactCard.email);
  });

  it('dials digits only', () => {
    expect(telHref('+999 555 12 34 56')).toBe('tel:+999555123456');
    expect(telHref('(0537) 37-00-00')).toBe('tel:0537370000');
  });
});
