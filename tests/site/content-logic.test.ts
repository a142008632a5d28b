import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../../src/content/dates';
import {
  ALL,
  featuredArticles,
  filterArticles,
  filterTestimonials,
} from '../../src/content/filters';

const article = (id: string, over: Partial<Record<string, unknown>> = {}) => ({
  id,
  title: `Title ${id}`,
  excerpt: `Excerpt ${id}`,
  tags: ['crm'],
  category: 'technology',
  ...over,
});

describe('blog filters (docs/site/blog.md#filters)', () => {
  const list = [
    article('a', { title: 'AI in Morocco', category: 'ai' }),
    article('b', { excerpt: 'Pipelines for SALES teams', category: 'crm-sales' }),
    article('c', { tags: ['Automation', 'n8n'], category: 'automation' }),
  ];

  it('searches title, excerpt and tags, case-insensitively, as a substring', () => {
    expect(filterArticles(list, { search: 'morocco', category: ALL }).map((a) => a.id)).toEqual([
      'a',
    ]);
    expect(filterArticles(list, { search: 'sales', category: ALL }).map((a) => a.id)).toEqual([
      'b',
    ]);
    expect(filterArticles(list, { search: 'N8', category: ALL }).map((a) => a.id)).toEqual(['c']);
    expect(filterArticles(list, { search: '  ', category: ALL })).toHaveLength(3);
    expect(filterArticles(list, { search: 'zzz', category: ALL })).toEqual([]);
  });

  it('requires the category to be equal unless All', () => {
    expect(filterArticles(list, { search: '', category: 'ai' }).map((a) => a.id)).toEqual(['a']);
    expect(filterArticles(list, { search: 'sales', category: 'ai' })).toEqual([]);
  });

  it('shows featured articles only with no search and category All, in the given order', () => {
    expect(featuredArticles(list, ['c', 'a', 'missing'], { search: '', category: ALL })).toEqual([
      list[2],
      list[0],
    ]);
    expect(featuredArticles(list, ['c'], { search: 'x', category: ALL })).toEqual([]);
    expect(featuredArticles(list, ['c'], { search: '', category: 'ai' })).toEqual([]);
  });
});

describe('testimonial filters (docs/site/testimonials.md#filters)', () => {
  const t = (clientName: string, over: Partial<Record<string, string>> = {}) => ({
    clientName,
    clientCompany: 'Co',
    testimonial: 'Great work',
    projectType: 'CRM System',
    category: 'crm',
    clientIndustry: 'Retail',
    ...over,
  });
  const list = [
    t('Amina', { clientCompany: 'Atlas Bank', clientIndustry: 'Banking' }),
    t('Karim', { testimonial: 'The chatbot answers at night' }),
    t('Sara', { projectType: 'Test Webworks Project', category: 'web' }),
  ];
  const all = { search: '', category: ALL, industry: ALL };

  it('searches name, company, quote and project type', () => {
    expect(filterTestimonials(list, { ...all, search: 'atlas' })).toEqual([list[0]]);
    expect(filterTestimonials(list, { ...all, search: 'CHATBOT' })).toEqual([list[1]]);
    expect(filterTestimonials(list, { ...all, search: 'webworks' })).toEqual([list[2]]);
    expect(filterTestimonials(list, { ...all, search: 'sara' })).toEqual([list[2]]);
  });

  it('requires category and industry to match unless All', () => {
    expect(filterTestimonials(list, { ...all, category: 'web' })).toEqual([list[2]]);
    expect(filterTestimonials(list, { ...all, industry: 'Banking' })).toEqual([list[0]]);
    expect(filterTestimonials(list, { ...all, industry: 'Banking', category: 'web' })).toEqual([]);
  });
});

describe('formatLongDate', () => {
  it('writes British long dates in English (day, month, year) and each language its own way', () => {
    expect(formatLongDate('2025-01-15', 'en')).toBe('15 January 2025');
    expect(formatLongDate('2025-01-15', 'fr')).toBe('15 janvier 2025');
    expect(formatLongDate('2025-01-15', 'de')).toBe('15. Januar 2025');
    expect(formatLongDate('2025-01-15', 'ar')).toMatch(/15.*2025/);
    expect(formatLongDate('not a date', 'en')).toBe('not a date');
  });
});
