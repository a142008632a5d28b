/**
 * GET /site: the site's analytics for the team (who may read the inbox may read this). A period
 * (28 days to today by default, or `from`/`to`), and the speed measure the second chart shows.
 */
import { dayStart } from '../db/dates.ts';
import type { Sql } from '../db/sql.ts';
import { route, type CmsContext, type CmsRoute } from '../http/env.ts';
import { page } from '../http/pageLayout.ts';
import { dataTable, dateField, filtersForm, selectField } from '../http/pageParts.ts';
import { html, type Html, type HtmlValue } from '../http/html.ts';
import { METRICS, type Metric } from './beacon.ts';
import { lineChart } from './chart.ts';
import { siteReport, type Period, type SiteReport } from './report.ts';
import { dayOf } from './store.ts';
import { METRIC_NAMES, siteText as w } from './interfaceText.ts';

export const SITE_PAGE = '/site';
const DAY_MS = 86_400_000;
/** The longest period one page shows: a chart of a year of days is still readable. */
const MAX_DAYS = 366;

/** The period and measure the address asks for; anything unreadable falls back to the default. */
export function periodOf(params: URLSearchParams, today = new Date()): Period {
  const to = dayStart(params.get('to')) ?? dayStart(dayOf(today))!;
  const asked = dayStart(params.get('from'));
  const from =
    asked && asked <= to && to.getTime() - asked.getTime() < MAX_DAYS * DAY_MS
      ? asked
      : new Date(to.getTime() - 27 * DAY_MS);
  return { from: dayOf(from), to: dayOf(to) };
}

const metricOf = (text: string | null): Metric =>
  (METRICS as readonly (string | null)[]).includes(text) ? (text as Metric) : 'LCP';

/** A measure as a person reads it: seconds or milliseconds, CLS as a score. */
export function formatMetric(metric: Metric, value: number | null): string {
  if (value === null) return '–';
  if (metric === 'CLS') return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

function numbersTable(
  report: SiteReport,
  values: Map<string, readonly (number | null)[]>,
  format: (v: number | null) => string,
): Html {
  const rows = report.days.map(
    (day, i) =>
      html`<tr>
        <th scope="row">${day}</th>
        ${report.languages.map((l) => html`<td>${format(values.get(l)?.[i] ?? null)}</td>`)}
      </tr>`,
  );
  return html`<details>
    <summary>${w.numbers}</summary>
    ${dataTable([w.day, ...report.languages], rows)}
  </details>`;
}

/** A table with a caption, one header row and rows of cells; a line saying so when empty. */
const table = (caption: string, head: HtmlValue[], rows: HtmlValue[][]): Html =>
  rows.length ? dataTable(head, rows, caption) : html`<p>${w.none}</p>`;

const pagesTable = (report: SiteReport) =>
  table(
    w.pagesCaption,
    [w.page, w.language, w.views, w.leads, w.conversion],
    report.pages.map((p) => [
      p.path,
      p.language,
      p.views,
      p.leads,
      p.views ? ((p.leads / p.views) * 100).toFixed(1) : '–',
    ]),
  );

function speedTable(report: SiteReport): Html {
  const byPage = new Map<string, Map<Metric, SiteReport['vitals'][number]>>();
  for (const v of report.vitals) {
    const k = `${v.path}\n${v.language}`;
    byPage.set(k, (byPage.get(k) ?? new Map()).set(v.metric, v));
  }
  const cell = (m: Metric, v: SiteReport['vitals'][number] | undefined): HtmlValue =>
    v
      ? html`${formatMetric(m, v.p75)}
          <span class="trend"
            >(${w.trend(v.before === null ? null : formatMetric(m, v.before))})</span
          >`
      : '–';
  return table(
    w.speedCaption,
    [w.page, w.language, ...METRICS.map((m) => html`<abbr title="${METRIC_NAMES[m]}">${m}</abbr>`)],
    [...byPage.entries()].map(([k, vitals]) => [
      ...k.split('\n'),
      ...METRICS.map((m) => cell(m, vitals.get(m))),
    ]),
  );
}

function periodForm(period: Period, metric: Metric): Html {
  const metrics = METRICS.map((m) => ({ value: m, label: METRIC_NAMES[m] }));
  return filtersForm(
    SITE_PAGE,
    w.period,
    [
      dateField('from', w.from, period.from),
      dateField('to', w.to, period.to),
      selectField('metric', w.metric, metrics, metric),
    ],
    w.show,
  );
}

export interface SitePageOptions {
  languages: readonly string[];
  /** How long the counts are kept, in words ("2 years"). */
  kept: string;
}

function body(report: SiteReport, metric: Metric, options: SitePageOptions): Html {
  const { from, to } = report.period;
  const views = new Map(
    [...report.viewsByDay].map(([l, v]) => [l, v as readonly (number | null)[]]),
  );
  const series = (values: Map<string, readonly (number | null)[]>) =>
    report.languages.map((l) => ({ name: l, values: values.get(l) ?? [] }));
  return html`<h1>${w.title}</h1>
    <p>${w.intro} ${w.kept(options.kept)}</p>
    ${periodForm(report.period, metric)}
    <h2>${w.views}</h2>
    ${lineChart({ title: w.viewsChart(from, to), labels: report.days, series: series(views), format: String })}
    ${numbersTable(report, views, (v) => String(v ?? 0))}
    <h2>${w.pages}</h2>
    ${pagesTable(report)}
    <h2>${w.speed}</h2>
    <p>${w.speedIntro}</p>
    ${lineChart({
      title: w.speedChart(METRIC_NAMES[metric], from, to),
      labels: report.days,
      series: series(report.vitalByDay),
      format: (v) => formatMetric(metric, v),
    })}
    ${numbersTable(report, report.vitalByDay, (v) => formatMetric(metric, v))} ${speedTable(report)}
    <h2>${w.targets}</h2>
    ${table(
      w.targetsCaption,
      [w.page, w.language, 'Measure', w.target, w.samples, w.poor],
      report.targets.map((t) => [t.path, t.language, t.metric, t.target, t.samples, t.poor]),
    )}
    <h2>${w.referrers}</h2>
    ${table(
      w.referrers,
      [w.referrer, w.views],
      report.referrers.map((r) => [r.host, r.views]),
    )}`;
}

export function sitePageRoute(db: Sql, options: SitePageOptions): CmsRoute {
  return route('GET', SITE_PAGE, 'read-inbox', async (c: CmsContext) => {
    const params = new URL(c.req.url).searchParams;
    const metric = metricOf(params.get('metric'));
    const report = await siteReport(db, periodOf(params), options.languages, metric);
    return page(c, { title: w.title, body: body(report, metric, options).text });
  });
}
