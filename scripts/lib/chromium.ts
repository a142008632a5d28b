import fs from 'node:fs';

/**
 * The Chromium the test suites drive: `CHROMIUM_PATH` when set, else Debian's headless shell
 * (package `chromium-headless-shell`, the same Chromium build without the desktop browser's
 * windowing layer, and what Playwright itself runs for headless Chromium), else Debian's
 * `/usr/bin/chromium`, whose launcher is a shell script and whose headless mode runs the whole
 * desktop browser. Measured on a quiet two-core machine: the page sweep (67 tests) took 120 s in
 * the shell and 180 s in `/usr/bin/chromium`; the whole browser suite 342 s, against 572 s in the
 * last `.ci/run` before it.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM = '/usr/bin/chromium';

export function testChromium(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  try {
    fs.accessSync(HEADLESS_SHELL, fs.constants.X_OK);
    return HEADLESS_SHELL;
  } catch {
    return CHROMIUM;
  }
}
