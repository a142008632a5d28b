import type { CollectionView } from '../../content/collections';
import type { FigureOrFact } from '../../generated/schema-types';
import type { ShownCaseStudy } from './study';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const strings = (v: unknown) =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

/** The runtime check of the fetched collection: a list, each entry checked on its own. */
export const isCaseStudiesView = (v: unknown): v is CollectionView<unknown> =>
  isObject(v) && Array.isArray(v.items);

/**
 * A collection entry as its section shows it, or null for one with no id or title. A field of
 * the wrong kind is left empty rather than failing the section: one broken entry never blanks
 * the others (the lint names what it lacks).
 */
export function toShownCaseStudy(v: unknown): ShownCaseStudy | null {
  if (!isObject(v) || typeof v.id !== 'string' || typeof v.title !== 'string') return null;
  const quote = isObject(v.testimonial) ? v.testimonial : {};
  const image = isObject(v.image) ? v.image : undefined;
  return {
    id: v.id,
    industry: str(v.industry),
    ...(typeof v.icon === 'string' ? { icon: v.icon as ShownCaseStudy['icon'] } : {}),
    title: v.title,
    client: str(v.client),
    challenge: str(v.challenge),
    solution: str(v.solution),
    duration: str(v.duration),
    teamSize: str(v.teamSize),
    results: strings(v.results),
    metrics: (Array.isArray(v.metrics) ? v.metrics : []).flatMap((m: unknown) =>
      isObject(m) && isObject(m.value)
        ? [{ value: m.value as unknown as FigureOrFact, label: str(m.label) }]
        : [],
    ),
    technologies: strings(v.technologies),
    testimonial: {
      text: str(quote.text),
      author: str(quote.author),
      position: str(quote.position),
      // Without a company of its own, the quote is the client's.
      company: typeof quote.company === 'string' ? quote.company : str(v.client),
    },
    ...(image && typeof image.src === 'string'
      ? { image: { src: image.src, alt: str(image.alt) } }
      : {}),
    ...(Array.isArray(v.tags) ? { tags: strings(v.tags) } : {}),
    ...(Array.isArray(v.gallery) ? { gallery: pictures(v.gallery) } : {}),
    ...(typeof v.date === 'string' && v.date ? { date: v.date } : {}),
  };
}

/** The gallery's pictures that name a file; one of the wrong shape is left out. */
const pictures = (list: unknown[]) =>
  list.flatMap((p) =>
    isObject(p) && typeof p.src === 'string' && p.src ? [{ src: p.src, alt: str(p.alt) }] : [],
  );
