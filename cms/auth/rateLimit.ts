import { createHmac, randomBytes } from 'node:crypto';

/**
 * The service's one rate limiter, for logins (LoginLimiter) and the site's leads (Limiter). Events
 * of one kind of key (an account at one address, an address, an account), in a table of
 * fixed size that never forgets: each key owns two slots chosen by a keyed hash, and each slot
 * keeps the times of its last `max` failures. A key is held back while both of its slots hold
 * `max` failures inside the window (a count-min sketch of sliding windows). Two keys sharing a
 * slot can only make each other stricter, never lift a lock; the hash's secret is the process's
 * own, so nobody can pick addresses that land on another person's slots. Nothing is ever dropped
 * to make room, so a flood of new names or addresses cannot unlock anyone, and memory is
 * `slots × max` numbers whatever arrives. (A Map of keys must either grow without bound or
 * forget: the former limiter forgot the oldest of 10,000 keys, so 5,000 failures from new names
 * unlocked an account.)
 */
class Sketch {
  private readonly times: Float64Array;
  private readonly next: Uint16Array;
  constructor(
    private readonly secret: Buffer,
    readonly max: number,
    private readonly slots: number,
  ) {
    // -Infinity: an empty place, a failure long before any window.
    this.times = new Float64Array(slots * max).fill(-Infinity);
    this.next = new Uint16Array(slots);
  }

  private slotsOf(key: string): [number, number] {
    const digest = createHmac('sha256', this.secret).update(key).digest();
    const a = digest.readUInt32BE(0) % this.slots;
    let b = digest.readUInt32BE(4) % this.slots;
    if (b === a) b = (b + 1) % this.slots;
    return [a, b];
  }

  /** When the oldest of the slot's last `max` failures happened (-Infinity: fewer than `max`). */
  private oldest(slot: number): number {
    return this.times[slot * this.max + this.next[slot]!]!;
  }

  /** Until when the key is held back (the earliest of its slots' ends), or 0. */
  lockedUntil(key: string, windowMs: number, now: number): number {
    const until = Math.min(...this.slotsOf(key).map((s) => this.oldest(s) + windowMs));
    return until > now ? until : 0;
  }

  failed(key: string, now: number) {
    for (const slot of this.slotsOf(key)) {
      this.times[slot * this.max + this.next[slot]!] = now;
      this.next[slot] = (this.next[slot]! + 1) % this.max;
    }
  }

  /** Forgets the key's failures, after it proved itself (its slots' other keys lose theirs too). */
  clear(key: string) {
    for (const slot of this.slotsOf(key))
      this.times.fill(-Infinity, slot * this.max, (slot + 1) * this.max);
  }
}

export interface LoginLimits {
  /** Failures of one account from one address before that pair waits (default 5). */
  perPair?: number;
  /** Failures from one address, at any accounts, before the address waits (default 20). */
  perAddress?: number;
  /**
   * Failures of one account from all addresses before the account waits at every address
   * (default 100): far above what one address may try, so no single outsider can lock anyone
   * out; it stops a guessing spread over many addresses.
   */
  perAccount?: number;
  windowMs?: number;
  now?: () => number;
  /** Slots per table: memory is fixed at slots × (perPair + perAddress + perAccount) numbers. */
  slots?: number;
}

/** An attempt to log in: the account name given and the client's address. */
export interface Attempt {
  account: string;
  address: string;
}

/**
 * Login attempts, limited three ways within `windowMs`: an account from one address (5), one
 * address at any accounts (20), an account from anywhere (100). An address that fails at someone's
 * account locks itself, not the person: the person, logging in from their own address, is held
 * back only by the account's ceiling, which one address cannot reach. A lock lasts until the
 * oldest failure that made it leaves the window, and is never forgotten before (see Sketch). A
 * success clears the failures of that account at that address (not the address's own: one
 * address guessing at many accounts stays limited).
 */
export class LoginLimiter {
  private readonly pair: Sketch;
  private readonly address: Sketch;
  private readonly account: Sketch;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(limits: LoginLimits = {}) {
    const secret = randomBytes(32);
    const slots = limits.slots ?? 4096;
    this.pair = new Sketch(secret, limits.perPair ?? 5, slots);
    this.address = new Sketch(secret, limits.perAddress ?? 20, slots);
    this.account = new Sketch(secret, limits.perAccount ?? 100, slots);
    this.windowMs = limits.windowMs ?? 15 * 60 * 1000;
    this.now = limits.now ?? Date.now;
  }

  private keys({ account, address }: Attempt) {
    // JSON keeps the pair unambiguous whatever the two strings hold.
    return {
      pair: `p${JSON.stringify([account, address])}`,
      address: `a${address}`,
      account: `n${account}`,
    };
  }

  /** Milliseconds until this attempt is allowed; 0 when it is now. */
  waitFor(attempt: Attempt): number {
    const now = this.now();
    const k = this.keys(attempt);
    const until = Math.max(
      this.pair.lockedUntil(k.pair, this.windowMs, now),
      this.address.lockedUntil(k.address, this.windowMs, now),
      this.account.lockedUntil(k.account, this.windowMs, now),
    );
    return until > now ? until - now : 0;
  }

  failed(attempt: Attempt) {
    const now = this.now();
    const k = this.keys(attempt);
    this.pair.failed(k.pair, now);
    this.address.failed(k.address, now);
    this.account.failed(k.account, now);
  }

  /** A success: that account at that address starts again from nothing. */
  succeeded(attempt: Attempt) {
    this.pair.clear(this.keys(attempt).pair);
  }
}

/**
 * At most `max` requests per key (the leads' client address) in any `windowMs`, on the same
 * never-forgetting table: a flood of new addresses cannot free one that is held back.
 */
export class Limiter {
  private readonly seen: Sketch;
  constructor(
    max: number,
    private readonly windowMs: number,
    // About a million times at most (8 MB), whatever `max` a caller sets.
    slots = Math.max(16, Math.min(4096, Math.floor(1_000_000 / max))),
  ) {
    this.seen = new Sketch(randomBytes(32), max, slots);
  }

  hit(key: string, now = Date.now()): { ok: true } | { ok: false; retryAfterS: number } {
    const until = this.seen.lockedUntil(key, this.windowMs, now);
    if (until) return { ok: false, retryAfterS: Math.max(1, Math.ceil((until - now) / 1000)) };
    this.seen.failed(key, now);
    return { ok: true };
  }
}
