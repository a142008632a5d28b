import { Frame } from './Frame';

type Point = [number, number];

// Denser toward the edges: the middle of the hero belongs to the headline.
const nodes: Point[] = [
  [60, 90],
  [200, 50],
  [150, 230],
  [310, 150],
  [70, 390],
  [250, 350],
  [430, 260],
  [180, 540],
  [380, 470],
  [540, 60],
  [680, 100],
  [560, 540],
  [760, 480],
  [860, 50],
  [1010, 120],
  [1140, 60],
  [880, 240],
  [1060, 290],
  [950, 420],
  [1150, 470],
  [790, 330],
  [1020, 560],
];

// Each node meets its two nearest neighbours (worked out once, listed here), so the mesh stays
// local and never crowds.
const edges =
  '0-1 0-2 1-3 2-5 3-6 2-4 4-5 5-8 5-6 4-7 5-7 8-11 9-10 6-9 10-13 11-12 12-20 12-18 13-14 14-15 15-17 16-20 14-16 17-18 14-17 18-21 19-21 17-19'
    .split(' ')
    .map((pair) => pair.split('-').map((i): Point => nodes[Number(i)] ?? [0, 0]));

const line = (points: Point[]) => points.map(([x, y], k) => `${k ? 'L' : 'M'}${x} ${y}`).join('');
const mesh = edges.map(line).join('');
// A zero-length segment with a round cap draws a dot: the whole node field is one path.
const dots = nodes.map(([x, y]) => `M${x} ${y}h0`).join('');
const hubs = [3, 17, 5, 14];

export default function Network({ className }: { className?: string }) {
  return (
    <Frame className={className}>
      <path d={mesh} stroke="currentColor" strokeOpacity=".22" />
      <path d={dots} stroke="currentColor" strokeWidth="7" strokeLinecap="round" opacity=".75" />
      <g stroke="currentColor" strokeOpacity=".5">
        {hubs.map((i) => (
          <circle key={i} cx={nodes[i]?.[0]} cy={nodes[i]?.[1]} r="14" />
        ))}
      </g>
    </Frame>
  );
}
