import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config.ts';
import { DATABASES, serviceOf } from './tests/cms/e2e/where.ts';

/**
 * The team service's browser tests (`npm run test:cms`): `npm run cms` over a clone of a bare
 * remote made from this repository, in Debian's Chromium, twice: on the embedded database (every
 * test) and on PostgreSQL (the inbox's tests: the drafts side does not touch the database). One
 * worker: the people of a test share one service and one remote.
 */
export default defineConfig({
  testDir: 'tests/cms/e2e',
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  // Two real builds of the site (~1–2 min each on 2 cores) and the editor's first load.
  timeout: 480_000,
  expect: { timeout: 20_000 },
  use: {
    actionTimeout: 20_000,
    launchOptions: {
      ...base.use?.launchOptions,
      // The HTTPS front of the site's endpoints has a self-signed certificate. A context's
      // ignoreHTTPSErrors does not reach a beacon sent as its page unloads (the browser sends
      // it after the page is gone): about half of them were lost. The whole browser ignores it.
      args: [...(base.use?.launchOptions?.args ?? []), '--ignore-certificate-errors'],
    },
    // As the site's own browser tests: no decoration redrawn in software on every frame.
    reducedMotion: 'reduce',
    ...devices['Desktop Chrome'],
    channel: undefined,
    viewport: { width: 1440, height: 1000 },
  },
  projects: [
    {
      name: 'embedded',
      use: { baseURL: `http://127.0.0.1:${serviceOf('embedded').port}` },
    },
    {
      name: 'postgres',
      testMatch: /inbox\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${serviceOf('postgres').port}` },
    },
  ],
  webServer: DATABASES.map((database) => ({
    command: `tsx tests/cms/e2e/serve.ts ${database}`,
    url: `http://127.0.0.1:${serviceOf(database).port}/login`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The service's own log (the drafts' edit servers log there) next to the test's.
    stdout: 'pipe' as const,
    // The service stops its PostgreSQL cluster on its way out: it needs the signal, not a kill.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
  })),
});
