import { useSyncExternalStore } from 'react';
import { useEditor } from './context';
import { splitKey } from './words';

/** An item of a list, named by its first words in the language being edited. */
export function ItemSummary({ item, index }: { item: Record<string, unknown>; index: number }) {
  const { words, lang } = useEditor();
  useSyncExternalStore(words.subscribe, () => words.version);
  const first = Object.values(item).find((v) => typeof v === 'string' && v.length > 0);
  const key = typeof first === 'string' ? splitKey(first) : null;
  const text = key ? (words.get(lang, key.ns, key.key) ?? first) : first;
  const short = typeof text === 'string' && text.length > 48 ? `${text.slice(0, 47)}…` : text;
  return (
    <>
      {index + 1}. {typeof short === 'string' && short ? short : '(new)'}
    </>
  );
}
