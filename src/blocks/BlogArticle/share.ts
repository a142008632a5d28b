export type ShareTarget = 'facebook' | 'twitter' | 'linkedin' | 'email';

export const SHARE_TARGETS: readonly ShareTarget[] = ['facebook', 'twitter', 'linkedin', 'email'];

/**
 * Where each share button sends the article (opened in a new window:
 * docs/site/blog.md#share-buttons).
 */
export function shareUrl(target: ShareTarget, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  switch (target) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'email':
      return `mailto:?subject=${t}&body=${u}`;
  }
}

/** A small window of its own; "noopener" so the sharing site cannot reach back into this page. */
export function openShareWindow(target: ShareTarget, url: string, title: string) {
  window.open(shareUrl(target, url, title), '_blank', 'noopener,noreferrer,width=600,height=540');
}

/**
 * The Share button (docs/site/testimonials.md#share): the device's own share sheet where there is
 * one; otherwise the link is copied and the visitor told so. Resolves to "copied" when the alert is
 * due.
 */
export async function shareOrCopy(data: {
  title: string;
  text: string;
  url: string;
}): Promise<'shared' | 'copied'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
    } catch {
      // The visitor closed the share sheet: nothing to report.
    }
    return 'shared';
  }
  try {
    await navigator.clipboard.writeText(data.url);
  } catch {
    copyWithSelection(data.url);
  }
  return 'copied';
}

/** Older browsers and non-secure pages have no clipboard API: copy through a selection. */
function copyWithSelection(value: string) {
  const field = document.createElement('textarea');
  field.value = value;
  field.setAttribute('readonly', '');
  field.className = 'fixed -top-full opacity-0';
  document.body.append(field);
  field.select();
  document.execCommand('copy');
  field.remove();
}
