import { useGetPuck, type PuckAction } from '@puckeditor/core';
import { useEffect } from 'react';
import { ownTexts } from './config';
import { useEditor } from './context';
import { ANCHOR } from './convert';

type Listener = (action: PuckAction) => void;
const listeners = new Set<Listener>();

/** Puck's onAction, passed on to the parts of the editor that need to follow an action. */
export const announceAction = (action: PuckAction) => listeners.forEach((l) => l(action));

/**
 * A duplicated block gets texts of its own (and no anchor, which must stay unique): Puck copies
 * the props as they are, and two blocks sharing one key would change together when edited.
 */
export function DuplicateTexts() {
  const getPuck = useGetPuck();
  const { schemas, words, ns } = useEditor();
  useEffect(() => {
    const listener: Listener = (action) => {
      if (action.type !== 'duplicate') return;
      // After Puck has applied the duplicate: the copy is the item right after the source.
      setTimeout(() => {
        const { appState, dispatch } = getPuck();
        const index = action.sourceIndex + 1;
        const item = appState.data.content[index];
        if (!item || !schemas[`schemas/blocks/${item.type}.schema.json`]) return;
        const props = ownTexts(schemas, item.type, item.props, words, ns);
        delete props[ANCHOR];
        dispatch({
          type: 'replace',
          destinationIndex: index,
          destinationZone: action.sourceZone,
          data: { ...item, props: props as typeof item.props },
        });
      });
    };
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, [getPuck, schemas, words, ns]);
  return null;
}
