import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_TIMEOUT_MS,
  PageLoadError,
  normalizePathname,
  resolve,
  withTimeout,
} from '../../src/engine/resolve';

afterEach(() => vi.useRealTimers());

describe('page code loading (docs/site/shell.md#page-load-errors)', () => {
  it('gives up with a timeout after 120000 ms', async () => {
    vi.useFakeTimers();
    expect(CHUNK_TIMEOUT_MS).toBe(120000);
    const never = new Promise<never>(() => undefined);
    const result = withTimeout(never).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(PageLoadError);
    expect((error as PageLoadError).reason).toBe('timeout');
  });

  it('reports a missing file as such', async () => {
    const error = await withTimeout(Promise.reject(new Error('404'))).catch((e: unknown) => e);
    expect((error as PageLoadError).reason).toBe('missing');
  });
});

describe('resolve', () => {
  const noWords = async () => undefined;

  it('resolves pages, redirects and unknown paths, in every language', async () => {
    const about = await resolve('/fr/about', noWords);
    expect(about).toMatchObject({
      kind: 'page',
      lang: 'fr',
      path: '/about',
      file: '/pages/about.json',
    });
    expect(await resolve('/app', noWords)).toEqual({
      kind: 'redirect',
      lang: 'en',
      to: '/app/business/overview',
    });
    expect(await resolve('/ar/app', noWords)).toEqual({
      kind: 'redirect',
      lang: 'ar',
      to: '/ar/app/business/overview',
    });
    expect(await resolve('/app/owner/ai', noWords)).toMatchObject({
      kind: 'page',
      params: { path: 'owner/ai' },
    });
    expect(await resolve('/app/owner/nope', noWords)).toEqual({ kind: 'unknown', lang: 'en' });
    expect(await resolve('/de/nope', noWords)).toEqual({ kind: 'unknown', lang: 'de' });
  });

  it('treats a trailing slash as the same page', () => {
    expect(normalizePathname('/fr/about/')).toBe('/fr/about');
    expect(normalizePathname('/')).toBe('/');
  });
});
