/**
 * A line chart as SVG written on the server (d3-scale for the axes, d3-shape for the lines): no
 * script on the page, and the figure is an image with a name; the page puts the same numbers in a
 * table beside it for screen readers and for reading exact values. Each line has its own colour
 * and dash pattern, so the legend reads without colour too.
 */
import { scaleLinear, scalePoint } from 'd3-scale';
import { line } from 'd3-shape';
import { html, type Html } from '../http/html.ts';

export interface Series {
  name: string;
  values: readonly (number | null)[];
}

const WIDTH = 720;
const HEIGHT = 240;
const M = { top: 12, right: 16, bottom: 28, left: 56 };
const COLOURS = ['#1d4ed8', '#b45309', '#047857', '#7c3aed', '#be123c', '#0f766e'];
const DASHES = ['', '6 3', '2 3', '8 3 2 3', '1 2', '10 4'];

/** The `i`th line's colour and dash pattern, the same in the chart and its legend. */
const stroke = (i: number) =>
  html`stroke="${COLOURS[i % 6]!}" stroke-width="2" stroke-dasharray="${DASHES[i % 6]!}"`;

export function lineChart(options: {
  title: string;
  labels: readonly string[];
  series: readonly Series[];
  format: (value: number) => string;
}): Html {
  const { labels, series, format } = options;
  const x = scalePoint<string>()
    .domain(labels)
    .range([M.left, WIDTH - M.right]);
  const top = Math.max(
    1,
    ...series.flatMap((s) => s.values.filter((v): v is number => v !== null)),
  );
  const y = scaleLinear()
    .domain([0, top])
    .nice(4)
    .range([HEIGHT - M.bottom, M.top]);
  const path = line<number | null>()
    .defined((v) => v !== null)
    .x((_, i) => x(labels[i]!) ?? 0)
    .y((v) => y(v ?? 0));
  const ticks = y.ticks(4).map(
    (t) =>
      html`<g>
        <line x1="${M.left}" x2="${WIDTH - M.right}" y1="${y(t)}" y2="${y(t)}" stroke="#d4d4d8" />
        <text x="${M.left - 6}" y="${y(t) + 4}" text-anchor="end">${format(t)}</text>
      </g>`,
  );
  const every = Math.max(1, Math.ceil(labels.length / 7));
  const days = labels
    .filter((_, i) => i % every === 0)
    .map(
      (label) =>
        html`<text x="${x(label) ?? 0}" y="${HEIGHT - 8}" text-anchor="middle"
          >${label.slice(5)}</text
        >`,
    );
  const lines = series.map(
    (s, i) => html`<path d="${path([...s.values]) ?? ''}" fill="none" ${stroke(i)} />`,
  );
  const legend = series.map(
    (s, i) =>
      html`<li>
        <svg width="28" height="10" aria-hidden="true">
          <line x1="0" x2="28" y1="5" y2="5" ${stroke(i)} />
        </svg>
        ${s.name}
      </li>`,
  );
  return html`<figure class="chart">
    <svg viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${options.title}" font-size="11">
      ${ticks} ${days} ${lines}
    </svg>
    <figcaption>${options.title}</figcaption>
    <ul class="legend">
      ${legend}
    </ul>
  </figure>`;
}
