/**
 * At most `max` requests per client address in each `windowMs`. Bots that post to the endpoint
 * directly skip the site's own traps; this keeps one address from filling the inbox. The table is
 * bounded, so a flood of addresses cannot grow it without end.
 */
export function rateLimiter(max: number, windowMs: number, capacity = 10_000) {
  const seen = new Map<string, { count: number; resetAt: number }>();
  return (address: string, now = Date.now()): { ok: true } | { ok: false; retryAfterS: number } => {
    let entry = seen.get(address);
    if (!entry || entry.resetAt <= now) {
      seen.delete(address);
      if (seen.size >= capacity) {
        for (const [key, e] of seen) if (e.resetAt <= now) seen.delete(key);
        // Still full: forget the oldest address rather than refuse everyone.
        if (seen.size >= capacity) seen.delete(seen.keys().next().value!);
      }
      entry = { count: 0, resetAt: now + windowMs };
      seen.set(address, entry);
    }
    entry.count += 1;
    return entry.count <= max
      ? { ok: true }
      : { ok: false, retryAfterS: Math.ceil((entry.resetAt - now) / 1000) };
  };
}
