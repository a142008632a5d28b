import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBMIT_DELAY_MS, submit, type FormKind } from '../../src/forms/submitter';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Whether the promise has settled after flushing pending reactions. */
async function settled(p: Promise<unknown>) {
  let done = false;
  void p.then(
    () => (done = true),
    () => (done = true),
  );
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('form submitter (docs/site/forms.md#submission-delays)', () => {
  it('has the spec delays: signup 1 s, contact 1 s, consultation 2 s, application none', () => {
    expect(SUBMIT_DELAY_MS).toEqual({
      signup: 1000,
      contact: 1000,
      consultation: 2000,
      application: 0,
    });
  });

  const cases: [FormKind, number][] = [
    ['signup', 1000],
    ['contact', 1000],
    ['consultation', 2000],
  ];
  for (const [kind, delay] of cases) {
    it(`simulates success for ${kind} after ${delay} ms, not before`, async () => {
      const pending = submit(kind, { email: 'a@b.ma' });
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(await settled(pending)).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await settled(pending)).toBe(true);
      await expect(pending).resolves.toBeUndefined();
    });
  }

  it('sends nothing over the network', async () => {
    const fetch = vi.fn();
    const beacon = vi.fn();
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    const pending = submit('contact', { name: 'Amina', email: 'amina@example.ma' });
    await vi.advanceTimersByTimeAsync(1000);
    await pending;
    expect(fetch).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
  });

  it("takes a bot's submission through the same wait, and sends nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    for (const trap of ['honeypot', 'too-fast'] as const) {
      const pending = submit('contact', { name: 'Bot' }, { trap });
      await vi.advanceTimersByTimeAsync(SUBMIT_DELAY_MS.contact - 1);
      expect(await settled(pending)).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await settled(pending)).toBe(true);
    }
    expect(fetch).not.toHaveBeenCalled();
  });
});
