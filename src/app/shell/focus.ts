/** Moves focus among a list of elements with arrow keys, Home and End; true if it handled the key. */
export function moveFocus(items: HTMLElement[], key: string, rtl = false): boolean {
  const index = items.indexOf(document.activeElement as HTMLElement);
  const next = (i: number) => items[(i + items.length) % items.length]?.focus();
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === 'ArrowDown' || key === forward) next(index + 1);
  else if (key === 'ArrowUp' || key === back) next(index < 0 ? items.length - 1 : index - 1);
  else if (key === 'Home') next(0);
  else if (key === 'End') next(items.length - 1);
  else return false;
  return true;
}
