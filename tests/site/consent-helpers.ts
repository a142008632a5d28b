/** An in-memory Storage, optionally failing, for the consent tests. */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  constructor(private readonly fail: { read?: boolean; write?: boolean } = {}) {}
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    if (this.fail.read) throw new DOMException('denied', 'SecurityError');
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.fail.write) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, String(value));
  }
  /** The raw stored value, bypassing any failure mode. */
  raw(key: string) {
    return this.items.get(key) ?? null;
  }
}
