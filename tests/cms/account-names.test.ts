import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nameProblem } from '../../cms/auth/users.ts';

/** git's own verdict on the draft branch an account name makes: the oracle. */
const gitTakes = (name: string) =>
  spawnSync('git', ['check-ref-format', `refs/heads/draft/${name}`]).status === 0;

describe('account names', () => {
  it('refuses the names git refuses as a branch, in words', () => {
    for (const name of ['x.lock', 'a..b', 'ab.', '-ab', '.ab', 'a@{b', 'a b', 'ab/', 'a~b', 'a']) {
      expect(gitTakes(name) && nameProblem(name) === null ? name : null).toBeNull();
      expect(nameProblem(name), name).toMatch(/^a name /);
    }
    for (const name of ['amina', 'y.el-idrissi', 'ab', 'a_b.c'])
      expect(nameProblem(name)).toBeNull();
  });

  it('accepts only names git takes as draft/<name> (property, git check-ref-format as oracle)', () => {
    const char = fc.constantFrom(...'ab.-_@{}/~^:?*[\\ 09lockAZ\u0000\u007f\u00e9'.split(''));
    const names = fc.oneof(
      fc.string({ unit: char, minLength: 1, maxLength: 12 }),
      fc
        .tuple(
          fc.stringMatching(/^[a-z0-9][a-z0-9._-]{1,20}$/),
          fc.constantFrom('', '.lock', '.', '..x'),
        )
        .map(([a, b]) => a + b),
    );
    fc.assert(
      fc.property(names, (name) => {
        if (nameProblem(name) === null) expect(gitTakes(name), name).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
