import { Frame } from './Frame';

// Radius and angle of each orbit's pair of satellites.
const orbits = [
  [170, 200],
  [280, 60],
  [400, 150],
  [540, 20],
];

export default function Orbit({ className }: { className?: string }) {
  return (
    <Frame className={className}>
      <g transform="translate(600 300)" stroke="currentColor">
        <circle r="170" strokeOpacity=".2" />
        <circle r="280" strokeOpacity=".4" strokeDasharray="2 10" strokeLinecap="round" />
        <circle r="400" strokeOpacity=".22" />
        <circle r="540" strokeOpacity=".4" strokeDasharray="2 10" strokeLinecap="round" />
        {orbits.map(([r = 0, angle]) => {
          // Two satellites on opposite sides: one round-capped dot path draws both.
          const pair = `M${r} 0h0M${-r} 0h0`;
          return (
            <g key={r} transform={`rotate(${angle})`}>
              <g>
                {/* Each tail trails its satellite, counter-clockwise. */}
                <circle
                  r={r}
                  pathLength={100}
                  strokeDasharray="4 46"
                  strokeWidth="2"
                  strokeOpacity=".55"
                />
                <path d={pair} strokeWidth="26" strokeLinecap="round" strokeOpacity=".14" />
                <path d={pair} strokeWidth="10" strokeLinecap="round" />
              </g>
            </g>
          );
        })}
      </g>
    </Frame>
  );
}
