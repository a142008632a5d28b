/**
 * The visual editor on a person's draft: the built editor's page at EDITOR_PAGE (with the
 * session's CSRF token, which its API sends back) and its files, and the content API over the
 * person's draft (draftStore.ts). No development server: the editor is static files built once
 * (`npm run build:editor`), and every address it reads is the API's.
 */
import { Hono } from 'hono';
import type { CmsEnv } from '../http/env.ts';
import type { Drafts } from '../git/drafts.ts';
import type { Builds } from './builds.ts';
import { draftStore } from './draftStore.ts';
import { API, contentApi } from '../../scripts/lib/edit/contentApi.ts';
import { editorApp } from '../../scripts/lib/edit/editorPage.ts';
import { EDITOR_BASE } from '../../scripts/lib/editorFiles.ts';
import { isPublicFileAddress } from '../../scripts/lib/edit/publicFiles.ts';
import { catalogueFiles } from '../../scripts/lib/edit/catalogueFiles.ts';
import { root } from '../../scripts/lib/paths.ts';

export const EDITOR_PAGE = '/edit';

/** The addresses the editor and its API answer: each one behind the 'save-draft' checks. */
export const isEditorAddress = (pathname: string) =>
  pathname === EDITOR_PAGE ||
  pathname === '/catalogue' ||
  pathname.startsWith('/catalogue/') ||
  pathname.startsWith(API) ||
  pathname.startsWith(EDITOR_BASE) ||
  pathname.startsWith('/locales/') ||
  pathname.startsWith('/content/') ||
  isPublicFileAddress(pathname);

/** The content API over the asking person's draft, and the editor's page and files. */
export function draftEditor(drafts: Drafts, builds: Builds): Hono<CmsEnv> {
  const app = new Hono<CmsEnv>();
  // Opening the editor on a draft with nothing unpublished shows what is live (Drafts.follow).
  app.use(EDITOR_PAGE, async (c, next) => {
    await drafts.follow(c.get('user')!.name);
    return next();
  });
  app.route('/', editorApp<CmsEnv>({ pagePath: EDITOR_PAGE, csrfOf: (c) => c.get('csrf') }));
  // The block catalogue the editor links to: the code's, not a draft's, built on the first visit.
  app.get('/catalogue', (c) => c.redirect('/catalogue/'));
  app.get('/catalogue/*', catalogueFiles(root));
  app.route(
    '/',
    contentApi<CmsEnv>(async (c) => draftStore(drafts, builds, c.get('user')!)),
  );
  return app;
}
