import fs from 'node:fs';
import path from 'node:path';
import { expect, it as test } from 'vitest';
import { blockFolder } from '../../scripts/lib/schemas';
import { builtModules, builtRoutes, DIST } from '../site';

/**
 * The visual editor is a development tool (docs/architecture.md#editors-edit-through-the-schemas):
 * its code and its library must never reach a visitor. The build writes the client bundle's module
 * list (scripts/vite/moduleList.ts).
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

/**
 * The Spline runtime (3 MB of JavaScript that calls Spline's own hosts) is built only when
 * site.json names a scene (scripts/vite/heroScene.ts); without one, not even a lazy chunk of it
 * may be shipped. With one, the seam's loader and the runtime are there.
 */
test('the 3D runtime ships only when site.json names a scene', () => {
  const site = JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, '../../site.json'), 'utf8'),
  ) as { scene?: string };
  const modules = JSON.parse(
    fs.readFileSync(path.join(DIST, '.vite', 'modules.json'), 'utf8'),
  ) as string[];
  const spline = modules.filter((m) =>
    /@splinetool\/|^src\/blocks\/Hero\/scene\/(loaded|configured)\./.test(m),
  );
  const mentioning = fs
    .readdirSync(path.join(DIST, 'assets'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js'))
    .filter((f) =>
      /@splinetool|spline\.design|splinecode/i.test(
        fs.readFileSync(path.join(DIST, 'assets', f), 'utf8'),
      ),
    );
  expect(modules).toContain('src/blocks/Hero/scene/index.tsx');
  if (site.scene) {
    expect(spline).toContain('src/blocks/Hero/scene/loaded.tsx');
    expect(mentioning.length).toBeGreaterThan(0);
  } else {
    expect(spline).toEqual([]);
    expect(mentioning).toEqual([]);
  }
});

test('the preferred times of a booking are listed where a form asks for them, and only there', () => {
  const timeWindows = (route: string) =>
    builtModules(route).some((m) => /\/assets\/TimeWindowsInput-/.test(m));
  for (const lang of ['', 'ar', 'fr']) {
    expect(timeWindows(path.join(lang, 'book-consultation'))).toBe(true);
    expect(timeWindows(path.join(lang, 'careers'))).toBe(false);
    expect(timeWindows(path.join(lang, 'contact'))).toBe(false);
  }
  // And their parser with them: a form without the field does not carry it.
  const parser = (route: string) =>
    builtModules(route).some((m) =>
      fs.readFileSync(path.join(DIST, m), 'utf8').includes('too many windows'),
    );
  expect(parser('book-consultation')).toBe(true);
  expect(parser('careers')).toBe(false);
  expect(parser('contact')).toBe(false);
});

test('React 19’s own useSyncExternalStore serves react-i18next: its shim for older React is not shipped', () => {
  const modules = JSON.parse(
    fs.readFileSync(path.join(DIST, '.vite', 'modules.json'), 'utf8'),
  ) as string[];
  expect(modules.filter((m) => m.includes('use-sync-external-store'))).toEqual([]);
  expect(modules).toContain('src/i18n/syncExternalStore.ts');
});

test('react-router is bundled from its production files (its development ones keep every warning)', () => {
  const modules = JSON.parse(
    fs.readFileSync(path.join(DIST, '.vite', 'modules.json'), 'utf8'),
  ) as string[];
  const router = modules.filter((m) => m.includes('node_modules/react-router/'));
  expect(router.length).toBeGreaterThan(0);
  expect(router.filter((m) => !m.includes('/dist/production/'))).toEqual([]);
});

/**
 * The notes the site's JSON files keep for their editors ($comment, $schema) are not shipped to
 * visitors (scripts/vite/jsonNotes.ts): locales/currency-words.json's note alone was 0.3 KB gzip
 * of every page's code. The files the browser's code imports still arrive, without them.
 */
test('the JSON files in the bundle come without their editors’ notes', () => {
  const file = path.join(import.meta.dirname, '../../locales/currency-words.json');
  const words = JSON.parse(fs.readFileSync(file, 'utf8')) as { $comment: string };
  const js = fs
    .readdirSync(path.join(DIST, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => fs.readFileSync(path.join(DIST, 'assets', f), 'utf8'))
    .join('\n');
  expect(words.$comment.length).toBeGreaterThan(100);
  expect(js).not.toContain(words.$comment.slice(0, 60));
  expect(js).not.toContain('$comment');
  expect(js).not.toContain('schemas/site.schema.json');
  // The data itself is there: the site's address, as site.json has it.
  const site = JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, '../../site.json'), 'utf8'),
  ) as { url: string };
  expect(js).toContain(site.url);
});

/**
 * Every page asks for the code of every block it shows with the app's own (public/start.js reads
 * the list), found in whatever chunk the bundler put it: a block that another module imports too
 * (the sticky bar, which the testimonials' page draws itself) is bundled into a shared chunk the
 * manifest names otherwise, and was missing from its pages' lists, fetched a round trip after the
 * app, then its own imports another (/ar/solutions hydrated 0.45 s later on a slow phone).
 */
test('every page lists the chunk of each of its blocks among the modules it fetches first', () => {
  const chunkOf = JSON.parse(
    fs.readFileSync(path.join(DIST, '.vite', 'chunks.json'), 'utf8'),
  ) as Record<string, string>;
  const seen = new Set<string>();
  let pages = 0;
  for (const route of builtRoutes()) {
    const html = fs.readFileSync(path.join(DIST, route, 'index.html'), 'utf8');
    const list = /<script type="application\/json" id="modules" data-boot="([^"]+)">([^<]*)</.exec(html);
    if (!list) continue;
    const listed = JSON.parse(list[2]!) as string[];
    const boot = JSON.parse(fs.readFileSync(path.join(DIST, list[1]!), 'utf8')) as {
      resolution: { page: { blocks: { type: string }[] } };
    };
    for (const { type } of boot.resolution.page.blocks) {
      const chunk = chunkOf[`src/blocks/${blockFolder(type)}/index.tsx`];
      expect(chunk, `${route}: ${type}`).toBeDefined();
      expect(listed, `${route}: ${type}`).toContain(`/${chunk}`);
      seen.add(type);
    }
    pages++;
  }
  expect(pages).toBeGreaterThan(400);
  expect(seen).toContain('stickyCta');
});
