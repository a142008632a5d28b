/**
 * The Drafts page: each draft's changes in words, its preview links and state, and for a
 * publisher the Publish button; and publishing itself. The server has checked the session, the
 * role and the CSRF token before a handler runs.
 */
import { may } from '../http/roles.ts';
import { nameProblem } from '../auth/users.ts';
import { Drafts } from '../git/drafts.ts';
import { retentionChange } from '../db/retention.ts';
import { git } from '../git/git.ts';
import { siteLanguages } from '../http/config.ts';
import { route, type CmsContext, type CmsRoute } from '../http/env.ts';
import { titled } from '../http/pageLayout.ts';
import { postButton } from '../http/pageParts.ts';
import { html, type Html } from '../http/html.ts';
import type { Builds } from './builds.ts';
import { personOf } from './draftStore.ts';
import { EDITOR_PAGE } from './editorRoute.ts';
import { outcomeInWords, previewLinks, previewState, titleOf } from './interfaceText.ts';

/** A draft's name from an address: an account name, never a path or an option. */
export const isDraftName = (name: unknown): name is string =>
  typeof name === 'string' && nameProblem(name) === null;

/** Every draft branch in the service's clone. */
export async function listDrafts(drafts: Drafts): Promise<string[]> {
  const out = await git(drafts.repo, [
    'for-each-ref',
    '--format=%(refname:lstrip=3)',
    'refs/heads/draft/',
  ]);
  return out.split('\n').filter(isDraftName).sort();
}

export const hasDraft = async (drafts: Drafts, name: string) =>
  isDraftName(name) && (await listDrafts(drafts)).includes(name);

/** The site's languages, default first: the preview links' (the first opens at `/`). */
function languages(repo: string): string[] {
  try {
    return siteLanguages(repo);
  } catch {
    // the previews still open in the default language
    return ['en'];
  }
}

export const noSuchDraft = (c: CmsContext) =>
  titled(c, 'No such draft', html`<p>There is no draft by that name.</p>`, 404);

/** site.json at `rev` of the service's clone, parsed, or null. */
async function siteAt(drafts: Drafts, rev: string): Promise<unknown> {
  try {
    return JSON.parse(await git(drafts.repo, ['show', `${rev}:site.json`])) as unknown;
  } catch {
    return null;
  }
}

/**
 * What publishing the draft does to how long leads are kept, flagged to the publisher: a shorter
 * period deletes leads for good at the service's next start.
 */
async function retentionWarning(drafts: Drafts, name: string): Promise<Html | string> {
  const said = retentionChange(
    await siteAt(drafts, `origin/${drafts.branch}`),
    await siteAt(drafts, Drafts.branchOf(name)),
  );
  return said ? html`<p class="alert" role="alert">${said}</p>` : '';
}

/** What the Drafts page's handlers work on: the drafts and their preview builds. */
interface DraftsSide {
  drafts: Drafts;
  builds: Builds;
}

/** For the author of a draft behind what is live: why and how to start again. */
const restartOffer = (c: CmsContext, name: string) =>
  html`<p class="status">
      The published site changed since this draft began (someone published, or a publication was
      reverted). Publishing brings your changes and it together; if it says the same texts changed
      on both sides, start again from the published site: your draft as it is now is kept.
    </p>
    ${postButton(c.get('csrf'), `/drafts/${name}/restart`, 'Start again from the published site')}`;

async function draftSection(
  { drafts, builds }: DraftsSide,
  c: CmsContext,
  name: string,
  langs: string[],
): Promise<Html> {
  const user = c.get('user')!;
  const own = name === user.name;
  const state = await drafts.follow(name);
  const lines = (await drafts.describe(name)).flatMap((d) => d.lines);
  // Saves of its own, begun before what is live now: publishing will bring the two together,
  // or, when the same texts changed on both sides, its author starts again from what is live.
  const restart = own && state.own && state.behind ? restartOffer(c, name) : '';
  const changes = lines.length
    ? html`<ul class="changes">
        ${lines.map((l) => html`<li>${l}</li>`)}
      </ul>`
    : html`<p>No changes: this draft is the same as the published site.</p>`;
  const publishes = may(user.role, 'publish') && lines.length > 0;
  const warning = publishes ? await retentionWarning(drafts, name) : '';
  const publish = publishes
    ? postButton(c.get('csrf'), `/drafts/${name}/publish`, `Publish ${name}’s draft`)
    : '';
  return html`<section class="draft" data-draft="${name}">
    <h2>${own ? 'Your draft' : `${name}’s draft`}</h2>
    ${own ? html`<p><a href="${EDITOR_PAGE}">Open the editor on your draft</a></p>` : ''}
    <h3>Changes</h3>
    ${warning} ${changes} ${restart}
    <h3>Preview</h3>
    ${previewState(builds.preview(name))} ${previewLinks(name, langs)} ${publish}
  </section>`;
}

/** The Drafts page: one's own draft, and for a publisher everyone's. */
async function draftsPage(side: DraftsSide, c: CmsContext) {
  const user = c.get('user')!;
  const publisher = may(user.role, 'publish');
  const names = publisher ? await listDrafts(side.drafts) : [];
  if (!names.includes(user.name)) names.unshift(user.name);
  const langs = languages(side.drafts.repo);
  const sections: Html[] = [];
  for (const name of names) sections.push(await draftSection(side, c, name, langs));
  const intro = publisher
    ? 'Each person’s draft, with what it changes. Publishing checks the site and puts the draft live.'
    : 'Your changes stay in your draft until a publisher publishes them. Ask a publisher when your draft is ready.';
  return titled(
    c,
    'Drafts',
    html`<p>${intro}</p>
      ${sections}`,
  );
}

async function restartDraft({ drafts }: DraftsSide, c: CmsContext) {
  const name = c.req.param('name') ?? '';
  // One's own draft only: a publisher does not throw away someone else's work.
  if (name !== c.get('user')!.name || !(await hasDraft(drafts, name)))
    return titled(c, 'Not your draft', html`<p>Only its author can start a draft again.</p>`, 403);
  const kept = await drafts.restart(name);
  return titled(
    c,
    'Started again from the published site',
    html`<p>
        Your draft now holds what is live. What it held before is kept, not lost, as
        <code>${kept}</code>: a developer can bring any of it back.
      </p>
      <p><a href="/drafts">Back to the drafts</a> · <a href="/edit">Open the editor</a></p>`,
  );
}

async function publishDraft({ drafts }: DraftsSide, c: CmsContext) {
  const name = c.req.param('name') ?? '';
  if (!(await hasDraft(drafts, name))) return noSuchDraft(c);
  const lines = (await drafts.describe(name)).flatMap((d) => d.lines);
  const result = await drafts.publish(name, personOf(c.get('user')!), titleOf(name, lines), lines);
  const said = outcomeInWords(result, `${name}’s draft`);
  return titled(
    c,
    said.title,
    html`${said.body}
      <p><a href="/drafts">Back to the drafts</a> · <a href="/history">History</a></p>`,
    result.kind === 'published' || result.kind === 'nothing-to-publish' ? 200 : 409,
  );
}

export function draftsRoutes(drafts: Drafts, builds: Builds): CmsRoute[] {
  const side: DraftsSide = { drafts, builds };
  return [
    route('GET', '/drafts', 'save-draft', (c) => draftsPage(side, c)),
    route('POST', '/drafts/:name/restart', 'save-draft', (c) => restartDraft(side, c)),
    route('POST', '/drafts/:name/publish', 'publish', (c) => publishDraft(side, c)),
  ];
}
