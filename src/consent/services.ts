import type { ConsentPreferences, ConsentService } from './storage';
import { siteAnalyticsServices, webVitalsService } from './webVitals';

export type { ConsentService };

export interface ServiceRegistry {
  /**
   * Adds a service (a second registration with the same id is ignored). If the visitor has
   * already allowed its category, it starts at once.
   */
  registerService: (service: ConsentService) => void;
  /** Starts every registered service whose category is allowed and that has not started yet. */
  applyConsent: (preferences: ConsentPreferences) => string[];
  /** Ids of the services started so far. */
  started: () => string[];
}

/**
 * Consent first (docs/architecture.md#consent-first): services are registered by category and
 * started only after the visitor allows that category. A service started once is never started
 * again; a service whose category was later switched off keeps running until the next page load
 * (nothing can un-run a script), and the visitor's new choice applies from then on.
 */
export function createServiceRegistry(initial: readonly ConsentService[] = []): ServiceRegistry {
  const services = new Map<string, ConsentService>();
  const started = new Set<string>();
  let allowed: ConsentPreferences | null = null;

  const startIfAllowed = (service: ConsentService): boolean => {
    if (!allowed || allowed[service.category] !== true || started.has(service.id)) return false;
    started.add(service.id);
    const fail = (error: unknown) =>
      console.error(`consent: service "${service.id}" failed to start`, error);
    try {
      void Promise.resolve(service.start()).catch(fail);
    } catch (error) {
      fail(error); // One broken service never keeps the others from starting.
    }
    return true;
  };

  const registry: ServiceRegistry = {
    registerService(service) {
      if (services.has(service.id)) return;
      services.set(service.id, service);
      startIfAllowed(service);
    },
    applyConsent(preferences) {
      allowed = { ...preferences };
      return [...services.values()].filter(startIfAllowed).map((s) => s.id);
    },
    started: () => [...started],
  };
  initial.forEach(registry.registerService);
  return registry;
}

/** The site's services: web vitals to the page's data layer, and the site's own analytics. */
export const services = createServiceRegistry([webVitalsService, ...siteAnalyticsServices]);
export const registerService = services.registerService;
export const applyConsent = services.applyConsent;
