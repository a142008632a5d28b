/**
 * What a visitor did on the prerendered page before the app took it over. On a slow phone the
 * page is readable, and its forms usable, a second or more before the app's code arrives. React
 * hydrates a field with the typed text still on screen but never tells the block, whose state
 * still holds the empty value; the block's next render then empties the field. A contact form
 * filled in meanwhile answered Send with "required" under fields that visibly held text, and a
 * search box typed into filtered nothing.
 *
 * public/start.js notes each field's last value as it is typed. Once the page has hydrated, each
 * is announced to its block the way the browser announces typing: an `input` event (a `change`
 * for selects and files), which React turns into the block's own onChange, checks included.
 * Then the forms start.js held, because they were sent before the app could send them, are sent
 * again, with those answers.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (target: EventTarget): target is Field =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

/**
 * React notices a change only when the value differs from the one it last saw, and hydration (or
 * a render since) made it see another. Assigning through the field itself (React watches that
 * setter) tells it the field is empty; the prototype's setter then puts the typed text back
 * without telling it, so the event that follows reads as the visitor's edit.
 */
function announce(field: Field, typed: string) {
  if (field instanceof HTMLSelectElement || field.type === 'file') {
    // A file input keeps its files (no script can set them), and a select takes the choice back.
    if (field instanceof HTMLSelectElement) field.value = typed;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  // Check boxes and radios are announced by a click, which would also toggle them: the
  // prerendered pages have none (a consent dialog opens only once the app runs).
  if (field.type === 'checkbox' || field.type === 'radio') return;
  const { selectionStart, selectionEnd } = field;
  const focused = document.activeElement === field;
  field.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
  // The visitor may be typing in it right now: the caret stays where it was.
  if (focused && selectionStart !== null) field.setSelectionRange(selectionStart, selectionEnd);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export function takeOverEarlyInput(typed: ReadonlyMap<EventTarget, string>) {
  for (const [field, value] of typed)
    if (isField(field) && field.isConnected && value !== '') announce(field, value);
  const held = [...document.querySelectorAll<HTMLFormElement>('form[data-held-submit]')];
  // Sent once React has applied those answers: it renders them before the next task.
  setTimeout(() => {
    for (const form of held) {
      form.removeAttribute('data-held-submit');
      if (form.isConnected) form.requestSubmit();
    }
  }, 0);
}
