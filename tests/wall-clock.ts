/** A time zone's wall clock, in Node, for tests that write preferred times as a browser would. */

const clocks = new Map<string, Intl.DateTimeFormat>();

export function clockOf(zone: string): Intl.DateTimeFormat | null {
  const known = clocks.get(zone);
  if (known) return known;
  try {
    const clock = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    if (clocks.size < 500) clocks.set(zone, clock);
    return clock;
  } catch {
    return null;
  }
}

/** The wall clock of `instant` in the zone `clock` was made for, as `YYYY-MM-DDTHH:MM`. */
export function wallClock(clock: Intl.DateTimeFormat, instant: Date): string {
  const part: Record<string, string> = {};
  for (const p of clock.formatToParts(instant)) part[p.type] = p.value;
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}
