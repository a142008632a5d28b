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
      'tests/dist/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
  },
});
