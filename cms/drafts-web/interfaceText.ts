/**
 * The drafts side's words that depend on what happened: a changed file, a publication's outcome,
 * a preview's state. Every value from outside goes through the `html` template's escaping.
 */
import { html, type Html } from '../http/html.ts';
import type { PublishResult } from '../git/drafts.ts';
import type { DraftPreview } from './builds.ts';
import { fileInWords, inWords } from '../../scripts/lib/plainWords.ts';

const languageName = (code: string, inLanguage = 'en') => {
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** A changed file, as a publisher reads it: what it holds, never its path. */
export { fileInWords };

/**
 * The checks' report in words: each problem as the place it is in ("The page “services”") and
 * what is wrong, paths and commands said plainly; anything else the build said, the same way.
 */
export function reportInWords(report: string): string {
  return report
    .split('\n')
    .map((line) => {
      const m = /^(\S+\.(?:json|md)):\d+:\d+\s+(.*)$/.exec(line);
      if (!m) return inWords(line);
      const place = fileInWords(m[1]!);
      return `${place.charAt(0).toUpperCase()}${place.slice(1)}: ${inWords(m[2]!)}`;
    })
    .join('\n');
}

/** A publication's title: whose draft, and its first change. */
export function titleOf(name: string, lines: readonly string[]): string {
  const first = lines[0]?.replace(/\.$/, '');
  return `Publish ${name}’s draft${first ? `: ${first}` : ''}`.slice(0, 200);
}

export function outcomeInWords(result: PublishResult, what: string): { title: string; body: Html } {
  switch (result.kind) {
    case 'published':
      return {
        title: 'Published',
        body: html`<p>
          ${what} is live: the site’s published version now has it (its reference in the history:
          <code>${result.commit.slice(0, 12)}</code>). The site’s host builds and serves it from
          there.
        </p>`,
      };
    case 'nothing-to-publish':
      return {
        title: 'Nothing to publish',
        body: html`<p>${what} is the same as the published site: there is nothing to publish.</p>`,
      };
    case 'already-reverted':
      return {
        title: 'Already reverted',
        body: html`<p>This publication was already reverted.</p>`,
      };
    case 'conflict':
      return {
        title: 'Not published: changed on both sides',
        body: html`<p>
            Not published. Since this work began, someone else published changes to the same files,
            and they cannot be put together automatically:
          </p>
          <ul>
            ${result.files.map((f) => html`<li>${fileInWords(f)}</li>`)}
          </ul>
          <p>
            Nothing was changed: the draft is kept exactly as it was. Ask a developer to bring these
            files together, or redo the change on a fresh draft.
          </p>`,
      };
    case 'checks-failed':
      return {
        title: 'Not published: the checks refused it',
        body: html`<p>
            Not published: the site’s checks found problems, so nothing went live and the draft is
            kept. Open the draft in the editor, correct what is listed below (each line names the
            page or content and what to change), save, and publish again.
          </p>
          <pre class="report">${reportInWords(result.report)}</pre>`,
      };
  }
}

export function previewState(state: DraftPreview): Html {
  return html`${state.building ? html`<p class="status" role="status">Preview: building…</p>` : ''}
  ${
    state.failed
      ? html`<div class="failed">
          <p>
            The newest version could not be built; the preview shows the last one that could. What
            the build said:
          </p>
          <pre class="report">${reportInWords(state.failed.report)}</pre>
        </div>`
      : ''
  }
  ${
    !state.shown && !state.building && !state.failed
      ? html`<p class="status">No preview yet: opening it starts the build.</p>`
      : ''
  }`;
}

export function previewLinks(name: string, langs: readonly string[]): Html {
  const links = langs.map((lang, i) => {
    const to = i === 0 ? '/' : `/${lang}`;
    return html`<li>
      <a href="/preview/${name}?to=${encodeURIComponent(to)}" lang="${lang}"
        >${languageName(lang, lang)}</a
      >
    </li>`;
  });
  return html`<ul class="languages" aria-label="Preview in">
    ${links}
  </ul>`;
}
