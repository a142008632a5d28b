/**
 * The move of case studies written inline in a page (one "caseStudy" block each, its words as
 * translation keys in locales/<lang>/<file>.json) to one file per case study with every
 * language side by side (content/case-studies/<id>.json). The page then shows them with one
 * "caseStudies" block that picks them by id, in the same order. Pure: the caller reads and
 * writes the files.
 */

type Json = Record<string, unknown>;

export interface CaseStudiesMove {
  /** id → the entry file's content (without "$schema"). */
  entries: Map<string, Json>;
  /** The page's blocks, the case studies replaced by one list block where the first one was. */
  blocks: unknown[];
  /** The translation keys ("case-studies:studies.telecom.title") the entries now hold. */
  moved: Set<string>;
}

const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * `words(lang, key)` gives the text of a translation key in a language (undefined when missing,
 * which leaves that language out and the lint then names it). Keys that other blocks of the page
 * still use (an industry that also labels a figure) are copied but not reported as moved.
 */
export function moveCaseStudies(
  blocks: readonly unknown[],
  languages: readonly string[],
  words: (lang: string, key: string) => unknown,
): CaseStudiesMove {
  const studies = blocks.filter((b): b is Json => isObject(b) && b.type === 'caseStudy');
  const entries = new Map<string, Json>();
  const used = new Set<string>();
  const inAll = (key: unknown): Json | undefined => {
    if (typeof key !== 'string') return undefined;
    used.add(key);
    const out: Json = {};
    for (const lang of languages) {
      const text = words(lang, key);
      if (text !== undefined) out[lang] = text;
    }
    return out;
  };
  const listInAll = (keys: unknown): Json | undefined => {
    if (!Array.isArray(keys)) return undefined;
    const out: Json = {};
    for (const lang of languages)
      out[lang] = keys.map((k: unknown) => {
        if (typeof k === 'string') used.add(k);
        return typeof k === 'string' ? words(lang, k) : k;
      });
    return out;
  };
  const readMore = new Set<unknown>();
  for (const study of studies) {
    readMore.add(study.readMoreHref ?? '/contact');
    entries.set(String(study.id), caseStudyEntry(study, inAll, listInAll));
  }
  if (!studies.length) return { entries, blocks: [...blocks], moved: new Set() };
  const first = blocks.indexOf(studies[0]);
  const href = readMore.size === 1 ? [...readMore][0] : '/contact';
  const list: Json = {
    type: 'caseStudies',
    id: 'studies',
    from: 'case-studies',
    select: [...entries.keys()],
    ...(href !== '/contact' ? { readMoreHref: href } : {}),
  };
  const rest = blocks.filter((b) => !studies.includes(b as Json));
  const out = [...rest.slice(0, first), list, ...rest.slice(first)];
  // A key the remaining blocks still show stays where it is.
  const stillUsed = new Set<string>();
  const collect = (v: unknown) => {
    if (typeof v === 'string') stillUsed.add(v);
    else if (Array.isArray(v)) v.forEach(collect);
    else if (isObject(v)) Object.values(v).forEach(collect);
  };
  collect(rest);
  return { entries, blocks: out, moved: new Set([...used].filter((k) => !stillUsed.has(k))) };
}

/**
 * One caseStudy block as its entry: each translation key (`inAll`) or list of keys
 * (`listInAll`) becomes its text in every language.
 */
function caseStudyEntry(
  study: Json,
  inAll: (key: unknown) => Json | undefined,
  listInAll: (keys: unknown) => Json | undefined,
): Json {
  const quote = isObject(study.testimonial) ? study.testimonial : {};
  const image = isObject(study.image) ? study.image : undefined;
  return {
    id: String(study.id),
    industry: inAll(study.industry),
    ...(study.icon ? { icon: study.icon } : {}),
    title: inAll(study.title),
    client: inAll(study.client),
    challenge: inAll(study.challenge),
    solution: inAll(study.solution),
    duration: inAll(study.duration),
    teamSize: inAll(study.teamSize),
    results: listInAll(study.results),
    metrics: Array.isArray(study.metrics)
      ? study.metrics.map((m: unknown) => {
          const metric = isObject(m) ? m : {};
          return { value: metric.value, label: inAll(metric.label) };
        })
      : [],
    technologies: study.technologies,
    testimonial: {
      text: inAll(quote.text),
      author: quote.author,
      position: inAll(quote.position),
      // The same words as the client (the usual case) are not written twice.
      ...(quote.company !== undefined && quote.company !== study.client
        ? { company: inAll(quote.company) }
        : {}),
    },
    ...(image ? { image: { src: image.src, alt: inAll(image.alt) } } : {}),
    ...(Array.isArray(study.tags) && study.tags.length ? { tags: listInAll(study.tags) } : {}),
  };
}

/**
 * A locale file without the keys moved out of it ("studies.telecom.title" under its file),
 * and without the objects those keys leave empty.
 */
export function withoutKeys(file: Json, paths: ReadonlySet<string>): Json {
  const walk = (node: Json, prefix: string): Json => {
    const out: Json = {};
    for (const [k, v] of Object.entries(node)) {
      const at = prefix ? `${prefix}.${k}` : k;
      if (paths.has(at)) continue;
      if (isObject(v)) {
        const kept = walk(v, at);
        if (Object.keys(kept).length) out[k] = kept;
      } else if (Array.isArray(v)) {
        const kept = v.filter((_, i) => !paths.has(`${at}.${i}`));
        if (kept.length === v.length) out[k] = v;
        else if (kept.length) out[k] = kept;
      } else out[k] = v;
    }
    return out;
  };
  return walk(file, '');
}
