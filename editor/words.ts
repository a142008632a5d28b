import i18next, { type i18n as I18n } from 'i18next';
import { plainWords } from '../src/i18n/plainWords';
import { reactOptions } from '../src/i18n/i18n';

type Nested = Record<string, unknown>;
export type TranslationMark = 'missing' | 'stale' | 'unrecorded' | 'pending' | null;

const id = (lang: string, ns: string, key: string) => `${lang}:${ns}:${key}`;

export { splitKey } from '../src/engine/textKey';

function lookup(words: Nested | undefined, key: string): string | undefined {
  let node: unknown = words;
  for (const part of key.split('.')) node = (node as Nested | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

function keysOf(words: Nested | undefined, prefix = ''): string[] {
  if (!words) return [];
  return Object.entries(words).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keysOf(v as Nested, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

/**
 * The words of every language as the editor holds them: what is on disk, plus this session's
 * edits. The canvas reads them through one i18next instance per language, which is told when a
 * text changes, so the real blocks re-render with the words being typed.
 */
export class WordStore {
  private edits = new Map<string, string>();
  private reviewed = new Set<string>();
  private later = new Set<string>();
  private instances = new Map<string, I18n>();
  private listeners = new Set<() => void>();
  version = 0;

  constructor(
    private base: Record<string, Record<string, Nested>>,
    private pending: Record<string, string>,
    readonly languages: string[],
    readonly defaultLanguage: string,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  private changed() {
    this.version++;
    for (const l of this.listeners) l();
  }

  get(lang: string, ns: string, key: string): string | undefined {
    return this.edits.get(id(lang, ns, key)) ?? lookup(this.base[lang]?.[ns], key);
  }

  has(ns: string, key: string): boolean {
    return this.languages.some((l) => this.get(l, ns, key) !== undefined);
  }

  set(lang: string, ns: string, key: string, text: string) {
    if (this.get(lang, ns, key) === text) return;
    this.edits.set(id(lang, ns, key), text);
    this.reviewed.delete(id(lang, ns, key));
    this.later.delete(id(lang, ns, key));
    const instance = this.instances.get(lang);
    if (instance) {
      instance.addResource(lang, ns, key, text);
      instance.emit('loaded', {});
    }
    this.changed();
  }

  /** Keeps a translation as it is although its English changed ("still says the same"). */
  markReviewed(lang: string, ns: string, key: string) {
    this.reviewed.add(id(lang, ns, key));
    this.later.delete(id(lang, ns, key));
    this.changed();
  }

  /** Saves a translation as still to write or check: the build will not publish it until done. */
  markPending(lang: string, ns: string, key: string) {
    this.later.add(id(lang, ns, key));
    this.reviewed.delete(id(lang, ns, key));
    this.changed();
  }

  /** Is this translation still to be written or checked? */
  mark(lang: string, ns: string, key: string): TranslationMark {
    const k = id(lang, ns, key);
    // Saved as pending: so until its text is written (its stand-in lives on disk only).
    if (
      this.later.has(k) ||
      (this.pending[k] === 'pending' && !this.edits.has(k) && !this.reviewed.has(k))
    )
      return 'pending';
    if (this.get(lang, ns, key) === undefined || this.get(lang, ns, key) === '') return 'missing';
    if (lang === this.defaultLanguage) return null;
    if (this.edits.has(k) || this.reviewed.has(k)) return null;
    if (this.edits.has(id(this.defaultLanguage, ns, key))) return 'stale';
    const state = this.pending[k];
    return state === 'stale' || state === 'unrecorded' || state === 'pending' ? state : null;
  }

  /** A key in `ns` starting with `stem` that no text uses yet: stem, stem-2, stem-3… */
  freeKey(ns: string, stem: string): string {
    const taken = new Set(
      this.languages.flatMap((l) => [
        ...keysOf(this.base[l]?.[ns]),
        ...[...this.edits.keys()]
          .filter((k) => k.startsWith(`${l}:${ns}:`))
          .map((k) => k.slice(l.length + ns.length + 2)),
      ]),
    );
    const used = (s: string) => [...taken].some((k) => k === s || k.startsWith(`${s}.`));
    let candidate = stem;
    for (let n = 2; used(candidate); n++) candidate = `${stem}-${n}`;
    return candidate;
  }

  /** Copies one text, in every language, to a new key (a block copied from an example). */
  copy(from: { ns: string; key: string }, to: { ns: string; key: string }) {
    for (const lang of this.languages) {
      const text = this.get(lang, from.ns, from.key);
      if (text !== undefined) this.set(lang, to.ns, to.key, text);
    }
  }

  /** What a save sends: each edited text that differs from the disk, and the kept ones. */
  changes() {
    const words = [...this.edits]
      .map(([k, text]) => {
        const [lang = '', ns = '', ...rest] = k.split(':');
        return { lang, ns, key: rest.join(':'), text };
      })
      .filter((w) => lookup(this.base[w.lang]?.[w.ns], w.key) !== w.text);
    const place = (k: string) => {
      const [lang = '', ns = '', ...rest] = k.split(':');
      return { lang, ns, key: rest.join(':') };
    };
    return { words, reviewed: [...this.reviewed].map(place), pending: [...this.later].map(place) };
  }

  /** After a save: the edits are on disk now, and each translation stands where the save left it. */
  committed() {
    const next = { ...this.pending };
    for (const [k, text] of this.edits) {
      const [lang = '', ns = '', ...rest] = k.split(':');
      const key = rest.join(':');
      const root = ((this.base[lang] ??= {})[ns] ??= {});
      let node = root;
      const parts = key.split('.');
      for (const p of parts.slice(0, -1)) node = (node[p] ??= {}) as Nested;
      node[parts.at(-1)!] = text;
      if (lang !== this.defaultLanguage) delete next[k];
      else
        for (const other of this.languages)
          if (other !== lang && !this.edits.has(id(other, ns, key)))
            next[id(other, ns, key)] = 'stale';
    }
    for (const k of this.reviewed) delete next[k];
    for (const k of this.later) next[k] = 'pending';
    this.edits.clear();
    this.reviewed.clear();
    this.later.clear();
    this.pending = next;
    this.changed();
  }

  get dirty() {
    return this.changes().words.length > 0 || this.reviewed.size > 0 || this.later.size > 0;
  }

  i18n(lang: string): I18n {
    let instance = this.instances.get(lang);
    if (!instance) {
      const resources: Record<string, Nested> = structuredClone(this.base[lang] ?? {});
      for (const [k, text] of this.edits) {
        const [l = '', ns = '', ...rest] = k.split(':');
        if (l !== lang) continue;
        let node = (resources[ns] ??= {});
        const parts = rest.join(':').split('.');
        for (const p of parts.slice(0, -1)) node = (node[p] ??= {}) as Nested;
        node[parts.at(-1)!] = text;
      }
      instance = i18next.createInstance();
      // The canvas shows words as the site will: literal text, {{name}} placeholders only.
      void instance.use(plainWords).init({
        lng: lang,
        ns: Object.keys(resources),
        defaultNS: 'common',
        resources: { [lang]: resources },
        fallbackLng: false,
        returnNull: false,
        interpolation: { escapeValue: false },
        react: reactOptions,
        initAsync: false,
      });
      this.instances.set(lang, instance);
    }
    return instance;
  }
}
