import site from '../../site.json';
import { itemMeta } from '../engine/needs';
import type { ResolvedPage } from '../engine/resolve';
import { noindex as noindexBlocks } from '../generated/blocks';
import type { Block } from '../generated/schema-types';
import { localizePath } from '../engine/routing';
import { defaultLanguage, languages } from '../i18n/languages';
import { cardImage } from './card';
import { headTags, type HeadTag } from './head';
import { structuredData, type SiteFacts } from './structuredData';

/** Parent pages' names for breadcrumbs: the words the navigation and footer already use. */
const navTitles: Record<string, string> = {};
for (const link of site.footer.links) navTitles[link.href] = link.label;
for (const group of site.navigation.groups)
  for (const item of group.items) navTitles[item.href] = item.title;

const facts: SiteFacts = {
  name: site.name,
  url: site.url,
  languages,
  email: site.contact.email,
  phone: site.contact.phone,
  postalAddress: (site.contact as { postalAddress?: SiteFacts['postalAddress'] }).postalAddress,
  navTitles,
};

/** Is the page kept out of search engines (and the sitemap)? Its blocks say (their block.ts). */
export const isNoindex = (blocks: readonly Pick<Block, 'type'>[]) =>
  blocks.some((b) => Object.hasOwn(noindexBlocks, b.type));

/**
 * A page's whole head, from what the page is: its resolution (blocks, English path, language),
 * its words and the content it shows. The prerender and the browser (after a client-side
 * navigation) both call this, so they cannot disagree.
 */
export function pageHead({
  resolution,
  t,
  read,
}: {
  resolution: ResolvedPage;
  /** Words by "namespace:key"; "" when missing. */
  t: (key: string) => string;
  /** A content file the page shows, as embedded or loaded; undefined if not (yet) there. */
  read: (path: string) => unknown;
}): HeadTag[] {
  const { lang, path: enPath, page } = resolution;
  const url = localizePath(enPath, lang);
  const item = itemMeta(page.blocks, url, read);
  const title = item?.title ?? (page.meta ? t(page.meta.title) : site.name);
  const description = item?.description ?? (page.meta ? t(page.meta.description) : '');
  // An article written in fewer languages points only at those.
  const own = item?.languages?.filter((l) => languages.includes(l));
  const langs = own?.length ? own : languages;
  const alternates = Object.fromEntries(langs.map((l) => [l, localizePath(enPath, l)]));
  return headTags({
    siteName: site.name,
    siteUrl: site.url,
    languages: langs,
    defaultLanguage: langs.includes(defaultLanguage) ? defaultLanguage : (langs[0] ?? lang),
    lang,
    url,
    alternates,
    title,
    description,
    noindex: isNoindex(page.blocks),
    item,
    image: cardImage(url, title, site.name),
    jsonLd: structuredData(facts, {
      lang,
      enPath,
      localize: (p) => localizePath(p, lang),
      title,
      description,
      blocks: page.blocks,
      t,
      item,
    }),
  });
}
