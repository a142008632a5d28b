// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DECOY_MS, SUBMIT_DELAY_MS, submit } from '../../src/forms/submitter';
import { KEY_HEADER } from '../../src/forms/transport';

// The site as deployed with a real endpoint (site.json forms.endpoint).
vi.mock('../../site.json', async (importOriginal) => {
  const site = (await importOriginal<{ default: object }>()).default;
  return { default: { ...site, forms: { endpoint: 'https://leads.example/submit' } } };
});

let keys: (string | null)[] = [];
beforeEach(() => {
  vi.useFakeTimers();
  keys = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: unknown, init: RequestInit) => {
      keys.push(new Headers(init.headers).get(KEY_HEADER));
      return new Response(null, { status: 204 });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the submitter with an endpoint configured', () => {
  it('gives each new submission a new key, and keeps a given one', async () => {
    await submit('contact', { name: 'A' });
    await submit('contact', { name: 'A' });
    await submit('contact', { name: 'A' }, { key: 'kept' });
    await submit('contact', { name: 'A' }, { key: 'kept' });
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys.slice(2)).toEqual(['kept', 'kept']);
  });

  it('sends nothing for a bot, and "sends" as long as a real lead takes', async () => {
    for (const trap of ['honeypot', 'too-fast'] as const) {
      let done = false;
      void submit('application', { name: 'Bot' }, { trap }).then(() => (done = true));
      const wait = Math.max(SUBMIT_DELAY_MS.application, DECOY_MS);
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
    }
    expect(fetch).not.toHaveBeenCalled();
  });
});
