import fs from 'node:fs';
import path from 'node:path';
import { createServer } from 'vite';
import { expect, it } from 'vitest';

const root = path.resolve('.');
const factsFile = path.join(root, 'content', 'facts.json');

/** Every module under src/ that imports content/facts.json, as a dev-server URL. */
function importersOfFacts(): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync('src', { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (/from ['"][./]+content\/facts\.json['"]/.test(fs.readFileSync(file, 'utf8')))
      found.push('/' + path.relative(root, file).split(path.sep).join('/'));
  }
  return found;
}

// The visual editor saves content/facts.json through a Vite dev server. Seen: the status went blank
// instead of "Saved", because the config imported the file through the build code (a changed
// config file restarts the server, which reloads the page), and because the module that imports
// it did not accept its update (Vite reloads a page whose changed module nothing accepts).
it('a saved facts file neither restarts the dev server nor reloads the page', async () => {
  const importers = importersOfFacts();
  expect(importers.length).toBeGreaterThan(0);
  const server = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    logLevel: 'silent',
  });
  try {
    expect(server.config.configFileDependencies).not.toContain(factsFile);
    const graph = server.environments.client.moduleGraph;
    for (const url of importers) {
      await server.environments.client.transformRequest(url);
      const mod = await graph.getModuleByUrl(url);
      const accepted = [...(mod?.acceptedHmrDeps ?? [])].map((m) => m.file);
      expect(accepted, url).toContain(factsFile);
    }
  } finally {
    await server.close();
  }
}, 30_000);
