import { Frame } from './Frame';

// One outline for body and tail, so a tinted bubble shows no seam where the two meet.
function bubble(w: number, h: number, tail: 'start' | 'end') {
  const r = Math.min(22, h / 2);
  const foot =
    tail === 'end' ? `H${w - 26}L${w - 12} ${h + 18}L${w - 50} ${h}` : `H50L14 ${h + 18}L28 ${h}`;
  return `M${r} 0H${w - r}A${r} ${r} 0 0 1 ${w} ${r}V${h - r}A${r} ${r} 0 0 1 ${w - r} ${h}${foot}H${r}A${r} ${r} 0 0 1 0 ${h - r}V${r}A${r} ${r} 0 0 1 ${r} 0Z`;
}

// Theirs in surface tones with the tail at the start, ours in the accent with it at the end, as in
// a chat app. Kept above, below and beside the headline, where a short hero still shows them.
const bubbles = [
  { x: 380, y: 58, w: 230, h: 76, ours: false, lines: [170, 100] },
  { x: 985, y: 300, w: 190, h: 64, ours: true, lines: [110] },
  { x: 850, y: 452, w: 260, h: 84, ours: true, lines: [180, 100] },
  // Quieter: it sits under the hero's buttons and must not read as one of them.
  { x: 525, y: 505, w: 150, h: 50, ours: true, lines: [80], opacity: 0.5 },
];
// Text lines centred in the bubble, 24 apart.
const text = (h: number, lines: number[]) =>
  lines.map((l, i) => `M28 ${h / 2 + (i - (lines.length - 1) / 2) * 24}h${l}`).join('');

export default function Chat({ className }: { className?: string }) {
  return (
    <Frame className={className} directional>
      <g>
        {bubbles.map((b) => (
          <g key={b.x} transform={`translate(${b.x} ${b.y})`} opacity={b.opacity}>
            <g stroke="currentColor">
              <path
                d={bubble(b.w, b.h, b.ours ? 'end' : 'start')}
                className={b.ours ? undefined : 'fill-surface'}
                fill={b.ours ? 'currentColor' : undefined}
                fillOpacity={b.ours ? 0.12 : undefined}
                strokeOpacity={b.ours ? 0.5 : 0.3}
              />
              <path
                d={text(b.h, b.lines)}
                strokeWidth="8"
                strokeLinecap="round"
                strokeOpacity=".35"
              />
            </g>
          </g>
        ))}
      </g>
      <g transform="translate(40 330)">
        <g>
          <path
            d={bubble(140, 62, 'start')}
            className="fill-surface"
            stroke="currentColor"
            strokeOpacity=".3"
          />
          <g fill="currentColor">
            {[44, 70, 96].map((cx) => (
              <circle key={cx} cx={cx} cy="31" r="7" />
            ))}
          </g>
        </g>
      </g>
    </Frame>
  );
}
