import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript sources (the "source" export condition), so tests
// never run against stale builds.
const conditions = ['source', ...defaultServerConditions];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'packages/*/test/**/*.test.ts',
      'apps/*/src/**/*.test.ts',
      'apps/*/test/**/*.test.ts',
      'examples/**/*.test.ts',
    ],
    reporters: ['default', './scripts/summary-reporter.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
