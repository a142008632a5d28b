import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Serious or critical axe violations of the editor's own screen (axe-core injected into the
 * page). `iframes: false` leaves out the canvas, whose page is the site's and checked by its own
 * suite.
 */
export async function axeViolations(page: Page, options: { iframes?: boolean } = {}) {
  // Evaluated rather than added as a <script>: the editor's CSP runs no inline script, and the
  // test's own code is not the page's (the site's suite injects axe the same way).
  await page.evaluate(fs.readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async (runOptions) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (...a: unknown[]) => Promise<{
            violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, runOptions);
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, options);
}
