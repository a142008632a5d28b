import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import { describe, expect, it } from 'vitest';
import { siteFiles } from '../../scripts/vite/siteFiles';

/** The dev server's middleware of the site-files plugin, asked for one address. */
function ask(url: string): { passed: boolean; type?: string } {
  let handler: Connect.NextHandleFunction | undefined;
  const server = {
    middlewares: { use: (h: Connect.NextHandleFunction) => (handler = h) },
    watcher: { add: () => {}, on: () => {} },
    ws: { send: () => {} },
  } as unknown as ViteDevServer;
  // The hook as Vite calls it: with the dev server, its plugin context unused.
  const configure = (siteFiles(process.cwd()) as Plugin).configureServer as unknown as (
    s: ViteDevServer,
  ) => void;
  configure(server);
  const headers: Record<string, string> = {};
  let passed = false;
  const res = {
    setHeader: (k: string, v: string) => (headers[k.toLowerCase()] = v),
    end: () => {},
    statusCode: 200,
  } as unknown as ServerResponse;
  handler!({ url } as IncomingMessage, res, () => (passed = true));
  return { passed, type: headers['content-type'] };
}

describe('the dev server serves content/ and locales/ as files', () => {
  it('answers a fetch of a content file with the file', () => {
    expect(ask('/content/facts.json')).toEqual({
      passed: false,
      type: 'application/json; charset=utf-8',
    });
  });

  it("leaves a module's import of the same file to Vite (the app imports content/facts.json)", () => {
    expect(ask('/content/facts.json?import').passed).toBe(true);
    expect(ask('/content/facts.json?t=1700000000000&import').passed).toBe(true);
  });
});
