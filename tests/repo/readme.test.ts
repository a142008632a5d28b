import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../src/engine/registry';

describe('The block table of docs/content-files.md', () => {
  it('lists every block type in its table, and no block that does not exist', () => {
    const readme = fs.readFileSync('docs/content-files.md', 'utf8');
    const listed = [...readme.matchAll(/^\| `([a-zA-Z]+)` +\|/gm)]
      .map((m) => m[1])
      .filter((name) => name !== 'type'); // the header row
    expect([...listed].sort()).toEqual(Object.keys(registry).sort());
  });
});
