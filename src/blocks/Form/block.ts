import type { Load, Preloads } from '../../engine/descriptor';

export const load: Load<'form'> = () => import('./index');

/** A form with preferred times asks for their module up front (Field.tsx draws it lazily). */
export const preloads: Preloads<'form'> = (block) =>
  block.fields.some((field) => field.kind === 'timeWindows')
    ? ['src/blocks/Form/TimeWindowsInput.tsx']
    : [];
