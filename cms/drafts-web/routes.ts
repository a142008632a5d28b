/**
 * The drafts side of the service: the visual editor on each person's draft (through the proxy),
 * the preview links, the Drafts page with each draft's changes in words and its Publish button,
 * and the History page with its Revert buttons. The server has already checked the session, the
 * role (each route's `action`) and the CSRF token of every POST before a handler runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { may } from '../auth/roles.ts';
import { nameProblem, type User } from '../auth/users.ts';
import { describeChanges } from '../git/describe.ts';
import type { Drafts } from '../git/drafts.ts';
import { type PublishResult } from '../git/drafts.ts';
import { git, GitError, type Person } from '../git/git.ts';
import type { CmsPage, CmsRequest, CmsRoute, CmsUpgrade } from '../server/contract.ts';
import type { Builds, DraftPreview } from './builds.ts';
import type { EditServers } from './editors.ts';
import { MAIN, landing, type PreviewPasses } from './preview.ts';
import { EDITOR_PAGE, proxyToEditor, proxyUpgrade } from './proxy.ts';
import { refuseOnSocket } from '../server/socket.ts';

export interface DraftsWebOptions {
  drafts: Drafts;
  builds: Builds;
  editors: EditServers;
  passes: PreviewPasses;
  /** The preview origin as browsers reach it (`http://127.0.0.1:4401`). */
  previewOrigin: string;
  /** The service's public origin; without it, the request's own Host. */
  origin?: string | undefined;
  secure: boolean;
  /** Puts a page in the service's frame and sends it. */
  render(request: CmsRequest, page: CmsPage): void;
}

/** The addresses the drafts side answers; every other address not the server's goes to the editor. */
export const DRAFT_PREFIXES = ['/drafts', '/history', '/preview', EDITOR_PAGE] as const;

const COMMIT = /^[0-9a-f]{40}$/;

const esc = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** How an account signs its commits: the name it logs in with, at the service. */
export const personOf = (user: Pick<User, 'name'>): Person => ({
  name: user.name,
  email: `${user.name}@cms.local`,
});

/** A draft's name from an address: an account name, never a path or an option. */
export const isDraftName = (name: unknown): name is string =>
  typeof name === 'string' && nameProblem(name) === null;

/** A changed file, as a publisher reads it. */
export function fileInWords(file: string): string {
  const page = /^pages\/(?!_)(.+)\.json$/.exec(file);
  if (page) return `the page “${page[1]}”`;
  const section = /^pages\/_sections\/(.+)\.json$/.exec(file);
  if (section) return `the shared section “${section[1]}”`;
  const words = /^locales\/([a-z]{2,3})\/(.+)\.json$/.exec(file);
  if (words) {
    let lang = words[1]!;
    try {
      lang = new Intl.DisplayNames(['en'], { type: 'language' }).of(lang) ?? lang;
    } catch {
      // an unknown code stays as written
    }
    return `the ${lang} texts of “${words[2]}”`;
  }
  if (file === 'locales-made-from.json') return 'the record of which translations are up to date';
  if (file.startsWith('content/')) return `the content file “${file.slice('content/'.length)}”`;
  return `the file “${file}”`;
}

/** Every draft branch in the service's clone. */
export async function listDrafts(drafts: Drafts): Promise<string[]> {
  const out = await git(drafts.repo, [
    'for-each-ref',
    '--format=%(refname:lstrip=3)',
    'refs/heads/draft/',
  ]);
  return out.split('\n').filter(isDraftName).sort();
}

const hasDraft = async (drafts: Drafts, name: string) =>
  isDraftName(name) && (await listDrafts(drafts)).includes(name);

function languages(repo: string): string[] {
  try {
    const site = JSON.parse(fs.readFileSync(path.join(repo, 'site.json'), 'utf8')) as {
      languages?: unknown;
    };
    if (Array.isArray(site.languages))
      return site.languages.filter((l): l is string => typeof l === 'string');
  } catch {
    // the previews still open in the default language
  }
  return ['en'];
}

const languageName = (code: string) => {
  try {
    return new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** A publication's title: whose draft, and its first change. */
function titleOf(name: string, lines: string[]): string {
  const first = lines[0]?.replace(/\.$/, '');
  return `Publish ${name}’s draft${first ? `: ${first}` : ''}`.slice(0, 200);
}

function outcomeInWords(result: PublishResult, what: string): { title: string; body: string } {
  switch (result.kind) {
    case 'published':
      return {
        title: 'Published',
        body: `<p>${esc(what)} is live: the site’s published version now has it (commit <code>${esc(result.commit.slice(0, 12))}</code>). The site’s host builds and serves it from there.</p>`,
      };
    case 'nothing-to-publish':
      return {
        title: 'Nothing to publish',
        body: `<p>${esc(what)} is the same as the published site: there is nothing to publish.</p>`,
      };
    case 'conflict':
      return {
        title: 'Not published: changed on both sides',
        body: `<p>Not published. Since this work began, someone else published changes to the same files, and they cannot be put together automatically:</p><ul>${result.files.map((f) => `<li>${esc(fileInWords(f))}</li>`).join('')}</ul><p>Nothing was changed: the draft is kept exactly as it was. Ask a developer to bring these files together, or redo the change on a fresh draft.</p>`,
      };
    case 'checks-failed':
      return {
        title: 'Not published: the checks refused it',
        body: `<p>Not published: the site’s checks found problems, so nothing went live and the draft is kept. Open the draft in the editor, correct what is listed below (each line names the file and the place), save, and publish again.</p><pre class="report">${esc(result.report)}</pre>`,
      };
  }
}

function previewState(state: DraftPreview): string {
  const parts: string[] = [];
  if (state.building) parts.push('<p class="status" role="status">Preview: building…</p>');
  if (state.failed)
    parts.push(
      `<div class="failed"><p>The newest version could not be built; the preview shows the last one that could. What the build said:</p><pre class="report">${esc(state.failed.report)}</pre></div>`,
    );
  if (!state.shown && !state.building && !state.failed)
    parts.push('<p class="status">No preview yet: opening it starts the build.</p>');
  return parts.join('');
}

function previewLinks(name: string, langs: string[]): string {
  const links = langs.map((lang, i) => {
    const to = i === 0 ? '/' : `/${lang}`;
    return `<li><a href="/preview/${esc(name)}?to=${encodeURIComponent(to)}" lang="${esc(lang)}">${esc(languageName(lang))}</a></li>`;
  });
  return `<ul class="languages" aria-label="Preview in">${links.join('')}</ul>`;
}

export function draftsRoutes(o: DraftsWebOptions): CmsRoute[] {
  const { drafts, builds } = o;
  const originOf = (request: Pick<CmsRequest, 'req'>) =>
    o.origin ?? `http${o.secure ? 's' : ''}://${request.req.headers.host ?? ''}`;

  const treeOf = async (dir: string) => (await git(dir, ['rev-parse', 'HEAD^{tree}'])).trim();

  const page = (request: CmsRequest, title: string, body: string, status = 200) =>
    o.render(request, { title, body: `<h1>${esc(title)}</h1>${body}`, status });

  /** After a save: commit it on the draft, authored by its writer, then rebuild the preview. */
  async function saved(user: User, dir: string, written: string[]) {
    // Pages and content (an article, a testimonial…) first, then their words: the subject names
    // what a person changed, never the translation record that follows every text.
    const rank = (file: string) =>
      file.startsWith('pages/') || file.startsWith('content/')
        ? 0
        : file.startsWith('locales/')
          ? 1
          : 2;
    const files = [...written].sort((a, b) => rank(a) - rank(b));
    const described = await describeChanges(
      files.map((file) => ({ file, status: 'changed' as const })),
      async (file, side) => {
        if (side === 'after') {
          try {
            return fs.readFileSync(path.join(dir, file), 'utf8');
          } catch {
            return null;
          }
        }
        return git(dir, ['show', `HEAD:${file}`]).catch((error: unknown) => {
          if (error instanceof GitError) return null;
          throw error;
        });
      },
    );
    const lines = described.filter((d) => rank(d.file) < 2).flatMap((d) => d.lines);
    const subject = (lines[0] ?? `Saved ${written.join(', ')}`).slice(0, 150);
    const message = `${subject}\n\n${lines.slice(1).join('\n')}`.trim();
    const commit = await drafts.commit(user.name, personOf(user), message);
    if (commit) builds.schedule(user.name, dir, () => treeOf(dir));
  }

  /**
   * Whether a request may start the person's editor (and make their draft): the editor's page and
   * its API may; anything else only reaches an editor already running. A browser asks every
   * page's origin for /favicon.ico by itself: on the service's own pages, that request started an
   * editor (a second Vite server) for whoever was only reading the inbox or publishing.
   */
  const startsEditor = (target: string) => {
    const pathname = target.split('?')[0] ?? '';
    return pathname === EDITOR_PAGE || pathname.startsWith('/__edit/api/');
  };

  async function proxy(request: CmsRequest, target: string) {
    const user = request.user!;
    if (!startsEditor(target) && !o.editors.running.includes(user.name))
      return page(
        request,
        'Not found',
        '<p>There is nothing at this address. Your editor opens from the Drafts page.</p>',
        404,
      );
    const dir = await drafts.open(user.name);
    const origin = originOf(request);
    const port = await o.editors.portOf(user.name, dir, origin);
    await proxyToEditor(request.req, request.res, target, {
      port,
      origin,
      csrf: request.csrf,
      onSaved: (answer) => saved(user, dir, answer.written),
    });
  }

  /** The editor page's reload channel, to the person's own draft's editor. */
  async function proxySocket(request: CmsUpgrade) {
    // The channel of an editor page whose editor stopped meanwhile: the page is reloaded to reopen it.
    if (!o.editors.running.includes(request.user.name))
      return refuseOnSocket(request.socket, 404, 'Refused: this editor is not running');
    const dir = await drafts.open(request.user.name);
    const origin = originOf(request);
    const port = await o.editors.portOf(request.user.name, dir, origin);
    await proxyUpgrade(request.req, request.socket, request.head, { port, origin });
  }

  const drafting: CmsRoute[] = [
    {
      method: 'GET',
      pattern: '/drafts',
      action: 'save-draft',
      async handle(request) {
        const user = request.user!;
        const publisher = may(user.role, 'publish');
        const names = publisher ? await listDrafts(drafts) : [user.name];
        if (!names.includes(user.name)) names.unshift(user.name);
        const langs = languages(drafts.repo);
        const sections: string[] = [];
        for (const name of names) {
          const own = name === user.name;
          const exists = own || (await hasDraft(drafts, name));
          if (!exists) continue;
          const described = await drafts.describe(name);
          const lines = described.flatMap((d) => d.lines);
          const changes = lines.length
            ? `<ul class="changes">${lines.map((l) => `<li>${esc(l)}</li>`).join('')}</ul>`
            : '<p>No changes: this draft is the same as the published site.</p>';
          const publish =
            publisher && lines.length
              ? `<form method="post" action="/drafts/${esc(name)}/publish"><input type="hidden" name="_csrf" value="${esc(request.csrf)}"><button type="submit">Publish ${esc(name)}’s draft</button></form>`
              : '';
          const edit = own
            ? `<p><a href="${EDITOR_PAGE}">Open the editor on your draft</a></p>`
            : '';
          sections.push(
            `<section class="draft" data-draft="${esc(name)}"><h2>${own ? 'Your draft' : `${esc(name)}’s draft`}</h2>${edit}<h3>Changes</h3>${changes}<h3>Preview</h3>${previewState(builds.preview(name))}${previewLinks(name, langs)}${publish}</section>`,
          );
        }
        const intro = publisher
          ? '<p>Each person’s draft, with what it changes. Publishing checks the site and puts the draft live.</p>'
          : '<p>Your changes stay in your draft until a publisher publishes them. Ask a publisher when your draft is ready.</p>';
        page(request, 'Drafts', intro + sections.join(''));
      },
    },
    {
      method: 'POST',
      pattern: '/drafts/:name/publish',
      action: 'publish',
      async handle(request) {
        const name = request.params.name ?? '';
        if (!(await hasDraft(drafts, name)))
          return page(request, 'No such draft', '<p>There is no draft by that name.</p>', 404);
        const lines = (await drafts.describe(name)).flatMap((d) => d.lines);
        const result = await drafts.publish(name, personOf(request.user!), titleOf(name, lines));
        const said = outcomeInWords(result, `${name}’s draft`);
        page(
          request,
          said.title,
          `${said.body}<p><a href="/drafts">Back to the drafts</a> · <a href="/history">History</a></p>`,
          result.kind === 'published' || result.kind === 'nothing-to-publish' ? 200 : 409,
        );
      },
    },
    {
      method: 'GET',
      pattern: '/history',
      action: 'read',
      async handle(request) {
        const publisher = may(request.user!.role, 'revert');
        const all = await drafts.history();
        const rows = all.map((p) => {
          const when = new Date(p.at);
          const at = Number.isNaN(when.getTime()) ? p.at : when.toUTCString();
          const what = p.reverts
            ? `${esc(p.title)}`
            : `${esc(p.title)}${p.reverted ? ' <strong>(reverted)</strong>' : ''}`;
          const button =
            publisher && !p.reverts && !p.reverted
              ? `<form method="post" action="/history/${esc(p.commit)}/revert"><input type="hidden" name="_csrf" value="${esc(request.csrf)}"><button type="submit">Revert</button></form>`
              : '';
          return `<tr data-commit="${esc(p.commit)}"><td>${esc(at)}</td><td>${esc(p.by)}</td><td>${what}</td><td>${button}</td></tr>`;
        });
        page(
          request,
          'History',
          all.length
            ? `<p>Every publication, newest first. Reverting one publishes its undoing, checked like any publication.</p><table><thead><tr><th scope="col">When</th><th scope="col">Who</th><th scope="col">What</th><th scope="col"><span class="visually-hidden">Revert</span></th></tr></thead><tbody>${rows.join('')}</tbody></table>`
            : '<p>Nothing was published through this service yet.</p>',
        );
      },
    },
    {
      method: 'POST',
      pattern: '/history/:commit/revert',
      action: 'revert',
      async handle(request) {
        const commit = request.params.commit ?? '';
        const known = COMMIT.test(commit)
          ? (await drafts.history()).find((p) => p.commit === commit && !p.reverts)
          : undefined;
        if (!known)
          return page(
            request,
            'No such publication',
            '<p>There is no publication with that id.</p>',
            404,
          );
        if (known.reverted)
          return page(
            request,
            'Already reverted',
            '<p>This publication was already reverted.</p>',
            409,
          );
        const result = await drafts.revert(commit, personOf(request.user!));
        const said = outcomeInWords(result, `The undoing of “${known.title}”`);
        page(
          request,
          said.title,
          `${said.body}<p><a href="/history">Back to the history</a></p>`,
          result.kind === 'published' ? 200 : 409,
        );
      },
    },
    {
      method: 'GET',
      pattern: '/preview/:name',
      action: 'preview',
      async handle(request) {
        const name = request.params.name ?? '';
        if (name !== MAIN && !(await hasDraft(drafts, name)))
          return page(request, 'No such draft', '<p>There is no draft by that name.</p>', 404);
        const token = o.passes.issue({ user: request.user!.name, draft: name });
        const to = landing(request.url.searchParams.get('to'));
        request.res.writeHead(303, {
          location: `${o.previewOrigin}/__preview/enter?token=${token}&to=${encodeURIComponent(to)}`,
          'cache-control': 'no-store',
        });
        request.res.end();
      },
    },
  ];

  const editor: CmsRoute[] = [
    {
      method: 'GET',
      pattern: '/*',
      action: 'save-draft',
      handle: (request) => proxy(request, request.req.url ?? '/'),
      upgrade: proxySocket,
    },
    {
      method: 'POST',
      pattern: '/*',
      action: 'save-draft',
      handle: (request) => proxy(request, request.req.url ?? '/'),
    },
  ];
  return [...drafting, ...editor];
}

/** The preview origin's folder for a draft (or MAIN): its build on show, else starts one. */
export function previewFolders(drafts: Drafts, builds: Builds, branch = 'main') {
  return async (draft: string): Promise<string | null> => {
    if (draft === MAIN) {
      const tree = (await git(drafts.repo, ['rev-parse', `origin/${branch}^{tree}`])).trim();
      const dir = builds.outDir(tree);
      if (!dir) void builds.build(drafts.repo, tree);
      return dir;
    }
    if (!isDraftName(draft)) return null;
    builds.flush(draft);
    const state = builds.preview(draft);
    if (state.shown) return builds.outDir(state.shown);
    if (!state.building && !state.failed && (await hasDraft(drafts, draft))) {
      const dir = await drafts.open(draft);
      void builds.show(draft, dir, (await git(dir, ['rev-parse', 'HEAD^{tree}'])).trim());
    }
    return null;
  };
}

/** What must pass before a draft or a revert goes live: the build of its tree (lint first). */
export function buildChecks(builds: Builds) {
  return async (dir: string) => {
    if ((await git(dir, ['status', '--porcelain'])).trim())
      return { ok: false, report: 'the draft has files that are not saved in it yet' };
    const tree = (await git(dir, ['rev-parse', 'HEAD^{tree}'])).trim();
    return builds.build(dir, tree);
  };
}
