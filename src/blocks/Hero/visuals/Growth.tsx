import { Frame } from './Frame';

type Point = [number, number];

// Flat along the bottom, steep at the end side: growth reads at the edge, not behind the headline.
const points: Point[] = [
  [-40, 560],
  [150, 552],
  [340, 540],
  [520, 520],
  [700, 490],
  [860, 430],
  [1000, 330],
  [1100, 215],
  [1180, 110],
  [1260, 20],
];

// Catmull-Rom through every point, as cubic Béziers, so the dots sit exactly on the curve.
const p = (i: number): Point => points[Math.max(0, Math.min(points.length - 1, i))] ?? [0, 0];
const curve =
  `M${p(0).join(' ')}` +
  points
    .slice(1)
    .map((_, k) => {
      const [a, b, c, d] = [p(k - 1), p(k), p(k + 1), p(k + 2)];
      const c1 = [b[0] + (c[0] - a[0]) / 6, b[1] + (c[1] - a[1]) / 6].map(Math.round);
      const c2 = [c[0] - (d[0] - b[0]) / 6, c[1] - (d[1] - b[1]) / 6].map(Math.round);
      return `C${c1.join(' ')} ${c2.join(' ')} ${c.join(' ')}`;
    })
    .join('');
const inner = points.slice(1, -1);
const dots = inner.map(([x, y]) => `M${x} ${y}h0`).join('');
const drops = inner.map(([x, y]) => `M${x} ${y + 14}V600`).join('');
// The ring marks the last point a desktop still shows whole.
const [endX, endY] = p(points.length - 3);

export default function Growth({ className }: { className?: string }) {
  return (
    <Frame className={className} directional>
      <path
        d="M0 150H1200M0 270H1200M0 390H1200M0 510H1200"
        stroke="currentColor"
        strokeOpacity=".1"
      />
      <path d={drops} stroke="currentColor" strokeOpacity=".22" strokeDasharray="3 7" />
      <path d={`${curve}V640H-40Z`} fill="currentColor" fillOpacity=".07" />
      <path d={curve} pathLength={1} stroke="currentColor" strokeWidth="2.5" />
      <path d={dots} stroke="currentColor" strokeWidth="10" strokeLinecap="round" />
      <circle cx={endX} cy={endY} r="20" stroke="currentColor" />
    </Frame>
  );
}
