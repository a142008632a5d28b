/**
 * Login attempts, limited per account name and per client address: after `max` failures within
 * `windowMs`, further attempts are refused until the oldest failure leaves the window, whatever
 * the password. A success clears the account's count (not the address's: one person guessing at
 * many accounts stays limited). Memory is bounded: the oldest keys go first.
 */
export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();
  constructor(
    private readonly max = 5,
    private readonly windowMs = 15 * 60 * 1000,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 10_000,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  /** Milliseconds until an attempt is allowed for these keys; 0 when it is now. */
  waitFor(keys: readonly string[]): number {
    let wait = 0;
    for (const key of keys) {
      const kept = this.recent(key);
      if (kept.length >= this.max) wait = Math.max(wait, kept[0]! + this.windowMs - this.now());
    }
    return wait;
  }

  failed(keys: readonly string[]) {
    for (const key of keys) {
      const kept = this.recent(key);
      kept.push(this.now());
      this.failures.delete(key);
      this.failures.set(key, kept);
    }
    while (this.failures.size > this.maxKeys) {
      const oldest = this.failures.keys().next().value;
      if (oldest === undefined) break;
      this.failures.delete(oldest);
    }
  }

  succeeded(key: string) {
    this.failures.delete(key);
  }
}
