import { createUsePuck } from '@puckeditor/core';
import { useEditor } from './context';
import { ANCHOR } from './convert';
import { problemsAt, type Problem } from './problems';

export const usePuck = createUsePuck();

/** The selected block's place in the page when the lint last ran ("" for the page's own fields). */
export function useItemBase(): string | null {
  const { problemItems } = useEditor();
  const id = usePuck((s) => s.selectedItem?.props.id as string | undefined);
  if (id === undefined) return '';
  const index = problemItems.indexOf(id);
  return index < 0 ? null : `/blocks/${index}`;
}

export function useFieldProblems(name: string): Problem[] {
  const { problems, file } = useEditor();
  const base = useItemBase();
  if (base === null) return [];
  // The block's own id travels as "anchor" in the editor (Puck keeps "id" for itself).
  const place = name === ANCHOR ? 'id' : name;
  return problemsAt(problems, file, base, place);
}
