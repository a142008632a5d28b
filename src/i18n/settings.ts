import type { Figure, Site } from '../generated/schema-types';

/**
 * Figures the site's sentences show from site.json's settings rather than content/facts.json:
 * the privacy policy writes {{leadRetention}}, and the team's service deletes leads after that
 * same period (cms/db/retention.ts), so a change of the words can never change how long leads
 * are kept, nor the reverse.
 */
export const SETTING_FIGURES = {
  leadRetention: (site: Pick<Site, 'retention'>): Figure | undefined => {
    const period = site.retention?.leads;
    return period && { value: period.value, kind: 'duration', unit: period.unit, long: true };
  },
  // How long the site's analytics counts are kept (cms/analytics/store.ts deletes older days).
  analyticsRetention: (site: Pick<Site, 'retention'>): Figure | undefined => {
    const period = site.retention?.analytics;
    return period && { value: period.value, kind: 'duration', unit: period.unit, long: true };
  },
} as const;

/** The setting's figure with this name, or undefined when none has it (or site.json lacks it). */
export function settingFigure(name: string, site: Pick<Site, 'retention'>): Figure | undefined {
  return Object.hasOwn(SETTING_FIGURES, name)
    ? SETTING_FIGURES[name as keyof typeof SETTING_FIGURES](site)
    : undefined;
}
