// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Block } from '../../src/generated/schema-types';
import { PageRenderer } from '../../src/engine/PageRenderer';
import { preloadBlocks } from '../../src/engine/blocks';
import { Providers } from './render-helpers';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function mount(blocks: Block[]) {
  await preloadBlocks(blocks);
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    createRoot(container, { onCaughtError: () => undefined }).render(
      <Providers>
        <PageRenderer blocks={blocks} />
      </Providers>,
    );
  });
  return container;
}

const hero: Block = { type: 'hero', id: 'top', page: 't:page', title: 't:title', scene: false };
const stats: Block = {
  type: 'stats',
  metrics: [{ number: { value: 150, suffix: '+' }, label: 't:one' }],
};

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('PageRenderer', () => {
  it('renders blocks in order, each marked with data-block and its id', async () => {
    const c = await mount([hero, stats]);
    const rendered = [...c.querySelectorAll('[data-block]')].map((e) =>
      e.getAttribute('data-block'),
    );
    expect(rendered).toEqual(['hero', 'stats']);
    expect(c.querySelector('#top h1')?.textContent).toBe('We build');
    expect(c.textContent).toContain('150+');
  });

  it('leaves out an unknown block type and renders the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unknown = { type: 'heroo' } as unknown as Block;
    const c = await mount([hero, unknown, stats]);
    expect(c.querySelector('[data-block-error="heroo"]')).not.toBeNull();
    expect(c.querySelector('h1')?.textContent).toBe('We build');
    expect(c.textContent).toContain('150+');
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('block "heroo" failed'),
      expect.anything(),
      expect.anything(),
    );
  });

  it('isolates a block that throws while rendering', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Stats without metrics throws inside the component (metrics.map of undefined).
    const broken = { type: 'stats' } as unknown as Block;
    const c = await mount([hero, broken, stats]);
    expect(c.querySelectorAll('[data-block-error="stats"]')).toHaveLength(1);
    expect(c.querySelector('h1')?.textContent).toBe('We build');
    expect(c.textContent).toContain('150+');
  });

  it('tries a failed block again once its data changes (the editor’s undo clears the error box)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = { type: 'stats' } as unknown as Block;
    await preloadBlocks([stats]);
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container, { onCaughtError: () => undefined });
    const show = (blocks: Block[]) =>
      act(async () =>
        root.render(
          <Providers>
            <PageRenderer blocks={blocks} />
          </Providers>,
        ),
      );
    await show([broken]);
    expect(container.querySelectorAll('[data-block-error="stats"]')).toHaveLength(1);
    await show([{ ...stats }]);
    expect(container.querySelectorAll('[data-block-error]')).toHaveLength(0);
    expect(container.textContent).toContain('150+');
    await act(async () => root.unmount());
  });
});
