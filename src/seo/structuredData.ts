import type { Article, BreadcrumbList, LocalBusiness, Service, WebSite } from 'schema-dts';
import type { ItemMeta, StructuredContext, StructuredNode } from '../engine/descriptor';
import { structuredData as blockData } from '../generated/blocks';
import type { Block } from '../generated/schema-types';

/**
 * The page's structured data (schema.org JSON-LD), generated from site.json, the page's blocks,
 * its words and its content: nothing is written by hand per page. Typed with schema-dts, and
 * tests/build/structured-data.test.ts checks the properties Google's rich results require.
 */
export interface SiteFacts {
  name: string;
  url: string;
  languages: readonly string[];
  email: string;
  phone: string;
  postalAddress?: {
    streetAddress: string;
    addressLocality: string;
    postalCode?: string;
    addressCountry: string;
  };
  /** Where a nested page's parent links in the navigation: its English path → words key. */
  navTitles: Readonly<Record<string, string>>;
}

export interface PageFacts {
  lang: string;
  /** The page's English path ("/services/ai-solutions"). */
  enPath: string;
  /** A path of this site in the page's language. */
  localize: (enPath: string) => string;
  title: string;
  description: string;
  blocks: readonly Block[];
  /** Words by key ("careers:jobs.aiMl.title"); a missing key gives "". */
  t: (key: string) => string;
  item: ItemMeta | null;
}

type Node = StructuredNode;
type AnyData = (blocks: readonly Block[], page: StructuredContext) => Node[];

export function structuredData(site: SiteFacts, page: PageFacts): Node[] {
  const abs = (path: string) => site.url + path;
  const orgId = `${site.url}/#organization`;
  const address = site.postalAddress && {
    '@type': 'PostalAddress' as const,
    ...site.postalAddress,
  };
  const business: LocalBusiness = {
    '@type': 'LocalBusiness',
    '@id': orgId,
    name: site.name,
    url: abs('/'),
    logo: abs('/favicon.svg'),
    image: abs('/favicon.svg'),
    email: site.email,
    telephone: site.phone.replace(/\s+/g, ''),
    ...(address ? { address } : {}),
    knowsLanguage: [...site.languages],
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: site.email,
      telephone: site.phone.replace(/\s+/g, ''),
      availableLanguage: [...site.languages],
    },
  };
  // Both types at once, as schema.org allows: Google reads the organisation (logo, contact) and
  // the local business (address, phone). schema-dts types one @type per node, hence the cast.
  const organization = {
    ...business,
    '@type': ['Organization', 'LocalBusiness'],
  } as unknown as Node;
  const website: WebSite = {
    '@type': 'WebSite',
    '@id': `${site.url}/#website`,
    url: abs('/'),
    name: site.name,
    inLanguage: page.lang,
    publisher: { '@id': orgId },
  };
  const nodes: Node[] = [organization, website as Node];
  const here = abs(page.localize(page.enPath));

  const crumbs = breadcrumbs(site, page);
  if (crumbs) nodes.push(crumbs as Node);

  const article = page.item?.article;
  if (article) {
    nodes.push({
      '@type': 'Article',
      headline: page.title,
      description: page.description,
      ...(article.published ? { datePublished: article.published } : {}),
      // No person signs a case study: the agency wrote it.
      author: article.author ? { '@type': 'Person', name: article.author } : { '@id': orgId },
      ...(article.image ? { image: abs(article.image) } : {}),
      inLanguage: page.lang,
      publisher: { '@id': orgId },
      mainEntityOfPage: here,
    } satisfies Article as Node);
  }

  // What the blocks add (questions, job postings), each kind given all its blocks at once.
  const context: StructuredContext = {
    lang: page.lang,
    localize: page.localize,
    t: page.t,
    orgId,
    ...(address ? { address } : {}),
  };
  const byType = new Map<string, Block[]>();
  for (const block of page.blocks)
    byType.set(block.type, [...(byType.get(block.type) ?? []), block]);
  for (const [type, blocks] of byType) {
    const add = (blockData as Partial<Record<string, AnyData>>)[type];
    if (add) nodes.push(...add(blocks, context));
  }

  if (/^\/services\/[^/]+$/.test(page.enPath)) {
    nodes.push({
      '@type': 'Service',
      name: page.title,
      description: page.description,
      serviceType: page.title,
      url: here,
      provider: { '@id': orgId },
      areaServed: { '@type': 'Country', name: site.postalAddress?.addressCountry ?? 'MA' },
    } satisfies Service as Node);
  }
  return nodes;
}

/** Home › parent › this page, on pages below the top level. */
function breadcrumbs(site: SiteFacts, page: PageFacts): BreadcrumbList | null {
  const parts = page.enPath.split('/').filter(Boolean);
  if (parts.length < 2) return null;
  const parent = `/${parts.slice(0, -1).join('/')}`;
  const key = site.navTitles[parent];
  const parentName = key ? page.t(key) : '';
  const trail: { name: string; path: string }[] = [
    { name: site.name, path: '/' },
    ...(parentName ? [{ name: parentName, path: parent }] : []),
    { name: page.title, path: page.enPath },
  ];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((c, i) => ({
      '@type': 'ListItem' as const,
      position: i + 1,
      name: c.name,
      item: site.url + page.localize(c.path),
    })),
  };
}
