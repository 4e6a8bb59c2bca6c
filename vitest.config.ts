import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defaultServerConditions } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript sources (an alias per export of each package, the
// same map tsconfig.json's `paths` give the type checker), so tests never run against stale builds
// while the published packages name only what they ship. Without the bundlers' "module" condition,
// which Node ignores: packages resolve as they do in production (the AWS SDK's "module" builds are
// not loadable by Node).
const conditions = defaultServerConditions.filter((c) => c !== 'module');
const alias = workspaceSources(import.meta.dirname);
const resolve = { conditions, alias };
const ssr = { resolve: { conditions } };
const timeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

// The projects (README.md, "Two commands"): `unit` are the pure tests beside the code, `http-sqlite`
// the HTTP tests on SQLite — together `npm run test:fast`. `integration` are the other suites of
// the test folders (SQLite always, the server databases when their URLs are set), and the HTTP tests
// run again once per server database whose URL is set (packages/koa/test/world.ts reads
// RECORDGATE_WORLD_DATABASE; .ci/run sets the URLs when the services answer). `npm test` runs all.
const httpTests = 'packages/koa/test/**/*.int.test.ts';
const serverDatabases = [
  { name: 'postgresql', env: 'RECORDGATE_POSTGRES_URL' },
  { name: 'mariadb', env: 'RECORDGATE_MARIADB_URL' },
].filter(({ name, env }) => {
  if (process.env[env]) return true;
  console.log(`HTTP tests on ${name} skipped: ${env} is not set.`);
  return false;
});

const project = (
  name: string,
  include: string[],
  options: { exclude?: string[]; env?: Record<string, string> } = {},
) => ({
  resolve,
  ssr,
  test: { name, include, ...options, ...timeouts },
});

export default defineConfig({
  resolve,
  ssr,
  test: {
    projects: [
      project('unit', ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts']),
      project('http-sqlite', [httpTests], { env: { RECORDGATE_WORLD_DATABASE: 'sqlite' } }),
      project(
        'integration',
        ['packages/*/test/**/*.test.ts', 'apps/*/test/**/*.test.ts', 'examples/**/*.test.ts'],
        { exclude: [...configDefaults.exclude, httpTests] },
      ),
      // The packages packed and installed outside the repository (test/installed): needs a build.
      project('installed', ['test/installed/**/*.test.ts']),
      ...serverDatabases.map(({ name }) =>
        project(`http-${name}`, [httpTests], { env: { RECORDGATE_WORLD_DATABASE: name } }),
      ),
    ],
    reporters: ['default', './scripts/summary-reporter.ts'],
    // Most suites wait on databases, brokers, servers and LibreOffice rather than compute, so on two
    // cores two files at once take little longer each than one; vitest's default (cores - 1) would run
    // them one at a time. `--maxWorkers N` on the command line overrides this.
    maxWorkers: Math.max(2, availableParallelism()),
    ...timeouts,
  },
});

/** Every export of every workspace package, `./dist/x.d.ts` read as its source `src/x.ts`. */
function workspaceSources(root: string): { find: RegExp; replacement: string }[] {
  return ['packages', 'apps'].flatMap((folder) =>
    readdirSync(join(root, folder))
      .map((name) => join(root, folder, name))
      .filter((dir) => existsSync(join(dir, 'package.json')))
      .flatMap((dir) => {
        const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
          name: string;
          exports?: Record<string, { types?: string } | string>;
        };
        return Object.entries(manifest.exports ?? {}).flatMap(([subpath, target]) => {
          const types = typeof target === 'string' ? undefined : target.types;
          if (!types?.startsWith('./dist/')) return [];
          const source = types.replace(/^\.\/dist\/(.*)\.d\.ts$/, 'src/$1.ts');
          const specifier = join(manifest.name, subpath).replaceAll('\\', '/');
          return [{ find: new RegExp(`^${specifier}$`), replacement: join(dir, source) }];
        });
      }),
  );
}
