import { defineConfig, devices } from '@playwright/test';
import { testChromium } from './scripts/lib/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 4317);
const FULL = !!process.env.E2E_FULL;

/**
 * Browser tests run against the built, prerendered site (dist/) served as static files, in
 * Debian's Chromium (its headless shell when installed: scripts/lib/chromium.ts): `npx playwright
 * install` cannot download browsers on our machines.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two browsers on two cores. A third worker was measured: the suite took as long (each test
  // slowed by as much as the third lane gained) and loaded the machine more.
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  // Several tests visit a page in many languages or run axe on long pages; on a two-core machine
  // running two browsers and the server, those took 20–31 s. Waits inside tests keep their own
  // short limits: this only bounds a whole test.
  timeout: 60_000,
  // A client-side move to another language fetches its words, page and block code first; on a
  // loaded two-core CI machine that was seen taking over 5 s (three shell tests failed together
  // at Playwright's default). A waiting assertion still fails, 10 s later, when the thing never
  // happens.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // The heroes' drawings drift for ever, and this browser has no GPU: its compositor redrew the
    // whole screen 60 times a second in software, about half a core per open page (measured: 1.2–1.8
    // CPU-s per 3 s on every page, 0.4 under reduced motion), so two workers spent most of a core
    // on decoration. Tests of behaviour run with the visitor's "reduce motion" setting, which the
    // site honours; what moves is tested moving where motion is the point (specs that say
    // `reducedMotion: 'no-preference'`), and the sweep visits every page both ways.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: testChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // @phone: a measurement whose worst case is the phone; the everyday run takes it there only.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      ...(FULL ? {} : { grepInvert: /@phone/ }),
    },
    // The phone runs what differs on a phone (tests tagged @mobile or @phone, one by one); `npm
    // run test:full` runs everything on it, in all six languages.
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], channel: undefined },
      ...(FULL ? {} : { grep: /@mobile|@phone/ }),
    },
  ],
  webServer: {
    command: `tsx scripts/serve/serve.ts --port ${PORT} --dir ${process.env.SITE_OUT ?? 'dist'}`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 20_000,
  },
});
