// @vitest-environment node
/**
 * The team service runs as built JavaScript (build/cms/, `npm run build:cms`, run by `npm run
 * cms` with plain Node): every package its build imports is a `dependencies` entry, so that
 * `npm ci --omit=dev` on a server installs all it needs; no development tool (Vitest, Playwright,
 * tsx, a TypeScript loader) is among them. The browser test of the service runs that build.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const out = path.join(root, 'build', 'cms');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** The package an import names (`@scope/name/sub` → `@scope/name`), or null for a file or built-in. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:'))
    return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return builtinModules.includes(name) ? null : name;
}

describe('the service’s build', () => {
  it('imports only packages of `dependencies`, and no development tool', () => {
    if (!fs.existsSync(path.join(out, 'main.js'))) {
      const built = spawnSync('npm', ['run', '--silent', 'build:cms'], {
        cwd: root,
        encoding: 'utf8',
      });
      expect(built.status, built.stderr).toBe(0);
    }
    const packages = new Set<string>();
    for (const file of fs.readdirSync(out).filter((f) => f.endsWith('.js'))) {
      const code = fs.readFileSync(path.join(out, file), 'utf8');
      const specifier = `["']([@\\w][\\w@./-]*)["']`;
      const imports = new RegExp(
        `^\\s*import\\s[^;]*?from\\s*${specifier}|^\\s*import\\s*${specifier}|\\bimport\\(\\s*${specifier}\\s*\\)`,
        'gm',
      );
      for (const m of code.matchAll(imports)) {
        const found = m[1] ?? m[2] ?? m[3]!;
        const name = packageOf(found);
        if (name) packages.add(name);
      }
    }
    expect(packages.size).toBeGreaterThan(5);
    for (const name of packages) {
      expect(Object.keys(pkg.devDependencies), `${name} is a devDependency`).not.toContain(name);
      expect(Object.keys(pkg.dependencies), `${name} is not a dependency`).toContain(name);
    }
    for (const tool of ['tsx', 'vitest', '@playwright/test', 'typescript'])
      expect(packages.has(tool), tool).toBe(false);
    // Its own code is all inside: no TypeScript file is left for a loader to read.
    for (const file of fs.readdirSync(out).filter((f) => f.endsWith('.js')))
      expect(fs.readFileSync(path.join(out, file), 'utf8')).not.toMatch(
        /from\s*["'][^"']+\.tsx?["']/,
      );
  });
});
