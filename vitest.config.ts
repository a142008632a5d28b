import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { pageSections } from './scripts/vite/pageSections';

export default defineConfig({
  // Pages load as the build loads them: shared sections expanded in place.
  plugins: [pageSections(import.meta.dirname), react()],
  test: {
    // tests/dist reads the built site: `npm run build` first (npm test does). Browser suites are
    // *.spec.ts, Playwright's.
    include: [
      // Tests are grouped by the room they test (site, editor, lint, build, cms, server, repo);
      // tests/dist reads the built site whatever its room.
      'tests/*/**/*.test.{ts,tsx}',
    ],
    // Vitest's default is one worker per core but one: a single worker on a two-core machine,
    // where most test time is spent waiting on child processes (the lint, Vite, git).
    maxWorkers: 2,
    environment: 'node',
    testTimeout: 20_000,
  },
});
