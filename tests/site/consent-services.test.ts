// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServiceRegistry, type ConsentService } from '../../src/consent/services';
import { ALL_ON, NECESSARY_ONLY } from '../../src/consent/storage';
import { reportMetric, startWebVitals, webVitalsService } from '../../src/consent/webVitals';

// The real library observes browser performance entries; here each metric fires once at once.
const vitals = vi.hoisted(() => {
  const metric = (name: string, value: number) => ({
    name,
    value,
    id: `v5-${name}`,
    rating: 'good',
    delta: value,
    entries: [],
    navigationType: 'navigate',
  });
  const on = (name: string, value: number) =>
    vi.fn((cb: (m: ReturnType<typeof metric>) => void) => cb(metric(name, value)));
  return {
    onCLS: on('CLS', 0.01),
    onFCP: on('FCP', 800),
    onINP: on('INP', 40),
    onLCP: on('LCP', 1200),
    onTTFB: on('TTFB', 90),
  };
});
vi.mock('web-vitals', () => vitals);

type DL = Window & { dataLayer?: unknown[] };
const service = (id: string, category: ConsentService['category']) => ({
  id,
  category,
  start: vi.fn(),
});
const only = (over: Partial<typeof ALL_ON>) => ({ ...NECESSARY_ONLY, ...over });

beforeEach(() => {
  delete (window as DL).dataLayer;
  Object.values(vitals).forEach((f) => f.mockClear());
});
afterEach(() => vi.restoreAllMocks());

describe('service registry (docs/architecture.md#consent-first)', () => {
  it('starts nothing before the visitor decides, and nothing on "necessary only"', () => {
    const a = service('a', 'analytics');
    const m = service('m', 'marketing');
    const f = service('f', 'functional');
    const r = createServiceRegistry([a, m, f]);
    expect(a.start).not.toHaveBeenCalled();
    expect(r.applyConsent(NECESSARY_ONLY)).toEqual([]);
    for (const s of [a, m, f]) expect(s.start).not.toHaveBeenCalled();
  });

  it('starts only the categories allowed', () => {
    const a = service('a', 'analytics');
    const m = service('m', 'marketing');
    const f = service('f', 'functional');
    const r = createServiceRegistry([a, m, f]);
    expect(r.applyConsent(only({ analytics: true, functional: true }))).toEqual(['a', 'f']);
    expect(a.start).toHaveBeenCalledTimes(1);
    expect(f.start).toHaveBeenCalledTimes(1);
    expect(m.start).not.toHaveBeenCalled();
  });

  it('starts a service once, however often consent is applied', () => {
    const a = service('a', 'analytics');
    const m = service('m', 'marketing');
    const r = createServiceRegistry([a, m]);
    r.applyConsent(only({ analytics: true }));
    r.applyConsent(only({ analytics: true }));
    expect(r.applyConsent(ALL_ON)).toEqual(['m']);
    r.applyConsent(NECESSARY_ONLY);
    r.applyConsent(ALL_ON);
    expect(a.start).toHaveBeenCalledTimes(1);
    expect(m.start).toHaveBeenCalledTimes(1);
    expect(r.started()).toEqual(['a', 'm']);
  });

  it('starts a service registered after consent only if its category is allowed', () => {
    const r = createServiceRegistry();
    const early = service('early', 'marketing');
    r.registerService(early);
    r.applyConsent(only({ marketing: true }));
    const late = service('late', 'marketing');
    const denied = service('denied', 'functional');
    r.registerService(late);
    r.registerService(denied);
    expect(early.start).toHaveBeenCalledTimes(1);
    expect(late.start).toHaveBeenCalledTimes(1);
    expect(denied.start).not.toHaveBeenCalled();
  });

  it('ignores a second registration with the same id', () => {
    const first = service('x', 'analytics');
    const second = service('x', 'analytics');
    const r = createServiceRegistry([first, second]);
    r.applyConsent(ALL_ON);
    expect(first.start).toHaveBeenCalledTimes(1);
    expect(second.start).not.toHaveBeenCalled();
  });

  it('keeps starting the others when one service throws or rejects', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = { id: 'broken', category: 'analytics' as const, start: () => fail() };
    const rejecting = {
      id: 'rejecting',
      category: 'analytics' as const,
      start: () => Promise.reject(new Error('no')),
    };
    const ok = service('ok', 'analytics');
    const r = createServiceRegistry([broken, rejecting, ok]);
    expect(r.applyConsent(ALL_ON)).toEqual(['broken', 'rejecting', 'ok']);
    expect(ok.start).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(error.mock.calls.map((c) => c[0])).toEqual([
      'consent: service "broken" failed to start',
      'consent: service "rejecting" failed to start',
    ]);
  });
});

function fail(): never {
  throw new Error('boom');
}

describe('web-vitals, the analytics service', () => {
  it('is registered as analytics', () => {
    expect(webVitalsService).toMatchObject({ id: 'web-vitals', category: 'analytics' });
  });

  it('pushes each metric onto window.dataLayer, creating it when missing', () => {
    reportMetric({ name: 'LCP', value: 1234.5, id: 'v5-1', rating: 'good' });
    expect((window as DL).dataLayer).toEqual([
      { event: 'web-vitals', name: 'LCP', value: 1234.5, id: 'v5-1', rating: 'good' },
    ]);
    (window as DL).dataLayer = [{ event: 'other' }];
    reportMetric({ name: 'CLS', value: 0.2, id: 'v5-2', rating: 'needs-improvement' });
    expect((window as DL).dataLayer).toEqual([
      { event: 'other' },
      { event: 'web-vitals', name: 'CLS', value: 0.2, id: 'v5-2', rating: 'needs-improvement' },
    ]);
  });

  it('reports the five metrics, with only the spec fields', async () => {
    await startWebVitals();
    expect((window as DL).dataLayer).toEqual([
      { event: 'web-vitals', name: 'CLS', value: 0.01, id: 'v5-CLS', rating: 'good' },
      { event: 'web-vitals', name: 'FCP', value: 800, id: 'v5-FCP', rating: 'good' },
      { event: 'web-vitals', name: 'INP', value: 40, id: 'v5-INP', rating: 'good' },
      { event: 'web-vitals', name: 'LCP', value: 1200, id: 'v5-LCP', rating: 'good' },
      { event: 'web-vitals', name: 'TTFB', value: 90, id: 'v5-TTFB', rating: 'good' },
    ]);
  });

  it('is loaded and reports only with analytics consent', async () => {
    vi.resetModules();
    const { services } = await import('../../src/consent/services');
    services.applyConsent(only({ marketing: true, functional: true }));
    await vi.dynamicImportSettled();
    expect(vitals.onLCP).not.toHaveBeenCalled();
    expect((window as DL).dataLayer).toBeUndefined();

    services.applyConsent(only({ analytics: true }));
    await vi.dynamicImportSettled();
    await vi.waitFor(() => expect(vitals.onLCP).toHaveBeenCalledTimes(1));
    expect((window as DL).dataLayer).toHaveLength(5);

    services.applyConsent(ALL_ON);
    await vi.dynamicImportSettled();
    expect(vitals.onLCP).toHaveBeenCalledTimes(1);
    expect(services.started()).toEqual(['web-vitals']);
  });
});
