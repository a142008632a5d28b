// @vitest-environment happy-dom
import { act, useLayoutEffect, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type * as ResolveModule from '../../src/engine/resolve';
import type { Resolution } from '../../src/engine/resolve';
import { MemoryRouter } from 'react-router-dom';
import { WordsContext, type Words } from '../../src/i18n/WordsContext';
import { createServerI18n } from '../../src/i18n/i18n';
import { mount } from '../dom-mount';

/*
 * A navigation renders in a transition, whose effects run a task after the commit. A page whose
 * fetch settles in that gap must still be shown: the host once asked the entry in its effect, saw
 * it settled and subscribed to nothing, and the old page stayed on screen for good (the browser
 * suite's rare "the move never ended" failures, with no request left pending).
 */

interface Entry {
  promise: Promise<Resolution>;
  settled?: { ok: true; value: Resolution } | { ok: false; error: unknown };
}
const control = vi.hoisted(() => ({ entry: null as unknown as Entry }));

vi.mock('../../src/engine/resolve', async (original) => ({
  ...(await original<typeof ResolveModule>()),
  resolutionEntry: () => control.entry,
}));
vi.mock('../../src/app/Layout', () => ({
  Layout: ({ children }: { children: ReactNode }) => <div>{children}</div>,
}));
vi.mock('../../src/engine/PageRenderer', () => ({
  PageRenderer: () => <h1>The next page</h1>,
}));
vi.mock('../../src/app/shell/LoadingScreen', () => ({
  LoadingScreen: () => <p>Loading</p>,
}));

const { PageHost } = await import('../../src/app/PageHost');

const next: Resolution = {
  kind: 'page',
  lang: 'en',
  path: '/about',
  file: '/pages/about.json',
  params: {},
  page: { blocks: [] },
  namespaces: [],
} as unknown as Resolution;

const words: Words = {
  forLanguage: () => createServerI18n('en', { common: {} }),
  ensure: async () => undefined,
};

/** Settles the entry during the commit, after the host rendered it unsettled, before its effects. */
function SettleInTheGap() {
  useLayoutEffect(() => {
    control.entry.settled = { ok: true, value: next };
  }, []);
  return null;
}

describe('the page host', () => {
  it('shows a page whose load settled between its render and its effect', async () => {
    let resolve!: (r: Resolution) => void;
    control.entry = { promise: new Promise<Resolution>((r) => (resolve = r)) };
    const container = mount(
      <MemoryRouter initialEntries={['/about']}>
        <WordsContext.Provider value={words}>
          <PageHost />
          <SettleInTheGap />
        </WordsContext.Provider>
      </MemoryRouter>,
    );
    resolve(next);
    await act(async () => {
      await control.entry.promise;
    });
    expect(container.querySelector('h1')?.textContent).toBe('The next page');
  });

  it('shows a page that had settled before it rendered, without waiting on anything', () => {
    control.entry = { promise: Promise.resolve(next), settled: { ok: true, value: next } };
    const container = mount(
      <MemoryRouter initialEntries={['/about']}>
        <WordsContext.Provider value={words}>
          <PageHost />
        </WordsContext.Provider>
      </MemoryRouter>,
    );
    expect(container.querySelector('h1')?.textContent).toBe('The next page');
  });
});
