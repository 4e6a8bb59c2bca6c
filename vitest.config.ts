import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript sources (the "source" export condition), so tests
// never run against stale builds. Without the bundlers' "module" condition, which Node ignores:
// packages resolve as they do in production (the AWS SDK's "module" builds are not loadable by Node).
const conditions = ['source', ...defaultServerConditions.filter((c) => c !== 'module')];
const resolve = { conditions };
const ssr = { resolve: { conditions } };
const timeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

// The HTTP tests run once per database (packages/koa/test/world.ts reads RECORDGATE_WORLD_DATABASE):
// SQLite with everything else, PostgreSQL and MariaDB when their URLs are set (.ci/run sets them
// when the services answer).
const serverDatabases = [
  { name: 'postgresql', env: 'RECORDGATE_POSTGRES_URL' },
  { name: 'mariadb', env: 'RECORDGATE_MARIADB_URL' },
].filter(({ name, env }) => {
  if (process.env[env]) return true;
  console.log(`HTTP tests on ${name} skipped: ${env} is not set.`);
  return false;
});

export default defineConfig({
  resolve,
  ssr,
  test: {
    projects: [
      {
        resolve,
        ssr,
        test: {
          name: 'sqlite',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'apps/*/test/**/*.test.ts',
            'examples/**/*.test.ts',
          ],
          ...timeouts,
        },
      },
      ...serverDatabases.map(({ name }) => ({
        resolve,
        ssr,
        test: {
          name: `http-${name}`,
          include: ['packages/koa/test/**/*.int.test.ts'],
          env: { RECORDGATE_WORLD_DATABASE: name },
          ...timeouts,
        },
      })),
    ],
    reporters: ['default', './scripts/summary-reporter.ts'],
    ...timeouts,
  },
});
