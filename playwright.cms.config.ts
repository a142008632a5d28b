import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config.ts';
import { CMS_PORT } from './tests/cms/e2e/where.ts';

/**
 * The team service's browser test (`npm run test:cms`): `npm run cms` over a clone of a bare
 * remote made from this repository, in Debian's Chromium. One worker: the people of the test
 * share one service and one remote.
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
    baseURL: `http://127.0.0.1:${CMS_PORT}`,
    launchOptions: base.use?.launchOptions,
    ...devices['Desktop Chrome'],
    channel: undefined,
    viewport: { width: 1440, height: 1000 },
  },
  webServer: {
    command: 'tsx tests/cms/e2e/serve.ts',
    url: `http://127.0.0.1:${CMS_PORT}/login`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
