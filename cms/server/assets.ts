import fs from 'node:fs';
import { route, type CmsRoute } from '../http/env.ts';
import { STYLESHEET } from '../http/pageLayout.ts';

const css = fs.readFileSync(new URL('./style.css', import.meta.url));

/** The one stylesheet, served by the service itself (no other host on any page). */
export const assetRoutes: CmsRoute[] = [
  route('GET', STYLESHEET, 'public', (c) =>
    c.body(css, 200, {
      'content-type': 'text/css; charset=utf-8',
      'cache-control': 'public, max-age=300',
    }),
  ),
];
