/**
 * `/preview/<draft>` on the service: checks that the person may see that draft (their own, or any
 * as a publisher), then hands them to the preview origin with a single-use token tied to their
 * session; and which folder the preview origin serves for a draft.
 */
import type { Drafts } from '../git/drafts.ts';
import { git, revParse } from '../git/git.ts';
import { route, type CmsRoute } from '../http/env.ts';
import { html } from '../http/html.ts';
import type { Builds } from './builds.ts';
import { hasDraft, isDraftName, noSuchDraft } from './draftsPage.ts';
import { titled } from '../http/pageLayout.ts';
import { landing } from './preview.ts';
import { MAIN, mayPreview, type PreviewTokens } from './previewTokens.ts';
import type { PreviewStatus } from './previewBanner.ts';

export function previewRoute(
  drafts: Drafts,
  tokens: PreviewTokens,
  previewOrigin: string,
): CmsRoute {
  return route('GET', '/preview/:name', 'preview', async (c) => {
    const name = c.req.param('name') ?? '';
    const user = c.get('user')!;
    if (name !== MAIN && !(await hasDraft(drafts, name))) return noSuchDraft(c);
    if (!mayPreview(user, name))
      return titled(
        c,
        'Not your draft',
        html`<p>Only its author and publishers see a draft’s preview.</p>`,
        403,
      );
    const token = await tokens.issue(c.get('session')!.id, name);
    const to = landing(c.req.query('to'));
    c.header('cache-control', 'no-store');
    return c.redirect(
      `${previewOrigin}/__preview/enter?token=${token}&to=${encodeURIComponent(to)}`,
      303,
    );
  });
}

/** The preview origin's folder for a draft (or MAIN): its build on show, else starts one. */
export function previewFolders(drafts: Drafts, builds: Builds, branch = 'main') {
  return async (draft: string): Promise<string | null> => {
    if (draft === MAIN) {
      const tree = await revParse(drafts.repo, `origin/${branch}^{tree}`);
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
      void builds.show(draft, dir, await revParse(dir, 'HEAD^{tree}'));
    }
    return null;
  };
}

/** The banner's status of a draft's preview: the save on show, and whether a newer one builds. */
export function previewStatus(drafts: Drafts, builds: Builds, branch = 'main') {
  return async (draft: string): Promise<PreviewStatus> => {
    const ref = draft === MAIN ? `origin/${branch}` : `refs/heads/draft/${draft}`;
    const state =
      draft === MAIN
        ? {
            shown: await revParse(drafts.repo, `${ref}^{tree}`),
            building: null,
            failed: null,
          }
        : builds.preview(draft);
    let shown: PreviewStatus['shown'] = null;
    if (state.shown) {
      // The newest save whose files are the tree on show.
      const log = await git(drafts.repo, ['log', '-n', '200', '--format=%T%x1f%s%x1f%aI', ref]);
      const found = log
        .split('\n')
        .map((line) => line.split('\x1f'))
        .find(([tree]) => tree === state.shown);
      if (found) shown = { tree: state.shown, subject: found[1] ?? '', at: found[2] ?? '' };
    }
    return {
      draft: draft === MAIN ? null : draft,
      shown,
      building: state.building !== null,
      failed: state.failed !== null,
    };
  };
}

/** What must pass before a draft or a revert goes live: the build of its commit (lint first). */
export function buildChecks(builds: Builds) {
  return async (gitDir: string, commit: string) => {
    const tree = await revParse(gitDir, `${commit}^{tree}`);
    return builds.build(gitDir, tree);
  };
}
