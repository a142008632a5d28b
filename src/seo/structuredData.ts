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
  const orgId = `${site.url}/#organization`;
  const address = postalAddress(site);
  const nodes: Node[] = [];
  const crumbs = breadcrumbs(site, page);
  if (crumbs) nodes.push(crumbs as Node);
  const written = article(site, orgId, page);
  if (written) nodes.push(written);
  // What the blocks add (questions, job postings), each kind given all its blocks at once.
  const context: StructuredContext = {
    lang: page.lang,
    localize: page.localize,
    t: page.t,
    orgId,
    ...(address ? { address } : {}),
  };
  nodes.push(...blockNodes(page.blocks, context));
  if (/^\/services\/[^/]+$/.test(page.enPath)) nodes.push(service(site, orgId, page));
  // The agency's own node where a search engine looks for it (the home page, the pages about the
  // agency) and on any page whose nodes point at it (a job's employer, an article's author): a
  // reference resolves only within its page. The WebSite, which gives the site's name in results,
  // belongs on the home page. On the other pages the two were ~0.2 KB of Brotli each, in a
  // document that must fit a phone connection's first round trip (docs/architecture.md).
  const home = page.enPath === '/';
  const pointedAt = JSON.stringify(nodes).includes(`"${orgId}"`);
  if (home || AGENCY_PAGES.has(page.enPath) || pointedAt)
    nodes.unshift(organization(site, orgId), ...(home ? [website(site, orgId, page.lang)] : []));
  return nodes;
}

/** The pages about the agency itself, where its node belongs whether or not anything points at it. */
const AGENCY_PAGES = new Set(['/about', '/contact']);

const postalAddress = (site: SiteFacts) =>
  site.postalAddress && {
    '@type': 'PostalAddress' as const,
    ...site.postalAddress,
  };

/** The agency: its name, logo, contact and address. */
function organization(site: SiteFacts, orgId: string): Node {
  const abs = (path: string) => site.url + path;
  const address = postalAddress(site);
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
  return {
    ...business,
    '@type': ['Organization', 'LocalBusiness'],
  } as unknown as Node;
}

/** The site, in the page's language, published by the agency. */
function website(site: SiteFacts, orgId: string, lang: string): Node {
  return {
    '@type': 'WebSite',
    '@id': `${site.url}/#website`,
    url: site.url + '/',
    name: site.name,
    inLanguage: lang,
    publisher: { '@id': orgId },
  } satisfies WebSite as Node;
}

/** An article's or a case study's page: its headline, date, author and picture. */
function article(site: SiteFacts, orgId: string, page: PageFacts): Node | null {
  const meta = page.item?.article;
  if (!meta) return null;
  return {
    '@type': 'Article',
    headline: page.title,
    description: page.description,
    ...(meta.published ? { datePublished: meta.published } : {}),
    // No person signs a case study: the agency wrote it.
    author: meta.author ? { '@type': 'Person', name: meta.author } : { '@id': orgId },
    ...(meta.image ? { image: site.url + meta.image } : {}),
    inLanguage: page.lang,
    publisher: { '@id': orgId },
    mainEntityOfPage: site.url + page.localize(page.enPath),
  } satisfies Article as Node;
}

/** What the page's blocks add, each block type once, with all its blocks (in page order). */
function blockNodes(blocks: readonly Block[], context: StructuredContext): Node[] {
  const byType = new Map<string, Block[]>();
  for (const block of blocks) byType.set(block.type, [...(byType.get(block.type) ?? []), block]);
  const nodes: Node[] = [];
  for (const [type, ofType] of byType) {
    const add = (blockData as Partial<Record<string, AnyData>>)[type];
    if (add) nodes.push(...add(ofType, context));
  }
  return nodes;
}

/** A service's own page (/services/…): the service, provided by the agency. */
function service(site: SiteFacts, orgId: string, page: PageFacts): Node {
  return {
    '@type': 'Service',
    name: page.title,
    description: page.description,
    serviceType: page.title,
    url: site.url + page.localize(page.enPath),
    provider: { '@id': orgId },
    areaServed: { '@type': 'Country', name: site.postalAddress?.addressCountry ?? 'MA' },
  } satisfies Service as Node;
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
