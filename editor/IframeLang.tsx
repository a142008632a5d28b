import { useEffect, type ReactNode } from 'react';
import { useEditor } from './context';

/**
 * The canvas's document speaks the language being edited (lang and direction, hence the Arabic
 * font and right-to-left layout). Puck copies the editor page's own <html> attributes into the
 * canvas when it mounts, so they are set again whenever something else changes them.
 */
export function IframeLang({ document, children }: { document?: Document; children: ReactNode }) {
  const { lang } = useEditor();
  useEffect(() => {
    const html = document?.documentElement;
    if (!html) return;
    const dir = lang === 'ar' ? 'rtl' : 'ltr';
    const apply = () => {
      if (html.getAttribute('lang') !== lang) html.setAttribute('lang', lang);
      if (html.getAttribute('dir') !== dir) html.setAttribute('dir', dir);
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(html, { attributes: true, attributeFilter: ['lang', 'dir'] });
    return () => observer.disconnect();
  }, [document, lang]);
  return <>{children}</>;
}
