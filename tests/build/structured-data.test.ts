import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import site from '../../site.json';
import { contentUrl } from '../../src/content/paths';
import { contentNeeds, resolve } from '../../src/entryServer';
import type { HeadTag } from '../../src/seo/head';
import { pageHead } from '../../src/seo/pageHead';
import { compileArticle } from '../../scripts/lib/articles';
import { root } from '../../scripts/lib/paths';
import { readContent } from '../../scripts/lib/siteData';

/*
 * The structured data of real pages, built as the prerender builds it, against the properties
 * Google's rich-result documentation marks required (and the ones this issue asks for).
 */
const json = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;

async function head(url: string): Promise<HeadTag[]> {
  const resolution = await resolve(url, async () => undefined);
  if (resolution.kind !== 'page') throw new Error(`${url} is not a page`);
  const { lang } = resolution;
  const words = Object.fromEntries(
    resolution.namespaces.map((ns) => [ns, json(`locales/${lang}/${ns}.json`)]),
  );
  // Read as the prerender reads it (articles compiled from their Markdown).
  const content = readContent(contentNeeds(resolution.page.blocks, url), lang);
  const t = (key: string) => {
    const [ns = '', rest = ''] = key.split(':');
    const v = rest
      .split('.')
      .reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], words[ns]);
    return typeof v === 'string' ? v : '';
  };
  return pageHead({ resolution, t, read: (p) => content[contentUrl(p, lang)] });
}

type Node = Record<string, unknown> & { '@type': string | string[] };
async function graph(url: string): Promise<Node[]> {
  const script = (await head(url)).find((t) => t.tag === 'script');
  if (!script || script.tag !== 'script') throw new Error(`${url} has no structured data`);
  // What the page ships is JSON text: check it survives the round trip.
  const data = JSON.parse(JSON.stringify(script.json)) as { '@context': string; '@graph': Node[] };
  expect(data['@context']).toBe('https://schema.org');
  return data['@graph'];
}
const ofType = (nodes: Node[], type: string) =>
  nodes.filter((n) => (Array.isArray(n['@type']) ? n['@type'] : [n['@type']]).includes(type));

describe('structured data (schema.org JSON-LD) from site.json, pages and content', () => {
  it('the agency as Organization and LocalBusiness on its own pages, the WebSite on the home page', async () => {
    for (const url of ['/', '/ar', '/ar/about', '/fr/contact']) {
      const nodes = await graph(url);
      const [business] = ofType(nodes, 'LocalBusiness');
      expect(ofType(nodes, 'Organization')).toHaveLength(1);
      // LocalBusiness: name and address required; phone, email and languages asked for.
      expect(business).toMatchObject({
        name: site.name,
        telephone: site.contact.phone.replace(/\s+/g, ''),
        email: site.contact.email,
        address: { '@type': 'PostalAddress', addressLocality: 'Kenitra', addressCountry: 'MA' },
        knowsLanguage: site.languages,
      });
      const website = ofType(nodes, 'WebSite');
      if (url === '/' || url === '/ar')
        expect(website).toEqual([
          expect.objectContaining({ name: site.name, url: `${site.url}/` }),
        ]);
      else expect(website).toEqual([]);
    }
  });

  it('elsewhere the agency only where a node points at it, since a reference resolves within its page', async () => {
    const solutions = await graph('/fr/solutions');
    expect(ofType(solutions, 'Organization')).toEqual([]);
    expect(ofType(solutions, 'WebSite')).toEqual([]);
    expect(ofType(solutions, 'FAQPage')).toHaveLength(1);
    const careers = await graph('/de/careers');
    expect(JSON.stringify(ofType(careers, 'JobPosting'))).toContain(`${site.url}/#organization`);
    expect(ofType(careers, 'Organization')).toHaveLength(1);
  });

  it('a nested page has a BreadcrumbList: position, name and item on each step', async () => {
    const [crumbs] = ofType(await graph('/de/services/ai-solutions'), 'BreadcrumbList');
    const steps = crumbs?.itemListElement as Record<string, unknown>[];
    expect(steps.map((s) => s.position)).toEqual([1, 2, 3]);
    expect(steps[1]?.item).toBe(`${site.url}/de/services`);
    for (const s of steps) expect(String(s.name).length).toBeGreaterThan(0);
    expect(ofType(await graph('/about'), 'BreadcrumbList')).toHaveLength(0);
  });

  it('an article: headline, image, datePublished and author, from its content file', async () => {
    const article = compileArticle(root, 'blog', 'crm-best-practices', 'it');
    if (!article) throw new Error('no Italian crm-best-practices');
    const [node] = ofType(await graph('/it/blog/crm-best-practices'), 'Article');
    expect(node).toMatchObject({
      headline: article.title,
      datePublished: article.date,
      author: { '@type': 'Person', name: article.author.name },
      image: `${site.url}${article.image}`,
      inLanguage: 'it',
    });
  });

  it('a page with an FAQ: FAQPage with every question and its answer', async () => {
    const words = json('locales/es/solutions.json') as {
      faq: { items: { q: string; a: string }[] };
    };
    const [faq] = ofType(await graph('/es/solutions'), 'FAQPage');
    const questions = faq?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions.length).toBeGreaterThan(0);
    expect(questions[0]).toMatchObject({
      '@type': 'Question',
      name: words.faq.items[0]?.q,
      acceptedAnswer: { '@type': 'Answer', text: words.faq.items[0]?.a },
    });
  });

  it('/careers: a JobPosting per open position, with the required properties and MAD salary', async () => {
    const page = json('pages/careers.json') as {
      blocks: { type: string; positions?: unknown[] }[];
    };
    const positions = page.blocks.find((b) => b.type === 'jobBoard')?.positions ?? [];
    const jobs = ofType(await graph('/careers'), 'JobPosting');
    expect(jobs).toHaveLength(positions.length);
    for (const job of jobs) {
      for (const key of ['title', 'description', 'datePosted', 'validThrough', 'employmentType'])
        expect(String(job[key]).length, key).toBeGreaterThan(0);
      expect(job.hiringOrganization).toEqual({ '@id': `${site.url}/#organization` });
      expect(job.jobLocation).toMatchObject({ address: { addressLocality: 'Kenitra' } });
      expect(job.baseSalary).toMatchObject({ currency: 'MAD', value: { unitText: 'MONTH' } });
      const value = (job.baseSalary as { value: { minValue: number; maxValue: number } }).value;
      expect(value.minValue).toBeLessThan(value.maxValue);
      expect(Date.parse(String(job.validThrough))).toBeGreaterThan(
        Date.parse(String(job.datePosted)),
      );
    }
  });

  it('a service page: Service with name, provider and area served', async () => {
    const [service] = ofType(await graph('/ar/services/crm-systems'), 'Service');
    expect(service).toMatchObject({
      provider: { '@id': `${site.url}/#organization` },
      areaServed: { '@type': 'Country' },
    });
    expect(String(service?.name).length).toBeGreaterThan(0);
  });
});
