/**
 * The list filters (docs/site/blog.md#filters, docs/site/testimonials.md#filters): case-insensitive
 * substring search over a few fields, plus selects that must match exactly unless set to All. They
 * run on every keystroke, so each item's searchable text is lower-cased once and kept (bench: 500
 * items well under a frame).
 */
export const ALL = 'all';

const haystacks = new WeakMap<object, string>();

function haystack<T extends object>(item: T, fields: (item: T) => readonly string[]): string {
  let text = haystacks.get(item);
  if (text === undefined) {
    // U+0000 between fields: a search never matches across two of them.
    text = fields(item).join('\u0000').toLocaleLowerCase();
    haystacks.set(item, text);
  }
  return text;
}

export function matchesSearch<T extends object>(
  item: T,
  search: string,
  fields: (item: T) => readonly string[],
): boolean {
  const needle = search.trim().toLocaleLowerCase();
  return needle === '' || haystack(item, fields).includes(needle);
}

const matchesChoice = (value: string, choice: string) => choice === ALL || value === choice;

export interface ArticleLike {
  id: string;
  title: string;
  excerpt: string;
  tags: readonly string[];
  category: string;
}

const articleFields = (a: ArticleLike) => [a.title, a.excerpt, ...a.tags];

/** Blog: search over title, excerpt and tags; the category must equal unless All. */
export function filterArticles<T extends ArticleLike>(
  articles: readonly T[],
  { search, category }: { search: string; category: string },
): T[] {
  return articles.filter(
    (a) => matchesChoice(a.category, category) && matchesSearch(a, search, articleFields),
  );
}

/**
 * Featured articles show only with no search and category All, in the page's order
 * (docs/site/blog.md#featured-articles).
 */
export function featuredArticles<T extends ArticleLike>(
  articles: readonly T[],
  featuredIds: readonly string[],
  { search, category }: { search: string; category: string },
): T[] {
  if (search.trim() !== '' || category !== ALL) return [];
  return featuredIds
    .map((id) => articles.find((a) => a.id === id))
    .filter((a): a is T => a !== undefined);
}

export interface TestimonialLike {
  clientName: string;
  clientCompany: string;
  testimonial: string;
  projectType: string;
  category: string;
  clientIndustry: string;
}

const testimonialFields = (t: TestimonialLike) => [
  t.clientName,
  t.clientCompany,
  t.testimonial,
  t.projectType,
];

/** Testimonials: search over four fields; category and industry equal unless All. */
export function filterTestimonials<T extends TestimonialLike>(
  list: readonly T[],
  { search, category, industry }: { search: string; category: string; industry: string },
): T[] {
  return list.filter(
    (t) =>
      matchesChoice(t.category, category) &&
      matchesChoice(t.clientIndustry, industry) &&
      matchesSearch(t, search, testimonialFields),
  );
}
