import fs from 'node:fs';
import { writeFigureIn } from '../../../src/i18n/writeFigure.ts';
import type { Figure } from '../../../src/generated/schema-types.ts';
import { entryFiles } from '../../lib/collections.ts';
import type { LintContext } from '../context.ts';
import { toPointer } from '../source.ts';
import { didYouMean } from '../suggest.ts';

/** A case study as this check knows it: its id and its key metrics' figures. */
interface Study {
  id: string;
  figures: unknown[];
}

function readStudies(root: string): Study[] {
  return entryFiles(root, 'case-studies').flatMap((file) => {
    try {
      const e = JSON.parse(fs.readFileSync(file, 'utf8')) as { id?: unknown; metrics?: unknown };
      if (typeof e.id !== 'string') return [];
      const metrics = Array.isArray(e.metrics) ? (e.metrics as { value?: unknown }[]) : [];
      return [{ id: e.id, figures: metrics.map((m) => Object(m).value as unknown) }];
    } catch {
      return []; // The content check reports the file.
    }
  });
}

/** A figure as the lint quotes it: as English writes it, a fact by its name. */
function quote(figure: unknown): string {
  const f = Object(figure) as { fact?: unknown };
  if (typeof f.fact === 'string') return `{{${f.fact}}}`;
  try {
    return writeFigureIn(figure as Figure, 'en');
  } catch {
    return JSON.stringify(figure);
  }
}
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const STORIES = {
  unknown: (id: string, ids: string[]) =>
    `no case study "${id}" in content/case-studies/ (its ids are its file names)${didYouMean(id, ids)}`,
  noMetric: (id: string, i: number, count: number) =>
    `the case study "${id}" has ${count} key metrics: pick them by position, 0 to ${count - 1}, not ${i}`,
  toldTwice: (id: string, figure: unknown, study: Study) =>
    `the story of "${id}" is told here with ${quote(figure)}, and its case study with ${study.figures.map(quote).join(', ')}: a client's story has one set of figures; remove "metric" and show the case study's with "keyMetrics"`,
  copied: (id: string, i: number) =>
    `this figure is the case study "${id}"'s own: remove "metric" and write "keyMetrics": [${i}], so it is never copied`,
  wordsTwice: (key: string) =>
    `"${key}" comes from the case study this story names: remove it here, so the story is told once`,
  nameless: () =>
    `a story names its case study ("caseStudy", the id of its file in content/case-studies/), or writes its own "industry", "title", "metric" and "metricLabel"`,
};

/**
 * One story per client (docs/site/home.md, item 5): a success story naming a case study
 * shows that entry's figures; one that writes figures of its own next to the name tells the
 * story twice, with other figures or a copy of them, and is refused; an unknown case study or
 * key metric is named with the ids there are.
 */
export function lintStories(ctx: LintContext): void {
  const studies = readStudies(ctx.root);
  const ids = studies.map((s) => s.id);
  for (const { source } of ctx.everyChecked) {
    if (!/^pages\/.+\.json$/.test(source.file)) continue;
    const blocks = Object(source.value).blocks as unknown;
    if (!Array.isArray(blocks)) continue;
    blocks.forEach((block: unknown, i) => {
      const b = Object(block) as { type?: unknown; stories?: unknown };
      if (b.type !== 'successStories' || !Array.isArray(b.stories)) return;
      b.stories.forEach((story: unknown, j) => {
        const report = (key: string, message: string) =>
          ctx.problems.push(source.problem(toPointer(['blocks', i, 'stories', j, key]), message));
        checkStory(Object(story) as Record<string, unknown>, studies, ids, report);
      });
    });
  }
}

function checkStory(
  story: Record<string, unknown>,
  studies: Study[],
  ids: string[],
  report: (key: string, message: string) => void,
) {
  const id = story.caseStudy;
  if (typeof id !== 'string') {
    if (['industry', 'title', 'metric', 'metricLabel'].some((k) => story[k] === undefined))
      report('caseStudy', STORIES.nameless());
    return;
  }
  const study = studies.find((s) => s.id === id);
  if (!study) return report('caseStudy', STORIES.unknown(id, ids));
  const picked = Array.isArray(story.keyMetrics) ? story.keyMetrics : [];
  for (const k of picked)
    if (typeof k === 'number' && !(k in study.figures))
      report('keyMetrics', STORIES.noMetric(id, k, study.figures.length));
  if (story.metric !== undefined) {
    const at = study.figures.findIndex((f) => same(f, story.metric));
    report('metric', at < 0 ? STORIES.toldTwice(id, story.metric, study) : STORIES.copied(id, at));
  }
  for (const key of ['industry', 'title', 'metricLabel'])
    if (story[key] !== undefined) report(key, STORIES.wordsTwice(key));
}
