import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { pageSections } from './scripts/vite/page-sections';

export default defineConfig({
  // Pages load as the build loads them: shared sections expanded in place.
  plugins: [pageSections(import.meta.dirname), react()],
  test: {
    // tests/dist reads the built site: `npm run build` first (npm test does).
    include: [
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/server/**/*.test.ts',
      'tests/cms/**/*.test.ts',
      'tests/dist/**/*.test.ts',
    ],
    // Vitest's default is one worker per core but one: a single worker on a two-core machine,
    // where most test time is spent waiting on child processes (the lint, Vite, git).
    maxWorkers: 2,
    environment: 'node',
    testTimeout: 20_000,
  },
});
