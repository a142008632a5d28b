import site from '../site.json';
import factsFile from '../content/facts.json';
import type { Project } from './api';

/**
 * The content the site's modules import as files (site.json, content/facts.json), filled in from
 * the content API's answer before the editor draws anything. In the built editor those imports
 * are empty objects (scripts/vite/editorContent.ts): one build serves every draft, and a draft's
 * facts and contact details show in that draft's canvas. The objects are changed in place, as the
 * site's modules keep them (src/i18n/figure.ts holds `facts` from its first read).
 */
export function fillServedContent(project: Pick<Project, 'site' | 'facts'>): void {
  replaceIn(site as Record<string, unknown>, project.site);
  replaceIn(factsFile.facts as Record<string, unknown>, project.facts);
}

function replaceIn(live: Record<string, unknown>, next: Record<string, unknown>) {
  for (const key of Object.keys(live)) if (!Object.hasOwn(next, key)) delete live[key];
  Object.assign(live, next);
}
