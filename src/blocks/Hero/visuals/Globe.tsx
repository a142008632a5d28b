import { Frame } from './Frame';

const R = 250;
// Latitudes seen from a little above the equator: flattened ellipses, narrower toward the poles.
const parallels = [-60, -30, 0, 30, 60].map((deg) => {
  const rad = (deg * Math.PI) / 180;
  const rx = Math.round(R * Math.cos(rad));
  return { cy: Math.round(-R * Math.sin(rad)), rx, ry: Math.round(rx * 0.16) };
});
// Places near the rim light up, and routes leave from them to the world beyond the globe: all of
// it toward the sides, clear of the headline over the globe's face.
const places = [
  [-235, -40],
  [230, 80],
  [170, -150],
  [-150, 165],
  [-520, -130],
  [510, 150],
];
const routes = ['M-235 -40Q-390 -230 -520 -130', 'M230 80Q420 -60 510 150'];

export default function Globe({ className }: { className?: string }) {
  return (
    <Frame className={className}>
      <g transform="translate(600 300)" stroke="currentColor">
        <circle r={R + 60} strokeOpacity=".25" strokeDasharray="2 12" strokeLinecap="round" />
        <g strokeOpacity=".3">
          <circle r={R} />
          {parallels.map((p) => (
            <ellipse key={p.cy} cy={p.cy} rx={p.rx} ry={p.ry} />
          ))}
        </g>
        {/* Six meridians 30° apart, seen from the side: ellipses as wide as their cosine. */}
        <g strokeOpacity=".22">
          {Array.from({ length: 6 }, (_, i) => (
            <ellipse key={i} rx={Math.round(Math.abs(R * Math.cos((i * Math.PI) / 6)))} ry={R} />
          ))}
        </g>
        <ellipse rx="470" ry="110" transform="rotate(-10)" strokeOpacity=".14" />
        <path d={routes.join('')} strokeOpacity=".25" strokeDasharray="3 7" />
        <g>
          {places.map(([x, y]) => (
            <circle key={x} cx={x} cy={y} r="12" strokeOpacity=".6" />
          ))}
        </g>
        <path
          d={places.map(([x, y]) => `M${x} ${y}h0`).join('')}
          strokeWidth="8"
          strokeLinecap="round"
        />
      </g>
    </Frame>
  );
}
