import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BATCH,
  createSender,
  deviceClass,
  referrerHost,
  sitePath,
  targetOf,
  type BeaconEvent,
} from '../../src/analytics/beacon';
import { onPageShown, pageShown } from '../../src/analytics/pages';
import { readBeacon } from '../../cms/analytics/beacon';
import { createServiceRegistry } from '../../src/consent/services';

const view = (path: string): BeaconEvent => ({ t: 'view', path, device: 'desktop', ref: null });

describe('the site’s analytics beacon', () => {
  it('sends nothing until flushed, then everything in batches the service takes', () => {
    const sent: string[] = [];
    const sender = createSender((b) => (sent.push(b), true));
    sender.add(view('/'));
    expect(sent).toEqual([]);
    sender.flush();
    sender.flush();
    expect(sent).toHaveLength(1);
    for (let i = 0; i < BATCH * 2 + 3; i++) sender.add(view(`/p${i}`));
    sender.flush();
    expect(sent.map((b) => (JSON.parse(b) as { events: unknown[] }).events.length)).toEqual([
      1,
      BATCH,
      BATCH,
      3,
    ]);
    // What the site sends, the service reads.
    for (const b of sent) expect(() => readBeacon(b, ['en', 'fr'])).not.toThrow();
  });

  it('sends only paths the service reads as the site’s (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webPath()), (pathname) => {
        const p = sitePath(pathname);
        if (p === null) return;
        expect(() => readBeacon(JSON.stringify({ events: [view(p)] }), ['en'])).not.toThrow();
      }),
      { numRuns: 500 },
    );
    expect(sitePath('/fr/services/')).toBe('/fr/services');
    expect(sitePath('/Blog/%20x')).toBeNull();
  });

  it('names the referring site only when it is another, and a device class by width', () => {
    expect(referrerHost('https://www.google.com/search?q=x', 'atlas.ma')).toBe('www.google.com');
    expect(referrerHost('https://atlas.ma/fr', 'atlas.ma')).toBeNull();
    expect(referrerHost('', 'atlas.ma')).toBeNull();
    expect([360, 800, 1440].map(deviceClass)).toEqual(['phone', 'tablet', 'desktop']);
  });

  it('keeps of a target only printable characters, short', () => {
    const metric = (attribution: object) => ({ attribution }) as Parameters<typeof targetOf>[0];
    expect(targetOf(metric({ target: 'main>h1' }))).toBe('main>h1');
    expect(targetOf(metric({ interactionTarget: 'button.menu' }))).toBe('button.menu');
    expect(targetOf(metric({ largestShiftTarget: `div${'x'.repeat(300)}` }))?.length).toBe(120);
    expect(targetOf(metric({ target: 'ح' }))).toBeNull();
    expect(targetOf(metric({}))).toBeNull();
  });

  it('hears the page on screen when it starts listening, then each new one', () => {
    const heard: string[] = [];
    pageShown('/about');
    pageShown('/about');
    onPageShown((p) => heard.push(p));
    pageShown('/fr/about');
    expect(heard).toEqual(['/about', '/fr/about']);
  });

  it('starts only with analytics consent', () => {
    let started = 0;
    const registry = createServiceRegistry([
      { id: 'site-analytics', category: 'analytics', start: () => void started++ },
    ]);
    registry.applyConsent({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: false,
    });
    expect(started).toBe(0);
    registry.applyConsent({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: false,
    });
    expect(started).toBe(1);
  });
});
