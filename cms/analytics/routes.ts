/**
 * POST /beacon: the site's analytics batches (sent with `navigator.sendBeacon` as text/plain, so
 * no preflight). Taken like the forms' endpoint takes leads: only from the site's origins, at
 * most BEACON_BYTES, a few a minute per address (the address is used for that count only, in
 * memory, never stored), every member checked (beacon.ts), and counted into the day's
 * aggregates (store.ts). A refusal says little: the site never reads the answer.
 */
import { bodyLimit } from 'hono/body-limit';
import { Limiter } from '../auth/rateLimit.ts';
import type { Sql } from '../db/sql.ts';
import { crossOriginRoutes, type CmsContext, type CmsRoute } from '../http/env.ts';
import { BEACON_BYTES, BeaconRefused, readBeacon } from './beacon.ts';
import { analyticsStore } from './store.ts';

export interface BeaconOptions {
  origins: readonly string[];
  /** The site's languages, default first (site.json). */
  languages: readonly string[];
  clientAddress: (c: CmsContext) => string;
  /** Beacons per address and minute (default 30: a visitor sends one or two a page). */
  perMinute?: number;
  log?: (message: string, error: unknown) => void;
}

export const BEACON_PATH = '/beacon';

export function beaconRoutes(db: Sql, options: BeaconOptions): CmsRoute[] {
  const origins = new Set(options.origins.map((o) => new URL(o).origin));
  const limiter = new Limiter(options.perMinute ?? 30, 60_000);
  const store = analyticsStore(db);
  const log = options.log ?? ((message, error) => console.error(`beacon: ${message}`, error));
  const limit = bodyLimit({
    maxSize: BEACON_BYTES,
    onError: (c) => c.text('too large', 413, { connection: 'close' }),
  });
  const corsOf = (c: CmsContext) => {
    const origin = c.req.header('origin') ?? '';
    return origins.has(origin) ? { 'access-control-allow-origin': origin, vary: 'Origin' } : null;
  };
  const handle = async (c: CmsContext): Promise<Response> => {
    const cors = corsOf(c);
    if (!cors) return c.text('origin not allowed', 403, { connection: 'close' });
    if (c.req.method === 'OPTIONS')
      return c.body(null, 204, {
        ...cors,
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'content-type',
        'access-control-max-age': '600',
      });
    if (!limiter.hit(options.clientAddress(c)).ok)
      return c.text('too many', 429, { ...cors, connection: 'close' });
    let text = '';
    const tooLarge = await limit(c, async () => {
      text = await c.req.text();
    });
    if (tooLarge) return tooLarge;
    try {
      await store(readBeacon(text, options.languages));
    } catch (error) {
      if (error instanceof BeaconRefused) return c.text(`refused: ${error.message}`, 400, cors);
      log('could not count a beacon', error);
      return c.text('not counted', 503, cors);
    }
    return c.body(null, 204, cors);
  };
  return crossOriginRoutes(BEACON_PATH, handle);
}
