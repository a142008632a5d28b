// @vitest-environment happy-dom
/**
 * A page's sections marked phoneFolded wait on a phone behind one "Show N more" button after the
 * last of them (/services' seven services), and an address naming one opens them
 * (src/engine/phoneFold.tsx).
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Block } from '../../src/generated/schema-types';
import { PageRenderer } from '../../src/engine/PageRenderer';
import { preloadBlocks } from '../../src/engine/blocks';
import { Providers } from './render-helpers';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const section = (id: string, phoneFolded?: boolean): Block => ({
  type: 'serviceSection',
  id,
  title: `t:${id}`,
  tagline: 't:tagline',
  summary: 't:summary',
  ...(phoneFolded ? { phoneFolded } : {}),
});
const blocks = [section('one'), section('two'), section('three', true), section('four', true)];

async function mount() {
  await preloadBlocks(blocks);
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    createRoot(container).render(
      <Providers>
        <PageRenderer blocks={blocks} />
      </Providers>,
    );
  });
  const folded = () =>
    [...container.querySelectorAll('[data-block]')]
      .filter((b) => b.classList.contains('max-sm:hidden'))
      .map((b) => b.id);
  return { container, folded };
}

afterEach(() => {
  document.body.innerHTML = '';
  window.location.hash = '';
  vi.restoreAllMocks();
});

describe('phoneFolded sections', () => {
  it('are hidden on a phone until the one button after the last of them opens them', async () => {
    const { container, folded } = await mount();
    expect(folded()).toEqual(['three', 'four']);
    const buttons = container.querySelectorAll<HTMLButtonElement>('button[data-phone-show-more]');
    expect(buttons).toHaveLength(1);
    // After the last folded section, controlling every folded one.
    expect(buttons[0]!.closest('div')?.previousElementSibling?.id).toBe('four');
    expect(buttons[0]!.getAttribute('aria-controls')).toBe('three four');
    await act(async () => buttons[0]!.click());
    expect(folded()).toEqual([]);
  });

  it('open when the address names one of them, which is brought into view', async () => {
    const seen = vi.fn();
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (
      this: HTMLElement,
    ) {
      seen(this.id);
    });
    window.location.hash = '#four';
    const { folded } = await mount();
    expect(folded()).toEqual([]);
    expect(seen).toHaveBeenCalledWith('four');
  });

  it('stay folded when the address names a section already shown', async () => {
    window.location.hash = '#one';
    const { folded } = await mount();
    expect(folded()).toEqual(['three', 'four']);
  });
});
