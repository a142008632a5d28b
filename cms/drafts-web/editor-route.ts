/**
 * The visual editor on a person's draft: the built editor's page at EDITOR_PAGE (with the
 * session's CSRF token, which its API sends back) and its files, and the content API over the
 * person's draft (draft-store.ts). No development server: the editor is static files built once
 * (`npm run build:editor`), and every address it reads is the API's.
 */
import type { Hono } from 'hono';
import type { CmsEnv } from '../server/env.ts';
import type { Drafts } from '../git/drafts.ts';
import type { Builds } from './builds.ts';
import { draftStore } from './draft-store.ts';
import { contentApi, CONTENT_PREFIXES } from '../../scripts/lib/edit/content-api.ts';
import { editorFiles, EDITOR_ASSETS } from '../../scripts/lib/edit/editor-page.ts';

export const EDITOR_PAGE = '/edit';

/** The content API and the editor's own files, for `mountApp` behind the 'save-draft' checks. */
export function editorApp(
  drafts: Drafts,
  builds: Builds,
): {
  prefixes: string[];
  app: Hono<CmsEnv>;
} {
  const app = contentApi<CmsEnv>(async (c) => draftStore(drafts, builds, c.get('user')!));
  app.route(
    '/',
    editorFiles<CmsEnv>(EDITOR_PAGE, (c) => c.get('csrf')),
  );
  return { prefixes: [EDITOR_PAGE, `${EDITOR_ASSETS}/*`, ...CONTENT_PREFIXES], app };
}
