import { safeDecode } from '../../engine/url';
import type { CollectionView, Localized } from '../../content/collections';
import type {
  Figure,
  TestimonialEntry,
  TestimonialsCtaButton,
  TestimonialsFile,
} from '../../generated/schema-types';

/** One testimonial in the page's language, as the build serves the collection. */
export type Testimonial = Localized<TestimonialEntry>;
export type { TestimonialsFile };

/** Ratings are out of five stars (docs/site/testimonials.md#cards). */
export const RATING_MAX = 5;
/** Cards show two results, then "+N more results". */
export const CARD_RESULTS = 2;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);
const hasStrings = (v: Record<string, unknown>, keys: readonly string[]) =>
  keys.every((k) => isString(v[k]));

const KINDS = new Set(['number', 'percent', 'currency', 'multiplier', 'duration']);
const CURRENCIES = new Set(['MAD', 'USD', 'EUR']);
const UNITS = new Set(['second', 'minute', 'hour', 'day', 'week', 'month', 'year']);
const finite = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
const optional = (v: unknown, ok: (v: unknown) => boolean) => v === undefined || ok(v);
const sign = (v: unknown) => typeof v === 'string' && v.length <= 3;

/**
 * The runtime check for figures that arrive over the network (content files): the lint checks
 * the files on disk, but the browser may receive anything, and Intl throws on an unknown
 * currency or unit. A figure that fails here makes its file fail, which shows the error view. It lives
 * here, not in i18n/figure.ts, so that pages without testimonials do not download it.
 */
export function isFigure(v: unknown): v is Figure {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const f = v as Record<string, unknown>;
  if ('text' in f) return typeof f.text === 'string' && f.text.length <= 64;
  return (
    finite(f.value) &&
    optional(f.to, finite) &&
    optional(f.kind, (k) => KINDS.has(k as string)) &&
    optional(f.currency, (c) => CURRENCIES.has(c as string)) &&
    optional(f.unit, (u) => UNITS.has(u as string)) &&
    optional(f.compact, (c) => typeof c === 'boolean') &&
    optional(f.prefix, sign) &&
    optional(f.suffix, sign)
  );
}

const TEXT_FIELDS = [
  'id',
  'clientName',
  'clientTitle',
  'clientCompany',
  'clientAvatar',
  'clientIndustry',
  'clientLocation',
  'date',
  'projectType',
  'projectDuration',
  'category',
  'testimonial',
  'fullTestimonial',
] as const;

export function isTestimonial(v: unknown): v is Testimonial {
  return (
    isRecord(v) &&
    hasStrings(v, TEXT_FIELDS) &&
    isFigure(v.projectValue) &&
    Number.isInteger(v.rating) &&
    (v.rating as number) >= 1 &&
    (v.rating as number) <= RATING_MAX &&
    typeof v.verified === 'boolean' &&
    typeof v.featured === 'boolean' &&
    optional(v.clientAvatarAlt, isString) &&
    ['results', 'challenges', 'solutions', 'tags'].every((k) => isStrings(v[k]))
  );
}

const isButton = (v: unknown): v is TestimonialsCtaButton =>
  isRecord(v) &&
  hasStrings(v, ['text', 'action']) &&
  (v.variant === 'primary' || v.variant === 'secondary' || v.variant === 'ghost');

/**
 * The runtime check of the fetched testimonials page file (the content lint checks the files on
 * disk; the browser may receive anything): a malformed file shows the error view, not a crash.
 */
export function isTestimonialsFile(v: unknown): v is TestimonialsFile {
  if (!isRecord(v) || !isRecord(v.hero) || !isRecord(v.hero.stats) || !isRecord(v.stickyCta))
    return false;
  const cta = v.stickyCta;
  return (
    ['totalClients', 'satisfactionRate', 'projectsCompleted', 'yearsExperience'].every((k) =>
      isFigure((v.hero as { stats: Record<string, unknown> }).stats[k]),
    ) &&
    isStrings(v.categories) &&
    isStrings(v.industries) &&
    hasStrings(cta, ['title', 'subtitle']) &&
    Array.isArray(cta.buttons) &&
    cta.buttons.every(isButton)
  );
}

/** The runtime check of the fetched testimonials collection (one language's list). */
export const isTestimonialsView = (v: unknown): v is CollectionView<Testimonial> =>
  isRecord(v) && Array.isArray(v.items) && v.items.every(isTestimonial);

/**
 * What the avatar shows: the first letters of the first and last words of the name, or, for a
 * client who stays anonymous (empty name), one placeholder letter: the first of the label shown
 * instead of the name ("Anonymous client" gives "A").
 */
export function avatarLetters(name: string, placeholder: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letter = (w: string | undefined) => (w ? (Array.from(w)[0] ?? '') : '');
  if (words.length === 0) return (letter(placeholder.trim()) || '?').toLocaleUpperCase();
  return (
    letter(words[0]) + (words.length > 1 ? letter(words[words.length - 1]) : '')
  ).toLocaleUpperCase();
}

export function cardResults(results: readonly string[], limit = CARD_RESULTS) {
  return { shown: results.slice(0, limit), more: Math.max(0, results.length - limit) };
}

/** The story id in an address: its last part (/testimonials/<id>, /fr/testimonials/<id>). */
export function storyIdFromPath(pathname: string): string | null {
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  return safeDecode(last) || null;
}

/** The words of the page's namespace that both blocks use. */
export const W = {
  list: (k: string) => `testimonials:list.${k}`,
  story: (k: string) => `testimonials:story.${k}`,
  detail: (k: string) => `testimonials:detail.${k}`,
};
