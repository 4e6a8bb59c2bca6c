import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { hostSource, TSCONFIGS, TYPES_SOURCE } from './consumer-files.js';
import type { PackedTarball } from './pack-workspaces.js';

const run = promisify(execFile);
// npm's cache serves what the repository's own install fetched; only what it lacks is downloaded.
const NPM_INSTALL = ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'];

/** The host's own dependencies, at the versions the repository pins (so npm's cache has them). */
const HOST_DEPENDENCIES = ['express', 'typescript', '@types/express', '@types/node'];

/**
 * Writes the host into `directory` and installs the tarballs there with npm, alone: nothing from the
 * repository but the tarballs. Install scripts are not run: the packages need none (better-sqlite3
 * ships its binaries), and a stranger's `--ignore-scripts` must work.
 */
export async function installConsumer(args: {
  readonly root: string;
  readonly directory: string;
  readonly tarballs: string;
  readonly packed: readonly PackedTarball[];
}): Promise<void> {
  const { root, directory, tarballs, packed } = args;
  const pinned = (
    JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    }
  ).devDependencies;
  const dependencies = Object.fromEntries([
    ...packed.map((p) => [p.name, `file:${join(tarballs, p.filename)}`]),
    ...HOST_DEPENDENCIES.map((name) => [name, pinned[name]!]),
  ]);
  mkdirSync(directory, { recursive: true });
  writeFileSync(
    join(directory, 'package.json'),
    JSON.stringify({ name: 'host', private: true, type: 'module', dependencies }, null, 2),
  );
  writeFileSync(join(directory, 'host.ts'), hostSource(root));
  writeFileSync(join(directory, 'types.ts'), TYPES_SOURCE);
  for (const [name, config] of Object.entries(TSCONFIGS))
    writeFileSync(join(directory, name), JSON.stringify(config, null, 2));
  await run('npm', [...NPM_INSTALL, '--ignore-scripts'], { cwd: directory });
}

/**
 * Installs Node `version` from the npm registry's `node` package into `directory` and returns the
 * path of its binary.
 */
export async function installNode(directory: string, version: string): Promise<string> {
  mkdirSync(directory, { recursive: true });
  writeFileSync(join(directory, 'package.json'), JSON.stringify({ private: true }));
  await run('npm', [...NPM_INSTALL, `node@${version}`], { cwd: directory });
  const binary = join(directory, 'node_modules', 'node', 'bin', 'node');
  if (!existsSync(binary)) throw new Error(`The node package installed no binary at ${binary}.`);
  return binary;
}
