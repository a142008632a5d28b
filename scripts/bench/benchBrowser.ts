import type { Browser } from '@playwright/test';

/**
 * The built site in `dist` served on a free local port, and a headless Chromium to visit it
 * (CHROMIUM_PATH, else the system's). `close()` stops both. Playwright and the server are loaded
 * only when a bench that needs a browser runs.
 */
export async function servedSite(
  dist: string,
  extraArgs: string[] = [],
): Promise<{ port: number; browser: Browser; close: () => Promise<void> }> {
  const { chromium } = await import('@playwright/test');
  const { createStaticServer } = await import('../lib/staticServer.ts');
  const server = createStaticServer(dist).listen(0);
  const port = (server.address() as { port: number }).port;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', ...extraArgs],
  });
  const close = async () => {
    await browser.close();
    server.close();
  };
  return { port, browser, close };
}
