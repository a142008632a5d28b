import { describe, expect, it } from 'vitest';
import {
  explainBlocking,
  failedAudits,
  longTasks,
  type ReportPart,
} from '../../scripts/bench/lighthouseExplain';

const origin = 'http://127.0.0.1:4173';

/** A report with the shape Lighthouse 12 gives its "long-tasks" audit and its categories. */
const report: ReportPart = {
  finalDisplayedUrl: `${origin}/ar/about`,
  audits: {
    'long-tasks': {
      score: 1,
      details: {
        items: [
          { url: 'Unattributable', startTime: 606.4, duration: 131.2 },
          { url: `${origin}/start.js`, startTime: 1219.1, duration: 103.4 },
          { url: `${origin}/ar/about`, startTime: 707, duration: 62 },
          { url: `${origin}/assets/core-B1.js`, startTime: 2611, duration: 57 },
          { startTime: 10, duration: Number.NaN },
        ],
      },
    },
    'target-size': { score: 0 },
    'color-contrast': { score: 1 },
    'image-alt': { score: null },
    'is-crawlable': { score: 0 },
    'meta-description': { score: 1 },
  },
  categories: {
    accessibility: {
      auditRefs: [
        { id: 'target-size', weight: 7 },
        { id: 'color-contrast', weight: 7 },
        { id: 'image-alt', weight: 10 },
      ],
    },
    seo: {
      auditRefs: [
        { id: 'is-crawlable', weight: 0 },
        { id: 'meta-description', weight: 1 },
      ],
    },
  },
};

describe("bench:lighthouse's explanation of a missed goal", () => {
  it("names each long task by the site's own path, the page, or Lighthouse's label, longest first", () => {
    expect(longTasks(report, origin)).toEqual([
      { what: 'Unattributable', startMs: 606, durationMs: 131 },
      { what: '/start.js', startMs: 1219, durationMs: 103 },
      { what: 'the page', startMs: 707, durationMs: 62 },
      { what: '/assets/core-B1.js', startMs: 2611, durationMs: 57 },
    ]);
    expect(longTasks({ audits: {}, categories: {} }, origin)).toEqual([]);
  });

  it('places each task against the first contentful paint, since only time after it blocks', () => {
    expect(explainBlocking(longTasks(report, origin), 760)).toEqual([
      'Unattributable: 131 ms from 0.61 s (before FCP)',
      '/start.js: 103 ms from 1.22 s (after FCP)',
      'the page: 62 ms from 0.71 s (across FCP)',
      '/assets/core-B1.js: 57 ms from 2.61 s (after FCP)',
    ]);
    expect(explainBlocking([{ what: 'the page', startMs: 100, durationMs: 60 }], 760)).toEqual([
      'the page: 60 ms from 0.10 s (before FCP)',
    ]);
  });

  it('lists the failed audits that weigh in the categories scored, not those without weight or score', () => {
    expect(failedAudits(report, ['accessibility', 'seo'])).toEqual(['target-size']);
    expect(failedAudits(report, ['performance'])).toEqual([]);
  });
});
