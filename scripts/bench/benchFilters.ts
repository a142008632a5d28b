/**
 * The blog and testimonial filters (docs/site/blog.md#filters) run on every keystroke. This types a
 * query one character at a time over 500 generated articles and 500 generated testimonials and
 * reports the slowest keystroke (the first one included, when every item's search text is still
 * being prepared).
 */
import { ALL, filterArticles, filterTestimonials } from '../../src/content/filters.ts';

const WORDS =
  'growth crm automation morocco cloud data sales ai pipeline team customer portal'.split(' ');
const pick = (i: number, n = 1) =>
  Array.from({ length: n }, (_, k) => WORDS[(i * 7 + k * 3) % WORDS.length]).join(' ');

export function generatedArticles(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    id: `article-${i}`,
    title: `How ${pick(i, 3)} changes business ${i}`,
    excerpt: `A practical guide to ${pick(i + 1, 12)} for companies in Kenitra and Casablanca.`,
    tags: [pick(i), pick(i + 2), pick(i + 5)],
    category: ['ai', 'crm-sales', 'automation', 'technology'][i % 4] ?? 'ai',
  }));
}

export function generatedTestimonials(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    clientName: `Client ${i} ${pick(i)}`,
    clientCompany: `${pick(i + 3)} company ${i}`,
    testimonial: `They delivered our ${pick(i, 8)} on time and the results speak for themselves.`,
    projectType: ['CRM System', 'Website Development', 'AI Assistant/Chatbot'][i % 3] ?? '',
    category: ['crm', 'web', 'ai'][i % 3] ?? 'crm',
    clientIndustry: ['Retail', 'Banking', 'Aviation', 'Logistics'][i % 4] ?? 'Retail',
  }));
}

function slowestKeystroke(query: string, run: (search: string) => unknown): number {
  let worst = 0;
  for (let i = 1; i <= query.length; i++) {
    const start = performance.now();
    run(query.slice(0, i));
    worst = Math.max(worst, performance.now() - start);
  }
  return worst;
}

export function filterBench(n = 500) {
  const query = 'automation';
  const articles = generatedArticles(n);
  const testimonials = generatedTestimonials(n);
  return {
    articlesMs: slowestKeystroke(query, (search) =>
      filterArticles(articles, { search, category: ALL }),
    ),
    testimonialsMs: slowestKeystroke(query, (search) =>
      filterTestimonials(testimonials, { search, category: ALL, industry: ALL }),
    ),
  };
}
