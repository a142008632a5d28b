import type { Action } from '../generated/schema-types';
import { useText } from '../i18n/useText';
import { ActionRow } from './ActionRow';

/** The call to action that closes a content page (an article, a client story). */
export function CtaPanel({
  title,
  body,
  actions,
}: {
  title: string | undefined;
  body: string | undefined;
  actions: readonly Action[];
}) {
  const text = useText();
  if (!title && actions.length === 0) return null;
  return (
    <aside className="mt-16 rounded-2xl border border-border bg-surface p-8 text-center">
      {title && <h2 className="text-2xl font-bold">{text(title)}</h2>}
      {body && <p className="mt-3 text-muted">{text(body)}</p>}
      <ActionRow actions={actions} className="mt-6 justify-center" />
    </aside>
  );
}
