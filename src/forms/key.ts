/**
 * The idempotency key of a submission: one per lead, sent with every attempt to deliver it (the
 * transport's retry, the visitor's Try again with the same answers), so the endpoint can keep the
 * first and drop repeats. A timeout or a reset can hide an answer the endpoint did record; without
 * the key, each retry would be a second lead in the agency's inbox.
 */
export function newKey(
  source: Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string } = crypto,
): string {
  // randomUUID exists only in secure contexts (https, localhost) and since Safari 15.4: a site
  // served over plain http, or an older phone, still gets a random v4 UUID of the same shape.
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const b = source.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((n) => n.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Holds a form's key between attempts: the same answers sent again (Try again after a failure)
 * keep their key, since the first attempt may have arrived; changed answers are a new lead.
 * After a confirmed send the key is spent.
 */
export function keyKeeper(make: () => string = newKey) {
  let kept: { of: string; key: string } | null = null;
  return {
    keyFor(answers: unknown): string {
      const of = JSON.stringify(answers);
      if (kept?.of !== of) kept = { of, key: make() };
      return kept.key;
    },
    spent(): void {
      kept = null;
    },
  };
}
export type KeyKeeper = ReturnType<typeof keyKeeper>;
