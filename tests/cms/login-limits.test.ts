import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Limiter, LoginLimiter } from '../../cms/auth/rateLimit.ts';

const MIN = 60_000;

describe('login attempts', () => {
  it('five failures lock the account at that address for fifteen minutes; a success frees it', () => {
    let now = 0;
    const limiter = new LoginLimiter({ windowMs: 15 * MIN, now: () => now });
    const outsider = { account: 'amina', address: '10.0.0.1' };
    for (let i = 0; i < 5; i++) {
      expect(limiter.waitFor(outsider)).toBe(0);
      limiter.failed(outsider);
      now += 1000;
    }
    expect(limiter.waitFor(outsider)).toBe(15 * MIN - 5000);
    // Amina, at her own address, is not locked out by someone else's failures.
    expect(limiter.waitFor({ account: 'amina', address: '10.0.0.2' })).toBe(0);
    now = 15 * MIN + 1;
    expect(limiter.waitFor(outsider)).toBe(0);
    limiter.failed(outsider);
    limiter.succeeded(outsider);
    expect(limiter.waitFor(outsider)).toBe(0);
  });

  it('locks an address that guesses at many accounts, and an account guessed at from many addresses', () => {
    let now = 0;
    const limiter = new LoginLimiter({ now: () => now });
    for (let i = 0; i < 20; i++) limiter.failed({ account: `name${i}`, address: '10.0.0.9' });
    expect(limiter.waitFor({ account: 'anyone', address: '10.0.0.9' })).toBeGreaterThan(0);
    for (let i = 0; i < 100; i++) limiter.failed({ account: 'publisher', address: `10.1.${i}.1` });
    expect(limiter.waitFor({ account: 'publisher', address: '192.168.1.1' })).toBeGreaterThan(0);
    now += 15 * MIN;
    expect(limiter.waitFor({ account: 'publisher', address: '192.168.1.1' })).toBe(0);
  });

  it('a success clears that account at that address, and only there', () => {
    const limiter = new LoginLimiter();
    const here = { account: 'amina', address: '10.0.0.1' };
    for (let i = 0; i < 4; i++) limiter.failed(here);
    limiter.succeeded(here);
    limiter.failed(here);
    expect(limiter.waitFor(here)).toBe(0);
    for (let i = 0; i < 5; i++) limiter.failed(here);
    expect(limiter.waitFor(here)).toBeGreaterThan(0);
    expect(limiter.waitFor({ account: 'amina', address: '10.0.0.2' })).toBe(0);
  });

  it('the leads limiter lets `max` requests an address through per window, and never frees one for a flood of others (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.ipV4(), { maxLength: 300 }), (others) => {
        const limiter = new Limiter(3, 60_000, 64);
        const at = 1_000_000;
        for (let i = 0; i < 3; i++) expect(limiter.hit('10.9.9.9', at).ok).toBe(true);
        for (const other of others) limiter.hit(other, at + 1);
        const again = limiter.hit('10.9.9.9', at + 2);
        expect(again.ok).toBe(false);
        if (!again.ok) expect(again.retryAfterS).toBeLessThanOrEqual(60);
        expect(limiter.hit('10.9.9.9', at + 60_001).ok).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it('never lets more than five failures through in any window, however attempts are timed (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 120_000 }), { maxLength: 200 }), (gaps) => {
        let now = 0;
        const limiter = new LoginLimiter({ windowMs: MIN, now: () => now });
        const allowed: number[] = [];
        const attempt = { account: 'k', address: 'a' };
        for (const gap of gaps) {
          now += gap;
          if (limiter.waitFor(attempt) === 0) {
            allowed.push(now);
            limiter.failed(attempt);
          }
        }
        for (let i = 5; i < allowed.length; i++)
          expect(allowed[i]! - allowed[i - 5]!).toBeGreaterThanOrEqual(MIN);
      }),
      { numRuns: 200 },
    );
  });

  it('never forgets a lock before it ends, whatever else fails meanwhile (property)', () => {
    // A small table, so that the other keys crowd it: the lock must hold anyway.
    const others = fc.array(
      fc.record({ account: fc.string({ maxLength: 6 }), address: fc.string({ maxLength: 6 }) }),
      { maxLength: 3000 },
    );
    fc.assert(
      fc.property(others, fc.integer({ min: 0, max: 14 * MIN }), (flood, later) => {
        let now = 0;
        const limiter = new LoginLimiter({ now: () => now, slots: 64 });
        const locked = { account: 'publisher', address: '203.0.113.7' };
        for (let i = 0; i < 5; i++) limiter.failed(locked);
        for (const attempt of flood) limiter.failed(attempt);
        now = later;
        expect(limiter.waitFor(locked)).toBeGreaterThanOrEqual(15 * MIN - later);
      }),
      { numRuns: 40 },
    );
  });

  it('one outsider, however they try, never locks a person out at her own address (property)', () => {
    const tries = fc.array(
      fc.record({
        account: fc.constantFrom('publisher', 'amina', 'admin', 'x'),
        gap: fc.integer({ min: 0, max: 30_000 }),
      }),
      { maxLength: 600 },
    );
    fc.assert(
      fc.property(tries, (seq) => {
        let now = 0;
        const limiter = new LoginLimiter({ now: () => now });
        for (const { account, gap } of seq) {
          now += gap;
          const attempt = { account, address: '198.51.100.66' };
          if (limiter.waitFor(attempt) === 0) limiter.failed(attempt);
          for (const person of ['publisher', 'amina'])
            expect(limiter.waitFor({ account: person, address: '192.0.2.10' })).toBe(0);
        }
      }),
      { numRuns: 100 },
    );
  });
});
