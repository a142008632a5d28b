/**
 * What `npm run bench:lighthouse` prints under a missed goal, so that the next step is reading
 * code rather than re-running Lighthouse with a probe: the long tasks behind a blocking time, as
 * Lighthouse's simulated phone places them, and the audits that cost a category its score.
 */

/** One long task of the simulated phone (4× CPU), by the resource Lighthouse charges it to. */
export interface LongTask {
  /** A path of the site ("/start.js"), "the page" for the document, or Lighthouse's own label. */
  what: string;
  startMs: number;
  durationMs: number;
}

/** The parts of a Lighthouse report read here. */
export interface ReportPart {
  audits: Record<string, { score?: number | null; details?: unknown } | undefined>;
  categories: Record<string, { auditRefs: { id: string; weight: number }[] } | undefined>;
  finalDisplayedUrl?: string;
}

/** The report's long tasks, longest first, with the site's own addresses made relative. */
export function longTasks(lhr: ReportPart, origin: string): LongTask[] {
  const items =
    (
      lhr.audits['long-tasks']?.details as
        { items?: { url?: string; startTime?: number; duration?: number }[] } | undefined
    )?.items ?? [];
  const page = lhr.finalDisplayedUrl;
  return items
    .filter((i) => Number.isFinite(i.duration) && Number.isFinite(i.startTime))
    .map((i) => ({
      what:
        i.url === page
          ? 'the page'
          : i.url?.startsWith(`${origin}/`)
            ? i.url.slice(origin.length)
            : (i.url ?? 'unattributed'),
      startMs: Math.round(i.startTime!),
      durationMs: Math.round(i.duration!),
    }))
    .sort((a, b) => b.durationMs - a.durationMs);
}

/** The audits of `categories` that count towards the score (weight > 0) and did not pass. */
export function failedAudits(lhr: ReportPart, categories: readonly string[]): string[] {
  const failed = new Set<string>();
  for (const c of categories)
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const score = lhr.audits[ref.id]?.score;
      if (ref.weight > 0 && typeof score === 'number' && score < 1) failed.add(ref.id);
    }
  return [...failed].sort();
}

/**
 * The lines printed under a blocking-time miss: the long tasks of the run whose blocking time
 * was the median, and when each began against the first contentful paint (only time after it
 * counts, and only each task's part beyond 50 ms).
 */
export function explainBlocking(tasks: readonly LongTask[], fcpMs: number): string[] {
  return tasks.slice(0, 5).map((t) => {
    const when =
      t.startMs >= fcpMs ? 'after' : t.startMs + t.durationMs > fcpMs ? 'across' : 'before';
    return `${t.what}: ${t.durationMs} ms from ${(t.startMs / 1000).toFixed(2)} s (${when} FCP)`;
  });
}
