/**
 * A promise cache that also remembers results, so anything already loaded renders synchronously
 * (hydration must not suspend on data the prerendered HTML already shows).
 */
export interface Entry<V> {
  promise: Promise<V>;
  settled?: { ok: true; value: V } | { ok: false; error: unknown };
}

export function createCache<V>() {
  const entries = new Map<string, Entry<V>>();
  return {
    get(key: string, load: () => Promise<V>): Entry<V> {
      let entry = entries.get(key);
      if (!entry) {
        const created: Entry<V> = {
          promise: load().then(
            (value) => ((created.settled = { ok: true, value }), value),
            (error: unknown) => {
              created.settled = { ok: false, error };
              throw error;
            },
          ),
        };
        // Callers that only preload must not surface an unhandled rejection.
        created.promise.catch(() => undefined);
        entries.set(key, created);
        entry = created;
      }
      return entry;
    },
    seed(key: string, value: V) {
      entries.set(key, { promise: Promise.resolve(value), settled: { ok: true, value } });
    },
    delete(key: string) {
      entries.delete(key);
    },
  };
}
