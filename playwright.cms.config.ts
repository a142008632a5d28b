import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * The CMS's own pages in a browser (`npm run test:cms`): `npm run cms` on a temporary data folder
 * and database, with one account made the way a person makes it (the password piped to
 * `user add`), in Debian's Chromium.
 */
export const CMS_PORT = Number(process.env.CMS_E2E_PORT ?? 4450);
export const CMS_USER = 'e2e-publisher';
export const CMS_PASSWORD = 'e2e password of the test';
/** The site's origin the spec posts leads from. */
export const SITE_ORIGIN = 'https://site.test';

export default defineConfig({
  testDir: 'tests/cms/e2e',
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${CMS_PORT}`,
    launchOptions: base.use?.launchOptions,
    ...devices['Desktop Chrome'],
    channel: undefined,
  },
  webServer: {
    command: [
      // One folder per port, emptied at each start: a run leaves at most one behind (~40 MB).
      `D=\${TMPDIR:-/tmp}/agency-cms-e2e-${CMS_PORT}`,
      'rm -rf "$D"',
      'mkdir -p "$D"',
      `printf '%s\\n' '${CMS_PASSWORD}' | CMS_DATA="$D" node --import tsx cms/server/main.ts user add ${CMS_USER} --role publisher`,
      `CMS_DATA="$D" SITE_ORIGINS=${SITE_ORIGIN} exec node --import tsx cms/server/main.ts --port ${CMS_PORT}`,
    ].join(' && '),
    url: `http://127.0.0.1:${CMS_PORT}/login`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
