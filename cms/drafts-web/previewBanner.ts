/**
 * The preview says on itself which save it shows, and that a newer one is building: every page
 * of a preview build loads /__preview/banner.js (a file of the preview origin, so the site's
 * own Content Security Policy lets it run), which asks /__preview/status what is on show and
 * reloads the page once a newer build of the draft is ready. Nothing of this reaches the
 * published site: only the service's builds are marked, after `npm run build`.
 */
import fs from 'node:fs';
import { filesUnder } from '../../scripts/lib/files.ts';

export const BANNER_PATH = '/__preview/banner.js';
export const STATUS_PATH = '/__preview/status';

/** Marks every page of a build with the banner's script and the tree it was built from. */
export function markForPreview(outDir: string, tree: string) {
  const tag = `<script src="${BANNER_PATH}" data-tree="${tree}" defer></script>`;
  for (const file of filesUnder(outDir, '.html')) {
    const text = fs.readFileSync(file, 'utf8');
    const at = text.lastIndexOf('</body>');
    if (at >= 0) fs.writeFileSync(file, `${text.slice(0, at)}${tag}${text.slice(at)}`);
  }
}

/** What the status answers: the build on show, and whether a newer one is on its way. */
export interface PreviewStatus {
  /** Whose draft, or null for the published site. */
  draft: string | null;
  shown: { tree: string; subject: string; at: string } | null;
  building: boolean;
  failed: boolean;
}

/**
 * The banner, as plain script: no inline code, no style element (the site's policy allows
 * neither); its look is set through the DOM, which the policy does not govern.
 */
export const BANNER_SCRIPT = `(() => {
  const me = document.currentScript;
  const tree = me && me.dataset.tree;
  const box = document.createElement('div');
  box.setAttribute('role', 'status');
  box.setAttribute('aria-live', 'polite');
  box.setAttribute('lang', 'en');
  box.setAttribute('dir', 'ltr');
  Object.assign(box.style, {
    position: 'fixed', insetInline: '0.75rem', bottom: '0.75rem', zIndex: '2147483647',
    maxWidth: '40rem', margin: '0 auto', padding: '0.6rem 0.9rem', borderRadius: '0.5rem',
    background: '#111827', color: '#f9fafb', font: '14px/1.4 system-ui, sans-serif',
    boxShadow: '0 4px 16px rgba(0,0,0,.3)',
  });
  const text = document.createElement('span');
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Hide';
  Object.assign(close.style, { marginInlineStart: '0.75rem', font: 'inherit', cursor: 'pointer' });
  close.addEventListener('click', () => box.remove());
  box.append(text, close);
  const time = (iso) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  const say = (s) => {
    const whose = s.draft ? 'Preview of ' + s.draft + '\\u2019s draft' : 'Preview of the published site';
    const shows = s.shown ? ': the save of ' + time(s.shown.at) + ' (' + s.shown.subject + ').' : '.';
    const newer = s.building ? ' A newer save is being built: this page refreshes when it is ready.'
      : s.failed ? ' The newest save could not be built: the Drafts page says why.' : '';
    text.textContent = whose + shows + newer;
  };
  const ask = async () => {
    try {
      const answer = await fetch('${STATUS_PATH}', { cache: 'no-store' });
      if (!answer.ok) return;
      const s = await answer.json();
      if (s.shown && tree && s.shown.tree !== tree) return location.reload();
      say(s);
      if (!box.isConnected && s.building) document.body.append(box);
      if (s.building) setTimeout(ask, 3000);
    } catch {
      setTimeout(ask, 10000);
    }
  };
  document.body.append(box);
  ask();
})();
`;
