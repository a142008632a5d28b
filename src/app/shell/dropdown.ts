/**
 * A dropdown closes 150 ms after the pointer leaves, its fade cleaned up 300 ms later
 * (docs/site/shell.md#dropdown-timing).
 */
export const CLOSE_DELAY_MS = 150;
export const FADE_MS = 300;

export interface DropdownSnapshot {
  /** The menu shown (fully visible). */
  open: string | null;
  /** A menu fading out; it stays mounted until the fade is over. */
  closing: string | null;
}

type Timer = ReturnType<typeof setTimeout>;

/**
 * Hover, click and keyboard all drive the same small state machine, so pointer and keyboard
 * users get the same menus. Written here rather than taken from a menu library because the spec
 * fixes these timings and the navigation sits in every page's initial JavaScript.
 */
export class Dropdown {
  private state: DropdownSnapshot = { open: null, closing: null };
  private closeTimer: Timer | undefined;
  private fadeTimer: Timer | undefined;

  constructor(private readonly onChange: (s: DropdownSnapshot) => void) {}

  get snapshot(): DropdownSnapshot {
    return this.state;
  }

  private set(next: DropdownSnapshot) {
    this.state = next;
    this.onChange(next);
  }

  open(id: string) {
    clearTimeout(this.closeTimer);
    clearTimeout(this.fadeTimer);
    if (this.state.open !== id || this.state.closing) this.set({ open: id, closing: null });
  }

  /** The pointer left: close after the delay unless it comes back. */
  leave() {
    clearTimeout(this.closeTimer);
    this.closeTimer = setTimeout(() => this.close(), CLOSE_DELAY_MS);
  }

  // An arrow property, so it can be handed around as a callback (outside-click handlers).
  close = () => {
    clearTimeout(this.closeTimer);
    const { open } = this.state;
    if (!open) return;
    this.set({ open: null, closing: open });
    clearTimeout(this.fadeTimer);
    this.fadeTimer = setTimeout(() => this.set({ open: null, closing: null }), FADE_MS);
  };

  toggle(id: string) {
    if (this.state.open === id) this.close();
    else this.open(id);
  }

  dispose() {
    clearTimeout(this.closeTimer);
    clearTimeout(this.fadeTimer);
  }
}
