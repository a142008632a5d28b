/**
 * Files of the built site that a crawler or a visitor asks for by address, read from dist/ as the
 * server sends them: no browser needed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import site from '../../site.json' with { type: 'json' };
import { DIST, localeWords } from '../site';
import { raw, textOf } from './built';

/** The internal app's addresses the site names: each shows the "app not available" notice. */
const APP_CHILDREN = [
  'dashboard',
  'business/overview',
  'business/sales',
  'business/finance',
  'business/projects',
  'team/directory',
  'team/tasks',
  'team/performance',
  'team/recruitment',
  'tech/code',
  'tech/deployments',
  'tech/monitor',
  'tech/bugs',
  'knowledge/docs',
  'knowledge/lessons',
  'knowledge/practices',
  'knowledge/research',
  'owner/equity',
  'owner/vault',
  'owner/board',
  'owner/ai',
  'utilities/notifications',
  'utilities/settings',
  'utilities/profile',
];

describe('files asked for by address', () => {
  it('every child path of /app is a page of its own showing the app notice', () => {
    const disabled = localeWords('en', 'disabled');
    for (const child of APP_CHILDREN)
      expect(textOf(raw(`app/${child}`)), child).toContain(disabled.app.title);
  });

  it('robots.txt names the sitemap at the site address', () => {
    const robots = fs.readFileSync(path.join(DIST, 'robots.txt'), 'utf8');
    expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });
});
