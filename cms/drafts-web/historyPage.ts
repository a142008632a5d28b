/** The History page: every publication and revert, newest first, with publishers' Revert buttons. */
import type { Drafts, Publication } from '../git/drafts.ts';
import { route, type CmsContext, type CmsRoute } from '../http/env.ts';
import { html } from '../http/html.ts';
import { titled } from '../http/pageLayout.ts';
import { dataTable, postButton } from '../http/pageParts.ts';
import { may } from '../http/roles.ts';
import { personOf } from './draftStore.ts';
import { outcomeInWords } from './interfaceText.ts';

const COMMIT = /^[0-9a-f]{40}$/;

/** A publication's row: when, who, what it changed, and a Revert button for a publisher. */
function historyRow(p: Publication, csrf: string, publisher: boolean) {
  const when = new Date(p.at);
  const at = Number.isNaN(when.getTime()) ? p.at : when.toUTCString();
  const button =
    publisher && !p.reverts && !p.reverted
      ? postButton(csrf, `/history/${p.commit}/revert`, 'Revert')
      : '';
  const changes = p.lines.length
    ? html`<ul class="changes">
        ${p.lines.map((l) => html`<li>${l}</li>`)}
      </ul>`
    : '';
  return html`<tr data-commit="${p.commit}">
    <td>${at}</td>
    <td>${p.by}</td>
    <td>
      ${p.title}${!p.reverts && p.reverted ? html` <strong>(reverted)</strong>` : ''} ${changes}
    </td>
    <td>${button}</td>
  </tr>`;
}

async function historyPage(drafts: Drafts, c: CmsContext) {
  const publisher = may(c.get('user')!.role, 'revert');
  const all = await drafts.history();
  if (!all.length)
    return titled(c, 'History', html`<p>Nothing was published through this service yet.</p>`);
  const rows = all.map((p) => historyRow(p, c.get('csrf'), publisher));
  return titled(
    c,
    'History',
    html`<p>
        Every publication, newest first. Reverting one publishes its undoing, checked like any
        publication.
      </p>
      ${dataTable(['When', 'Who', 'What', html`<span class="visually-hidden">Revert</span>`], rows)}`,
  );
}

async function revert(drafts: Drafts, c: CmsContext) {
  const commit = c.req.param('commit') ?? '';
  const known = COMMIT.test(commit)
    ? (await drafts.history()).find((p) => p.commit === commit && !p.reverts)
    : undefined;
  if (!known)
    return titled(
      c,
      'No such publication',
      html`<p>There is no publication with that id.</p>`,
      404,
    );
  const result = known.reverted
    ? ({ kind: 'already-reverted' } as const)
    : await drafts.revert(commit, personOf(c.get('user')!));
  const said = outcomeInWords(result, `The undoing of “${known.title}”`);
  return titled(
    c,
    said.title,
    html`${said.body}
      <p><a href="/history">Back to the history</a></p>`,
    result.kind === 'published' ? 200 : 409,
  );
}

export function historyRoutes(drafts: Drafts): CmsRoute[] {
  return [
    route('GET', '/history', 'read', (c) => historyPage(drafts, c)),
    route('POST', '/history/:commit/revert', 'revert', (c) => revert(drafts, c)),
  ];
}
