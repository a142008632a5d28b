import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository's rule for names in src/, editor/, cms/ and scripts/: a file of components is named in PascalCase after the
 * component (or the family of components) it holds, and is .tsx; every other module (functions,
 * hooks, data, entry points) is camelCase. No hyphens or underscores, so a reader finds `pageHead`
 * where the code says pageHead. Generated files follow their generator.
 */
const PASCAL = /^[A-Z][A-Za-z0-9]*\.tsx$/;
const CAMEL = /^[a-z][A-Za-z0-9]*(\.d)?\.(ts|tsx|mjs)$/;
const COMPONENT_EXPORT = /export (?:default )?(?:function|const|class) [A-Z]/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(file);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [file] : [];
  });
}

/** Every name under `root` that breaks the rule, with the reason. */
export function misnamed(root: string): string[] {
  return sourceFiles(root).flatMap((file) => {
    const name = path.basename(file);
    if (/^[A-Z]/.test(name)) {
      if (!PASCAL.test(name)) return [`${file}: a component file is PascalCase .tsx`];
      if (!COMPONENT_EXPORT.test(fs.readFileSync(file, 'utf8')))
        return [`${file}: PascalCase names a file of components, and it exports none`];
      return [];
    }
    return CAMEL.test(name) ? [] : [`${file}: a module's name is camelCase`];
  });
}

describe('file names under src/, editor/, cms/ and scripts/', () => {
  it.each(['src', 'editor', 'cms', 'scripts'])(
    '%s/ follows one rule for components and one for modules',
    (room) => {
      expect(misnamed(room)).toEqual([]);
    },
  );

  it('the rule can fail: a kebab-case module and a PascalCase file without a component', () => {
    const dir = fs.mkdtempSync(path.join(fs.mkdtempSync('/tmp/names-'), 'src'));
    fs.writeFileSync(path.join(dir, 'page-head.ts'), 'export const x = 1;\n');
    fs.writeFileSync(path.join(dir, 'Helpers.tsx'), 'export function helper() {}\n');
    fs.writeFileSync(path.join(dir, 'Card.tsx'), 'export function Card() { return null; }\n');
    fs.writeFileSync(path.join(dir, 'useText.ts'), 'export const useText = 1;\n');
    expect(
      misnamed(dir)
        .map((p) => path.basename(p.split(':')[0]!))
        .sort(),
    ).toEqual(['Helpers.tsx', 'page-head.ts']);
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  });
});
