import type { ReactNode } from 'react';
import { useEditor } from './context';
import { editorMessage, placeOf } from './messages';
import { usePuck } from './useProblems';

interface Selector {
  index: number;
  zone?: string;
}

/**
 * Above the fields: moving the selected block by keyboard (Puck's canvas moves it by drag), and
 * every problem of the last save, so nothing the lint said is hidden behind a collapsed field.
 */
export function FieldsPanel({
  itemSelector,
  children,
}: {
  itemSelector: Selector | null;
  children: ReactNode;
}) {
  const { problems } = useEditor();
  const dispatch = usePuck((s) => s.dispatch);
  const count = usePuck((s) => s.appState.data.content.length);
  const type = usePuck((s) => s.selectedItem?.type);
  const move = (by: number) => {
    if (!itemSelector) return;
    const zone = itemSelector.zone ?? 'root:default-zone';
    const to = itemSelector.index + by;
    if (to < 0 || to >= count) return;
    dispatch({
      type: 'move',
      sourceIndex: itemSelector.index,
      sourceZone: zone,
      destinationIndex: to,
      destinationZone: zone,
    });
    dispatch({ type: 'setUi', ui: { itemSelector: { index: to, zone } } });
  };
  return (
    <div className="ed-fields">
      {itemSelector && type && (
        <div className="ed-move" role="group" aria-label={`Move this ${type} block`}>
          <span>
            Block {itemSelector.index + 1} of {count}
          </span>
          <button type="button" onClick={() => move(-1)} disabled={itemSelector.index === 0}>
            Move up
          </button>
          <button type="button" onClick={() => move(1)} disabled={itemSelector.index >= count - 1}>
            Move down
          </button>
        </div>
      )}
      {problems.length > 0 && (
        <section className="ed-all-problems" aria-labelledby="ed-all-problems-title">
          <h2 id="ed-all-problems-title">Problems to fix before saving ({problems.length})</h2>
          <ul>
            {problems.map((p, i) => (
              <li key={i}>
                <span className="ed-where">{placeOf(p)}</span> {editorMessage(p)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {children}
    </div>
  );
}
