import fs from 'node:fs';
import path from 'node:path';
import type { JsonSource } from './source.ts';
import type { Problem } from './problem.ts';
import { didYouMean } from './suggest.ts';

interface TestimonialsShape {
  categories?: unknown;
  industries?: unknown;
  testimonials?: { id?: unknown; category?: unknown; clientIndustry?: unknown }[];
}

const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x) => typeof x === 'string') : []);

/**
 * What the schema cannot say about the testimonials file: each testimonial's category and
 * industry are among the file's own lists (the filters offer only those), ids are unique, and a
 * translation lists the same testimonials as the English original, in the same order.
 */
export function checkTestimonials(source: JsonSource, abs: string, isTranslation: boolean) {
  const problems: Problem[] = [];
  const value = source.value as TestimonialsShape | undefined;
  if (!value || !Array.isArray(value.testimonials)) return problems;
  const categories = strings(value.categories);
  const industries = strings(value.industries);
  const seen = new Set<string>();
  value.testimonials.forEach((t, i) => {
    const at = `/testimonials/${i}`;
    if (typeof t.category === 'string' && !categories.includes(t.category))
      problems.push(
        source.problem(
          `${at}/category`,
          `"${t.category}" is not in this file's "categories"${didYouMean(t.category, categories)}`,
        ),
      );
    if (typeof t.clientIndustry === 'string' && !industries.includes(t.clientIndustry))
      problems.push(
        source.problem(
          `${at}/clientIndustry`,
          `"${t.clientIndustry}" is not in this file's "industries"${didYouMean(t.clientIndustry, industries)}`,
        ),
      );
    if (typeof t.id === 'string') {
      if (seen.has(t.id))
        problems.push(source.problem(`${at}/id`, `id "${t.id}" is used twice in this file`));
      seen.add(t.id);
    }
  });
  if (isTranslation) {
    const original = path.join(path.dirname(abs), 'testimonials.json');
    try {
      const english = JSON.parse(fs.readFileSync(original, 'utf8')) as TestimonialsShape;
      const want = (english.testimonials ?? []).map((t) => t.id).join(',');
      const have = value.testimonials.map((t) => t.id).join(',');
      if (want !== have)
        problems.push(
          source.problem(
            '/testimonials',
            'a translation must list the same testimonial ids as testimonials.json, in the same order',
          ),
        );
    } catch {
      // The English file's own problems are reported where it is checked.
    }
  }
  return problems;
}
