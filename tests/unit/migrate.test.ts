import { describe, expect, it } from 'vitest';
import { CURRENT_VERSION, migrate } from '../../src/engine/migrate';

describe('page format migrations', () => {
  it('lifts a page without schemaVersion (version 0) to the current version', () => {
    const before = {
      meta: { title: 'home:meta.title', description: 'home:meta.description' },
      blocks: [],
    };
    expect(migrate(before)).toEqual({ ...before, schemaVersion: CURRENT_VERSION });
  });

  it('leaves current pages untouched', () => {
    const page = { schemaVersion: 1, redirect: '/app/business/overview' };
    expect(migrate(page)).toEqual(page);
  });

  it('refuses pages from a newer format', () => {
    expect(() => migrate({ schemaVersion: CURRENT_VERSION + 1 })).toThrow(/newer than this build/);
  });
});
