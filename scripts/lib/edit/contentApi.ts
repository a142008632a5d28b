/**
 * The one content API of the visual editor, as a Hono app over a ContentStore: what the built
 * editor (build/editor/) asks for, relative to the site root. `npm run edit` mounts it over a
 * folder (scripts/lib/edit/editApp.ts); the team service over a person's draft. It checks no
 * origin, session or CSRF token: whoever mounts it does that first (guard.ts originRefusal for
 * `npm run edit`). Every write goes through `store.write`, so a draft records it as one commit.
 *
 *   GET  /__edit/api/project | page?file= | collections | entry?collection=&id=
 *   POST /__edit/api/save | entry | delete-entry | upload      (JSON, at most MAX_BODY)
 *   GET  /locales/… and /content/…   the site's JSON as the build serves it (siteFileAnswer.ts)
 *   GET  /images/…, /icons.svg …     public/ files the canvas shows (publicFiles.ts)
 */
import { Hono, type Context, type Env } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { siteFileAnswer } from '../siteFileAnswer.ts';
import { runLint } from '../../lint/lint.ts';
import { deleteEntry, listCollections, loadEntry, saveEntry } from './entries.ts';
import { isPageFile } from './files.ts';
import { PathRefused } from '../insideRepository.ts';
import { linksOutside } from './guard.ts';
import { loadPage, loadProject } from './project.ts';
import { isPublicFileAddress, publicFile } from './publicFiles.ts';
import { savePage, type SaveResult } from './save.ts';
import type { ContentStore } from './store.ts';
import { UPLOAD_DIR, uploadImage, type UploadResult } from './upload.ts';

export const API = '/__edit/api/';
/** One limit for every write: a picture of upload.ts's 5 MB as base64 in JSON, with room. */
export const MAX_BODY = 11 * 1024 * 1024;

type Status = 200 | 400 | 403 | 404 | 409 | 422 | 500;

/** A write's answer → its HTTP status, as the edit server has always answered. */
const WRITE_STATUS = {
  saved: 200,
  unchanged: 200,
  invalid: 422,
  conflict: 409,
  refused: 400,
} as const satisfies Record<SaveResult['status'], Status>;

const READ_STATUS = { page: 200, entry: 200, missing: 404, broken: 422 } as const;

function send(c: Context, status: Status, body: unknown): Response {
  c.header('Cache-Control', 'no-store');
  return c.json(body as object, status);
}

/** Thrown by a handler to answer 403 with its message (a link leading outside the root). */
class Refused extends Error {}

/** An uploaded picture, with the file it wrote named, so a draft's store commits it. */
type Uploaded = UploadResult & { written?: string[] };

async function upload(root: string, body: unknown): Promise<Uploaded> {
  const result = await uploadImage(root, body);
  if (result.status !== 'saved') return result;
  const name = result.src.slice(result.src.lastIndexOf('/') + 1);
  return { ...result, written: [`${UPLOAD_DIR}/${name}`] };
}

/** The store's root, once no link among the files the lint reads leads outside it. */
async function checkedRoot(store: ContentStore): Promise<string> {
  const root = await store.root();
  // The lint and the project's readers follow links as they read: none may lead outside.
  const outside = linksOutside(root);
  if (outside.length) throw new Refused(outside.join('\n'));
  return root;
}

const WRITES = {
  save: savePage,
  entry: saveEntry,
  'delete-entry': deleteEntry,
  upload,
} as const;

/**
 * The content API over the store `storeOf` gives for each request (one folder, or the draft of
 * the person asking). `E` is the mounting app's Env, so `storeOf` can read its variables.
 */
export function contentApi<E extends Env>(
  storeOf: (c: Context<E>) => Promise<ContentStore>,
): Hono<E> {
  const app = new Hono<E>();

  const rootOf = async (c: Context<E>) => checkedRoot(await storeOf(c));

  app.onError((error, c) => {
    if (error instanceof PathRefused || error instanceof Refused)
      return send(c, 403, { status: 'refused', message: error.message });
    console.error(error);
    // What failed is in the service's log; the person reads what to do.
    return send(c, 500, {
      status: 'refused',
      message: 'the editor’s server could not do this; try again, or ask a developer to look at it',
    });
  });

  readRoutes(app, rootOf);
  writeRoutes(app, storeOf);
  app.all(`${API}*`, (c) =>
    send(c, 404, {
      status: 'refused',
      message: `no ${c.req.method} ${c.req.path.slice(API.length)}`,
    }),
  );
  siteRoutes(app, storeOf, rootOf);
  return app;
}

/** The API's reads: the project, a page, the collections, the facts' places, an entry. */
function readRoutes<E extends Env>(app: Hono<E>, rootOf: (c: Context<E>) => Promise<string>) {
  app.get(`${API}project`, async (c) => send(c, 200, loadProject(await rootOf(c))));
  app.get(`${API}page`, async (c) => {
    const root = await rootOf(c);
    const file = c.req.query('file') ?? '';
    if (!isPageFile(file)) return send(c, 400, { status: 'refused', message: 'not a page' });
    const loaded = loadPage(root, file);
    return send(c, READ_STATUS[loaded.status], loaded);
  });
  app.get(`${API}collections`, async (c) =>
    send(c, 200, { collections: listCollections(await rootOf(c)) }),
  );
  // Every page and sentence that shows a fact, for the facts form (the lint finds them: seconds).
  app.get(`${API}fact-places`, async (c) =>
    send(c, 200, { places: runLint({ root: await rootOf(c) }).factPlaces }),
  );
  app.get(`${API}entry`, async (c) => {
    const loaded = loadEntry(
      await rootOf(c),
      c.req.query('collection') ?? null,
      c.req.query('id') ?? null,
    );
    return send(c, READ_STATUS[loaded.status], loaded);
  });
}

/** The API's writes, each one JSON body, written through the store. */
function writeRoutes<E extends Env>(
  app: Hono<E>,
  storeOf: (c: Context<E>) => Promise<ContentStore>,
) {
  const tooLarge = (c: Context) =>
    send(c, 400, { status: 'refused', message: 'the request is not JSON under 11 MB' });
  // One body reader with one limit for every write (reads have no body to limit).
  app.use(`${API}*`, bodyLimit({ maxSize: MAX_BODY, onError: tooLarge }));
  for (const [route, write] of Object.entries(WRITES))
    app.post(`${API}${route}`, async (c) => {
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return tooLarge(c);
      }
      const store = await storeOf(c);
      await checkedRoot(store);
      const result = await store.write<SaveResult | Uploaded>((root) => write(root, body));
      const answer: Record<string, unknown> = { ...result };
      // An upload answers its src, as it always has: `written` is for the store (a draft commits it).
      if (route === 'upload') delete answer.written;
      return send(c, WRITE_STATUS[result.status], answer);
    });
}

/** The site's own files as the preview fetches them: its JSON, and public/'s pictures. */
function siteRoutes<E extends Env>(
  app: Hono<E>,
  storeOf: (c: Context<E>) => Promise<ContentStore>,
  rootOf: (c: Context<E>) => Promise<string>,
) {
  // The site's JSON, compiled from the store's files on each request: an edit shows on reload.
  const siteFile = async (c: Context<E>) => {
    let url: string;
    try {
      url = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text('not a valid address', 400);
    }
    const answer = siteFileAnswer(await rootOf(c), url);
    if (!answer || answer.status === 404) return c.text('not found', 404);
    c.header('Cache-Control', 'no-store');
    c.header('Content-Type', 'application/json; charset=utf-8');
    return c.body(answer.json, 200);
  };
  app.get('/locales/*', siteFile);
  app.get('/content/*', siteFile);

  // Any other address the API answers is a picture or icon of public/; the rest goes on to the
  // mounting app's next route (or its 404) without asking for a store.
  app.get('*', async (c, next) => {
    if (!isPublicFileAddress(c.req.path)) return next();
    const response = await publicFile(await (await storeOf(c)).root(), c.req.path);
    return response ?? next();
  });
}
