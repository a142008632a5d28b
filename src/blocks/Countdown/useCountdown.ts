import { useEffect, useState } from 'react';
import { DAY, launchTarget, startCountdown } from './countdown';

/**
 * Milliseconds left until `days` days after the page was loaded. The prerendered HTML cannot
 * know when the visitor arrives, so the server and the first client render show the full
 * duration; the clock is read, and the ticking starts, only in the effect after hydration.
 */
export function useCountdown(days: number): number {
  const [msLeft, setMsLeft] = useState(days * DAY);
  useEffect(() => startCountdown(launchTarget(Date.now(), days), setMsLeft), [days]);
  return msLeft;
}
