import { Frame } from './Frame';

// Tall at the edges, low in the middle, so the columns frame the headline instead of crossing it.
const heights = [
  290, 230, 330, 260, 190, 150, 110, 80, 60, 70, 95, 130, 170, 220, 280, 240, 340, 300,
];

// Every third column moves together: three staggered groups read as live data, in three paths.
const groups = [0, 1, 2].map((g) =>
  heights.map((h, i) => (i % 3 === g ? `M${40 + i * 66} 640V${600 - h}` : '')).join(''),
);

export default function Chart({ className }: { className?: string }) {
  return (
    <Frame className={className}>
      <path d="M0 180H1200M0 300H1200M0 420H1200" stroke="currentColor" strokeOpacity=".1" />
      <g stroke="currentColor" strokeWidth="30" strokeLinecap="round">
        {groups.map((d, g) => (
          <path key={g} d={d} strokeOpacity={0.16 + g * 0.07} />
        ))}
      </g>
      <g transform="translate(1070 130)" stroke="currentColor" strokeWidth="10">
        <circle r="46" strokeOpacity=".14" />
        <circle
          r="46"
          pathLength={1}
          transform="rotate(-90)"
          strokeDasharray=".62 1"
          strokeOpacity=".6"
        />
      </g>
      <g transform="translate(80 70)" stroke="currentColor">
        <rect width="210" height="96" rx="14" strokeOpacity=".3" />
        <path d="M22 34h60M22 64h100" strokeWidth="8" strokeLinecap="round" strokeOpacity=".4" />
        <path d="M138 70l18-14 14 8 22-26" pathLength={1} strokeWidth="3" strokeLinecap="round" />
      </g>
    </Frame>
  );
}
