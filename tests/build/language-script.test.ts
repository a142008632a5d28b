import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy } from '../../scripts/lib/headers';
import { LANGUAGE_SCRIPT, LANGUAGE_SCRIPT_SOURCE } from '../../scripts/lib/languageScript';
import { rememberLanguage } from '../../src/app/shell/languageLinks';
import { defaultLanguage, languages } from '../../src/i18n/languages';

const other = languages.find((l) => l !== defaultLanguage && l !== 'ar')!;
const third = languages.find((l) => l !== defaultLanguage && l !== other)!;

/** Runs the inline rule on an address with a storage; where it sent the visitor, if anywhere. */
function land(href: string, storage: { getItem: (key: string) => string | null }) {
  const url = new URL(href, 'https://site.test');
  const replaced: string[] = [];
  const style: Record<string, string> = {};
  const location = {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    replace: (to: string) => replaced.push(to),
  };
  new Function('document', 'localStorage', 'location', LANGUAGE_SCRIPT)(
    { documentElement: { style } },
    storage,
    location,
  );
  return { to: replaced, hidden: style.display === 'none' };
}

const stored = (value: string | null) => ({ getItem: () => value });

describe('the inline first-paint language rule', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor with another stored language to the same page in it, query and hash kept', () => {
    expect(land('/', stored(other))).toEqual({ to: [`/${other}`], hidden: true });
    expect(land('/about', stored(other)).to).toEqual([`/${other}/about`]);
    expect(land('/contact?x=1#form', stored(third)).to).toEqual([`/${third}/contact?x=1#form`]);
    expect(land('/blog/some-id', stored('ar')).to).toEqual(['/ar/blog/some-id']);
  });

  it('leaves an address that names a language alone: no loop, and a shared link wins', () => {
    expect(land(`/${other}`, stored(other))).toEqual({ to: [], hidden: false });
    expect(land(`/${third}/about`, stored(other))).toEqual({ to: [], hidden: false });
  });

  it('does nothing without a stored language, with the default or an unknown one, or without storage', () => {
    for (const value of [null, '', defaultLanguage, 'xx', 'FR', '/evil', 'fr/../x'])
      expect(land('/about', stored(value)), String(value)).toEqual({ to: [], hidden: false });
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(land('/about', blocked)).toEqual({ to: [], hidden: false });
  });

  it('reads what the language switcher stores', () => {
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      setItem: (k: string, v: string) => items.set(k, v),
      getItem: (k: string) => items.get(k) ?? null,
    });
    rememberLanguage(other);
    expect(land('/about', localStorage).to).toEqual([`/${other}/about`]);
    rememberLanguage(defaultLanguage);
    expect(land('/about', localStorage).to).toEqual([]);
  });

  it('is allowed by the Content Security Policy by its hash, with no unsafe-inline', () => {
    const scriptSrc = contentSecurityPolicy()
      .split('; ')
      .find((d) => d.startsWith('script-src '));
    expect(scriptSrc?.split(' ')).toContain(LANGUAGE_SCRIPT_SOURCE);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
});
