import { useEffect, type Dispatch, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import type { FormField } from '../../generated/schema-types';
import { prefillFrom, type FormAction } from './machine';
import { safeDecode } from '../../engine/url';

/**
 * A link such as /careers?position=devops-engineer#apply (the job board's Apply Now) preselects
 * that choice. When the link points at this form, the form is scrolled to and the preselected
 * field takes focus, so the visitor sees the choice and goes on from there.
 */
export function usePrefill(
  fields: readonly FormField[],
  blockId: string | undefined,
  form: RefObject<HTMLFormElement | null>,
  dispatch: Dispatch<FormAction>,
) {
  const { search, hash, key } = useLocation();
  useEffect(() => {
    const values = prefillFrom(search, fields);
    const names = Object.keys(values);
    if (!names.length) return;
    dispatch({ kind: 'prefill', values });
    if (!blockId || safeDecode(hash.slice(1)) !== blockId) return;
    const target = form.current?.elements.namedItem(names[0] ?? '');
    if (!(target instanceof HTMLElement)) return;
    // The block's wrapper carries the anchor and the offset under the sticky header.
    document.getElementById(blockId)?.scrollIntoView();
    target.focus({ preventScroll: true });
    // Every navigation (a second Apply Now on the same address too) gets a new key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
