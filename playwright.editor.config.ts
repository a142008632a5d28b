import { defineConfig, devices } from '@playwright/test';
import { EDIT_PORT } from './tests/editor/where.ts';
import base from './playwright.config.ts';

/**
 * The visual editor's browser tests (`npm run test:edit`): `npm run edit` (the built editor) on a copy of the
 * repository, in Debian's Chromium. One worker: the tests save into the same copy in turn.
 */
export default defineConfig({
  testDir: 'tests/editor',
  // The editor's unit tests (*.test.ts, vitest's) live beside its browser tests.
  testMatch: /\.spec\.ts$/,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  // A test that saves runs the real lint over the whole copy (~5 s alone, 30 s on a loaded machine).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    actionTimeout: 20_000,
    baseURL: `http://127.0.0.1:${EDIT_PORT}`,
    launchOptions: base.use?.launchOptions,
    ...devices['Desktop Chrome'],
    channel: undefined,
    viewport: { width: 1440, height: 1000 },
  },
  webServer: {
    command: 'tsx tests/editor/copy-server.ts',
    // The first run builds the editor (npm run build:editor): about a minute on a loaded machine.
    url: `http://127.0.0.1:${EDIT_PORT}/__edit/api/project`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
