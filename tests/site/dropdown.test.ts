import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CLOSE_DELAY_MS,
  Dropdown,
  FADE_MS,
  type DropdownSnapshot,
} from '../../src/app/shell/dropdown';

describe('navigation dropdown timing (docs/site/shell.md#dropdown-timing)', () => {
  let seen: DropdownSnapshot[];
  let dropdown: Dropdown;
  beforeEach(() => {
    vi.useFakeTimers();
    seen = [];
    dropdown = new Dropdown((s) => seen.push(s));
  });
  afterEach(() => vi.useRealTimers());

  it('closes 150 ms after the pointer leaves, then clears the fade 300 ms later', () => {
    expect(CLOSE_DELAY_MS).toBe(150);
    expect(FADE_MS).toBe(300);
    dropdown.open('company');
    dropdown.leave();
    vi.advanceTimersByTime(149);
    expect(dropdown.snapshot).toEqual({ open: 'company', closing: null });
    vi.advanceTimersByTime(1);
    expect(dropdown.snapshot).toEqual({ open: null, closing: 'company' });
    vi.advanceTimersByTime(299);
    expect(dropdown.snapshot.closing).toBe('company');
    vi.advanceTimersByTime(1);
    expect(dropdown.snapshot).toEqual({ open: null, closing: null });
  });

  it('stays open when the pointer comes back within the delay', () => {
    dropdown.open('company');
    dropdown.leave();
    vi.advanceTimersByTime(100);
    dropdown.open('company');
    vi.advanceTimersByTime(1000);
    expect(dropdown.snapshot).toEqual({ open: 'company', closing: null });
  });

  it('switches straight to another group and cancels a running fade', () => {
    dropdown.open('company');
    dropdown.close();
    expect(dropdown.snapshot).toEqual({ open: null, closing: 'company' });
    dropdown.open('services');
    expect(dropdown.snapshot).toEqual({ open: 'services', closing: null });
    vi.advanceTimersByTime(1000);
    expect(dropdown.snapshot).toEqual({ open: 'services', closing: null });
  });

  it('toggles on click or key press', () => {
    dropdown.toggle('company');
    expect(dropdown.snapshot.open).toBe('company');
    dropdown.toggle('company');
    expect(dropdown.snapshot).toEqual({ open: null, closing: 'company' });
    expect(seen.length).toBe(2);
  });
});
