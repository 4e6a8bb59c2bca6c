import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A workspace package that is published. */
export interface Publishable {
  readonly name: string;
  readonly directory: string;
  readonly engines: string | undefined;
}

/** Every package under packages/* and apps/* that is not private, found anew on each run. */
export function findPublishable(root: string): Publishable[] {
  return ['packages', 'apps'].flatMap((folder) =>
    readdirSync(join(root, folder))
      .map((name) => join(root, folder, name))
      .filter((directory) => existsSync(join(directory, 'package.json')))
      .map((directory) => {
        const manifest = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')) as {
          name: string;
          private?: boolean;
          engines?: { node?: string };
        };
        return { manifest, directory };
      })
      .filter(({ manifest }) => manifest.private !== true)
      .map(({ manifest, directory }) => ({
        name: manifest.name,
        directory,
        engines: manifest.engines?.node,
      })),
  );
}

/** What `npm pack --json` says of one tarball. */
export interface PackedTarball {
  readonly name: string;
  readonly filename: string;
  readonly files: readonly { readonly path: string }[];
}

/** Packs the packages into `destination` with npm, as a publish would; returns the tarballs. */
export function packAll(packages: readonly Publishable[], destination: string): PackedTarball[] {
  mkdirSync(destination, { recursive: true });
  const output = execFileSync(
    'npm',
    ['pack', '--json', '--pack-destination', destination, ...packages.map((p) => p.directory)],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return JSON.parse(output) as PackedTarball[];
}
