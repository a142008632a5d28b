import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DIST } from './helpers';

/**
 * The visual editor is a development tool (issue 13): its code and its library must never reach
 * a visitor. The build writes the client bundle's module list (scripts/vite/module-list.ts).
 */
test('nothing of the visual editor is in the site’s bundle', () => {
  const modules = JSON.parse(
    fs.readFileSync(path.join(DIST, '.vite', 'modules.json'), 'utf8'),
  ) as string[];
  // The list is real: the app's entry and a block are in it.
  expect(modules).toContain('src/main.tsx');
  expect(modules.some((m) => m.startsWith('src/blocks/Hero/'))).toBe(true);
  const editorModules = modules.filter((m) =>
    /^editor\/|@puckeditor|scripts\/lib\/edit\/|scripts\/edit\.ts/.test(m),
  );
  expect(editorModules).toEqual([]);
  // And no shipped file mentions the editor's library or its API.
  const assets = fs.readdirSync(path.join(DIST, 'assets')).filter((f) => /\.(js|css)$/.test(f));
  expect(assets.length).toBeGreaterThan(5);
  for (const file of assets) {
    const text = fs.readFileSync(path.join(DIST, 'assets', file), 'utf8');
    expect(text.includes('__edit/api') || /puck/i.test(text), file).toBe(false);
  }
});
