import { describe, expect, it } from 'vitest';
import {
  fileToPattern,
  localizePath,
  matchPath,
  patternToPath,
  splitLanguage,
} from '../../src/engine/routing';

const files = [
  '/pages/index.json',
  '/pages/about.json',
  '/pages/blog/[id].json',
  '/pages/blog/featured.json',
  '/pages/app/index.json',
  '/pages/app/[...path].json',
  '/pages/services/web-development.json',
];
const patterns = files.map(fileToPattern);
const fileFor = (path: string) => matchPath(path, patterns)?.pattern.file ?? null;

describe('file-system routes', () => {
  it('maps page files to paths', () => {
    expect(patterns.map((p) => patternToPath(p, { id: 'x', path: 'a/b' }))).toEqual([
      '/',
      '/about',
      '/blog/x',
      '/blog/featured',
      '/app',
      '/app/a/b',
      '/services/web-development',
    ]);
  });

  it('matches static before dynamic before rest segments', () => {
    expect(fileFor('/')).toBe('/pages/index.json');
    expect(fileFor('/blog/featured')).toBe('/pages/blog/featured.json');
    expect(fileFor('/blog/crm-best-practices')).toBe('/pages/blog/[id].json');
    expect(matchPath('/blog/crm-best-practices', patterns)?.params).toEqual({
      id: 'crm-best-practices',
    });
    expect(fileFor('/app')).toBe('/pages/app/index.json');
    expect(matchPath('/app/business/overview', patterns)?.params).toEqual({
      path: 'business/overview',
    });
    expect(fileFor('/services/web-development')).toBe('/pages/services/web-development.json');
  });

  it('finds nothing for unknown paths', () => {
    expect(fileFor('/nope')).toBeNull();
    expect(fileFor('/about/extra')).toBeNull();
    expect(fileFor('/blog')).toBeNull();
  });
});

describe('language prefixes', () => {
  it('splits the language from the path', () => {
    expect(splitLanguage('/')).toEqual({ lang: 'en', path: '/' });
    expect(splitLanguage('/about')).toEqual({ lang: 'en', path: '/about' });
    expect(splitLanguage('/fr')).toEqual({ lang: 'fr', path: '/' });
    expect(splitLanguage('/ar/app/business/overview')).toEqual({
      lang: 'ar',
      path: '/app/business/overview',
    });
    // The default language has no prefix: /en/about is not an address of the site.
    expect(splitLanguage('/en/about')).toEqual({ lang: 'en', path: '/en/about' });
    expect(splitLanguage('/xx/about')).toEqual({ lang: 'en', path: '/xx/about' });
  });

  it('prefixes paths for non-default languages, keeping hashes', () => {
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('/', 'de')).toBe('/de');
    expect(localizePath('/about', 'ar')).toBe('/ar/about');
    expect(localizePath('/technology#methodology', 'it')).toBe('/it/technology#methodology');
    expect(localizePath('/technology#methodology', 'en')).toBe('/technology#methodology');
  });
});
