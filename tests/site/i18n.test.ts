import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClientI18n } from '../../src/i18n/i18n';

const files: Record<string, unknown> = {
  '/locales/en/common.json': { greeting: 'Hello', only: { en: 'English only' } },
  '/locales/fr/common.json': { greeting: 'Bonjour' },
};

function serve(available: string[]) {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      const body = available.includes(url) ? files[url] : undefined;
      return body
        ? new Response(JSON.stringify(body), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          })
        : new Response('not found', { status: 404 });
    }),
  );
  return requested;
}

afterEach(() => vi.unstubAllGlobals());

// The test words are not the site's, so the compile-time key check does not apply.
const text = (i18n: { t: unknown }, key: string) => (i18n.t as (k: string) => string)(key);

describe('translation loading (docs/site/languages.md#translation-loading)', () => {
  it('loads only the page language, never English beside it', async () => {
    const requested = serve(Object.keys(files));
    const i18n = await createClientI18n('fr', ['common']);
    expect(text(i18n, 'greeting')).toBe('Bonjour');
    expect(requested).toEqual(['/locales/fr/common.json']);
  });

  it('falls back to English when the language file fails', async () => {
    serve(['/locales/en/common.json']);
    const i18n = await createClientI18n('fr', ['common']);
    expect(text(i18n, 'greeting')).toBe('Hello');
  });

  it('falls back to nothing when English fails too, and a missing key returns the key', async () => {
    serve([]);
    const i18n = await createClientI18n('fr', ['common']);
    expect(text(i18n, 'greeting')).toBe('greeting');
    serve(Object.keys(files));
    const fr = await createClientI18n('fr', ['common']);
    expect(text(fr, 'only.en')).toBe('only.en');
  });
});
