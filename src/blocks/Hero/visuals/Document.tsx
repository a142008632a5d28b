import { Frame } from './Frame';

// A fan of sheets, each turned about its own centre, on the end side (mirrored in Arabic) and
// below the headline's line, so it sits beside the subtitle and buttons instead.
const sheets = [
  { at: 'translate(830 295) rotate(-16 115 150)', lines: false },
  { at: 'translate(865 300) rotate(-6 115 150)', lines: false },
  { at: 'translate(900 305) rotate(5 115 150)', lines: true },
];
// Loose sheets: one in the top corner, one peeking up from the bottom under the buttons, which is
// the part a phone (that sees only the middle of the drawing) still shows.
const loose = ['translate(110 90) rotate(-8)', 'translate(430 478) rotate(-6)'];
// Ragged line lengths read as prose; the title is the short, heavy first line.
const text = [150, 168, 120, 160, 90, 165, 140].map((w, i) => `M30 ${104 + i * 26}h${w}`).join('');

export default function Document({ className }: { className?: string }) {
  return (
    <Frame className={className} directional>
      <g opacity=".6">
        {loose.map((at) => (
          <g key={at} transform={at}>
            <g>
              <rect
                width="180"
                height="230"
                rx="12"
                className="fill-surface"
                stroke="currentColor"
                strokeOpacity=".3"
              />
              <path
                d="M26 46h80M26 80h124M26 104h96M26 128h116"
                stroke="currentColor"
                strokeOpacity=".3"
                strokeWidth="8"
                strokeLinecap="round"
              />
            </g>
          </g>
        ))}
      </g>
      <g>
        {sheets.map((s) => (
          <g key={s.at} transform={s.at}>
            <g>
              <rect
                width="230"
                height="300"
                rx="14"
                className="fill-surface"
                stroke="currentColor"
                strokeOpacity=".4"
              />
              {s.lines && (
                <g stroke="currentColor" strokeLinecap="round">
                  <path d="M30 52h110" strokeWidth="14" strokeOpacity=".45" />
                  <path d={text} strokeWidth="8" strokeOpacity=".3" />
                  <path d="M30 156h120" strokeWidth="8" />
                </g>
              )}
            </g>
          </g>
        ))}
      </g>
    </Frame>
  );
}
