import type { ItemMeta } from '../engine/needs';

/**
 * Everything a page says about itself in <head>: title, description, canonical, language
 * alternates, Open Graph and Twitter cards, and structured data. One pure function builds it,
 * so the prerendered HTML and the head after a client-side navigation are the same by
 * construction (scripts/lib/routeHtml.ts serializes it, src/seo/sync.ts applies it).
 */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta' | 'link'; attrs: Record<string, string> }
  | { tag: 'script'; json: unknown };

export interface HeadInput {
  siteName: string;
  /** The site's origin ("https://www.atlasdigital.ma"). */
  siteUrl: string;
  languages: readonly string[];
  defaultLanguage: string;
  lang: string;
  /** The page's address in its language ("/fr/about"). */
  url: string;
  /** Its address in each language, by language code. */
  alternates: Readonly<Record<string, string>>;
  title: string;
  description: string;
  noindex: boolean;
  /** The article or story the page is about, if any. */
  item: ItemMeta | null;
  /** The social card image, a path on this site. */
  image: { path: string; width: number; height: number; alt: string } | null;
  /** Structured data graph nodes (src/seo/structuredData.ts). */
  jsonLd: readonly unknown[];
}

/** Open Graph wants language_TERRITORY. Facebook's own list names Arabic "ar_AR". */
const OG_TERRITORY: Readonly<Record<string, string>> = { ar: 'AR' };
export function ogLocale(lang: string): string {
  const region = OG_TERRITORY[lang] ?? new Intl.Locale(lang).maximize().region ?? 'US';
  return `${lang}_${region}`;
}

export function fullTitle(title: string, siteName: string): string {
  return title === siteName ? title : `${title} | ${siteName}`;
}

export function headTags(i: HeadInput): HeadTag[] {
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { [key]: name, content },
  });
  const absolute = (path: string) => i.siteUrl + path;
  const tags: HeadTag[] = [
    { tag: 'title', text: fullTitle(i.title, i.siteName) },
    meta('name', 'description', i.description),
    { tag: 'link', attrs: { rel: 'canonical', href: absolute(i.url) } },
    ...i.languages.map((l): HeadTag => ({
      tag: 'link',
      attrs: { rel: 'alternate', hreflang: l, href: absolute(i.alternates[l] ?? i.url) },
    })),
    {
      tag: 'link',
      attrs: {
        rel: 'alternate',
        hreflang: 'x-default',
        href: absolute(i.alternates[i.defaultLanguage] ?? i.url),
      },
    },
    meta('property', 'og:type', i.item?.article ? 'article' : 'website'),
    meta('property', 'og:site_name', i.siteName),
    meta('property', 'og:title', i.title),
    meta('property', 'og:description', i.description),
    meta('property', 'og:url', absolute(i.url)),
    meta('property', 'og:locale', ogLocale(i.lang)),
    ...i.languages
      .filter((l) => l !== i.lang)
      .map((l) => meta('property', 'og:locale:alternate', ogLocale(l))),
    meta('name', 'twitter:card', i.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', i.title),
    meta('name', 'twitter:description', i.description),
  ];
  if (i.image) {
    tags.push(
      meta('property', 'og:image', absolute(i.image.path)),
      meta('property', 'og:image:width', String(i.image.width)),
      meta('property', 'og:image:height', String(i.image.height)),
      meta('property', 'og:image:alt', i.image.alt),
      meta('name', 'twitter:image', absolute(i.image.path)),
      meta('name', 'twitter:image:alt', i.image.alt),
    );
  }
  if (i.item?.article) {
    const { published, author } = i.item.article;
    if (published) tags.push(meta('property', 'article:published_time', published));
    if (author) tags.push(meta('property', 'article:author', author));
  }
  if (i.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (i.jsonLd.length)
    tags.push({ tag: 'script', json: { '@context': 'https://schema.org', '@graph': i.jsonLd } });
  return tags;
}
