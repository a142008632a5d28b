// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { showTheme, THEME_SWITCH_CLASS } from '../../src/app/theme';

describe('a change of theme', () => {
  it('holds transitions off for the frame that repaints, and only when the theme changes', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f));
    const html = document.createElement('html');
    showTheme(html, false);
    expect(html.classList.contains(THEME_SWITCH_CLASS)).toBe(false);
    expect(frames).toHaveLength(0);
    showTheme(html, true);
    expect([...html.classList]).toEqual([THEME_SWITCH_CLASS, 'dark']);
    frames.shift()!(0);
    expect(html.classList.contains(THEME_SWITCH_CLASS)).toBe(true);
    frames.shift()!(0);
    expect([...html.classList]).toEqual(['dark']);
    vi.unstubAllGlobals();
  });
});
