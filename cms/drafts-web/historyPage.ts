/** The History page: every publication and revert, newest first, with publishers' Revert buttons. */
import { may } from '../http/roles.ts';
import type { Drafts } from '../git/drafts.ts';
import type { CmsRoute } from '../http/env.ts';
import { html } from '../http/html.ts';
import { personOf } from './draftStore.ts';
import { titled } from './draftsPage.ts';
import { outcomeInWords } from './interfaceText.ts';

const COMMIT = /^[0-9a-f]{40}$/;

export function historyRoutes(drafts: Drafts): CmsRoute[] {
  return [
    {
      method: 'GET',
      pattern: '/history',
      action: 'read',
      async handle(c) {
        const publisher = may(c.get('user')!.role, 'revert');
        const all = await drafts.history();
        const rows = all.map((p) => {
          const when = new Date(p.at);
          const at = Number.isNaN(when.getTime()) ? p.at : when.toUTCString();
          const button =
            publisher && !p.reverts && !p.reverted
              ? html`<form method="post" action="/history/${p.commit}/revert">
                  <input type="hidden" name="_csrf" value="${c.get('csrf')}" /><button
                    type="submit"
                  >
                    Revert
                  </button>
                </form>`
              : '';
          return html`<tr data-commit="${p.commit}">
            <td>${at}</td>
            <td>${p.by}</td>
            <td>
              ${p.title}${!p.reverts && p.reverted ? html` <strong>(reverted)</strong>` : ''}
              ${
                p.lines.length
                  ? html`<ul class="changes">
                      ${p.lines.map((l) => html`<li>${l}</li>`)}
                    </ul>`
                  : ''
              }
            </td>
            <td>${button}</td>
          </tr>`;
        });
        return titled(
          c,
          'History',
          all.length
            ? html`<p>
                  Every publication, newest first. Reverting one publishes its undoing, checked like
                  any publication.
                </p>
                <table>
                  <thead>
                    <tr>
                      <th scope="col">When</th>
                      <th scope="col">Who</th>
                      <th scope="col">What</th>
                      <th scope="col"><span class="visually-hidden">Revert</span></th>
                    </tr>
                  </thead>
                  <tbody>
                    ${rows}
                  </tbody>
                </table>`
            : html`<p>Nothing was published through this service yet.</p>`,
        );
      },
    },
    {
      method: 'POST',
      pattern: '/history/:commit/revert',
      action: 'revert',
      async handle(c) {
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
      },
    },
  ];
}
