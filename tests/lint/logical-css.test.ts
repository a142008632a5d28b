import { describe, expect, it } from 'vitest';
import { findPhysicalClasses } from '../../scripts/lint/checkLogicalCss';

describe('logical CSS rule', () => {
  it('flags physical direction classes with the logical replacement', () => {
    const found = findPhysicalClasses(
      `<div className="ml-4 pr-2 left-0 text-right rounded-l-md border-r md:ml-2 -mr-1" />`,
    ).map((f) => `${f.found} → ${f.use}`);
    expect(found).toEqual([
      'ml-4 → ms-4',
      'pr-2 → pe-2',
      'left-0 → start-0',
      'text-right → text-end',
      'rounded-l-md → rounded-s-md',
      'border-r → border-e',
      'md:ml-2 → md:ms-2',
      '-mr-1 → -me-1',
    ]);
  });

  it('accepts logical classes and unrelated words', () => {
    expect(
      findPhysicalClasses(
        `<div className="ms-4 pe-2 start-0 text-start rounded-s-md border-e translate-x-1 leftover" />`,
      ),
    ).toEqual([]);
  });
});
