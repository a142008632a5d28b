import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearContentCache, ContentError, loadContent } from '../../src/content/load';
import { contentUrl, splitContentFile } from '../../src/content/paths';

const isNamed = (v: unknown): v is { name: string } =>
  typeof v === 'object' && v !== null && typeof (v as { name?: unknown }).name === 'string';

function answer(
  table: Record<string, number | 'network' | 'garbage' | 'spa' | 'spaUntyped' | object>,
) {
  const fetchMock = vi.fn(async (url: string) => {
    const a = table[url] ?? 404;
    if (a === 'network') throw new TypeError('Failed to fetch');
    if (a === 'garbage') return new Response('{not json', { status: 200 });
    // A host's single-page-app fallback: index.html with 200, typed or not.
    if (a === 'spa')
      return new Response('<!doctype html><html></html>', {
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    if (a === 'spaUntyped')
      return new Response(new Blob(['\n<!doctype html><html></html>']), { status: 200 });
    if (typeof a === 'number') return new Response('', { status: a });
    return new Response(JSON.stringify(a), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearContentCache();
});

describe('content paths', () => {
  it('keeps the spec address for English and puts translations beside it', () => {
    expect(contentUrl('blog/articles/x', 'en')).toBe('/content/blog/articles/x.json');
    expect(contentUrl('blog/articles/x', 'ar')).toBe('/content/blog/articles/x.ar.json');
    expect(splitContentFile('crm-best-practices.fr.json')).toEqual({
      base: 'crm-best-practices',
      lang: 'fr',
    });
    expect(splitContentFile('testimonials.json')).toEqual({ base: 'testimonials', lang: null });
  });
});

describe('loadContent', () => {
  it('counts an HTML answer with status 200 (an SPA fallback) as not found, not as a failure', async () => {
    answer({ '/content/a.json': 'spa', '/content/b.json': 'spaUntyped' });
    await expect(loadContent('a', 'en', isNamed)).rejects.toMatchObject({ problem: 'notFound' });
    await expect(loadContent('b', 'en', isNamed)).rejects.toMatchObject({ problem: 'notFound' });
  });

  it('falls back to English when the translation is answered by an SPA fallback', async () => {
    answer({ '/content/a.fr.json': 'spa', '/content/a.json': { name: 'en' } });
    expect(await loadContent('a', 'fr', isNamed)).toEqual({ name: 'en' });
  });

  it('loads the language file and keeps it for the visit', async () => {
    const f = answer({ '/content/a.fr.json': { name: 'fr' } });
    expect(await loadContent('a', 'fr', isNamed)).toEqual({ name: 'fr' });
    expect(await loadContent('a', 'fr', isNamed)).toEqual({ name: 'fr' });
    expect(f).toHaveBeenCalledTimes(1);
  });

  it('falls back to English when a translation is missing', async () => {
    answer({ '/content/a.json': { name: 'en' } });
    expect(await loadContent('a', 'de', isNamed)).toEqual({ name: 'en' });
  });

  it('tells a non-OK answer from a failed request, and retries after a failure', async () => {
    answer({ '/content/a.json': 404 });
    await expect(loadContent('a', 'en', isNamed)).rejects.toEqual(new ContentError('notFound'));
    answer({ '/content/a.json': 'network' });
    await expect(loadContent('a', 'en', isNamed)).rejects.toMatchObject({ problem: 'failed' });
    answer({ '/content/a.json': 'garbage' });
    await expect(loadContent('a', 'en', isNamed)).rejects.toMatchObject({ problem: 'failed' });
    answer({ '/content/a.json': { wrong: true } });
    await expect(loadContent('a', 'en', isNamed)).rejects.toMatchObject({ problem: 'failed' });
    answer({ '/content/a.json': { name: 'ok' } });
    expect(await loadContent('a', 'en', isNamed)).toEqual({ name: 'ok' });
  });
});
