import { Frame } from './Frame';

// Isometric cells: 130 wide, 75 tall (a 30° slope), so both line families cross on whole numbers.
const W = 130;
const H = 75;
const lines = Array.from(
  { length: 18 },
  (_, j) => `M${(j - 8) * W} 0l1040 600M${j * W} 0l-1040 600`,
).join('');

// A cell is named by its centre on the half-cell lattice (k + m odd).
const centre = (k: number, m: number) => [(k * W) / 2, (m * H) / 2] as const;
const diamond = (x: number, y: number) =>
  `M${x - W / 2} ${y}l${W / 2} ${-H / 2}l${W / 2} ${H / 2}l${-W / 2} ${H / 2}Z`;

// Cells that light up, kept toward the edges, away from the headline.
const lit = [
  [2, 3],
  [3, 8],
  [1, 12],
  [5, 14],
  [16, 3],
  [15, 8],
  [17, 12],
  [13, 14],
  [8, 1],
  [11, 2],
];
// Raised blocks, the "building" part of the motif: top face, then the two sides.
const blocks = [
  [4, 5, 44],
  [14, 11, 56],
  [17, 6, 30],
];
function block(k: number, m: number, rise: number) {
  const [x, y] = centre(k, m);
  const top = y - rise;
  return [
    diamond(x, top),
    `M${x - W / 2} ${top}l${W / 2} ${H / 2}v${rise}l${-W / 2} ${-H / 2}Z`,
    `M${x + W / 2} ${top}l${-W / 2} ${H / 2}v${rise}l${W / 2} ${-H / 2}Z`,
  ];
}

export default function Grid({ className }: { className?: string }) {
  return (
    <Frame className={className}>
      <path d={lines} stroke="currentColor" strokeOpacity=".16" />
      <g fill="currentColor" fillOpacity=".3">
        {lit.map(([k = 0, m = 0]) => (
          <path key={`${k}-${m}`} d={diamond(...centre(k, m))} />
        ))}
      </g>
      <g fill="currentColor">
        {blocks.map(([k = 0, m = 0, rise = 0]) => {
          const [top, start, end] = block(k, m, rise);
          return (
            <g key={`${k}-${m}`}>
              <path d={top} fillOpacity=".35" stroke="currentColor" strokeOpacity=".6" />
              <path d={start} fillOpacity=".18" />
              <path d={end} fillOpacity=".08" />
            </g>
          );
        })}
      </g>
    </Frame>
  );
}
