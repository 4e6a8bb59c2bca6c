import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installConsumer, installNode } from './install-consumer.js';
import { findPublishable, packAll, type PackedTarball } from './pack-workspaces.js';

// Every publishable package is packed with npm and installed from its tarball alone into a folder
// outside the repository; there a strict TypeScript host built on them is compiled and serves
// records, on this Node and on the lowest one the packages' `engines` allow (docs/embedding.md).
const run = promisify(execFile);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const packages = findPublishable(root);
const work = mkdtempSync(join(tmpdir(), 'recordgate-installed-'));
const tarballs = join(work, 'tarballs');
const host = join(work, 'host');
const children: ChildProcess[] = [];
let packed: PackedTarball[] = [];
let lowestNode = '';

// The host installs every package, so the lowest Node it can run on is the highest floor among them.
const lowest = packages
  .map(({ name, engines }) => {
    const version = /^>=(\d+)\.(\d+)\.(\d+)$/.exec(engines ?? '');
    if (!version) throw new Error(`${name} needs engines.node ">=X.Y.Z", not "${engines}".`);
    return version.slice(1).map(Number);
  })
  .sort((a, b) => b[0]! - a[0]! || b[1]! - a[1]! || b[2]! - a[2]!)[0]!
  .join('.');

beforeAll(async () => {
  const unbuilt = packages.filter((p) => !existsSync(join(p.directory, 'dist')));
  if (unbuilt.length > 0)
    throw new Error(`Build first (npm run build): no dist in ${unbuilt.map((p) => p.name)}.`);
  packed = packAll(packages, tarballs);
  [, lowestNode] = await Promise.all([
    installConsumer({ root, directory: host, tarballs, packed }),
    installNode(join(work, 'node'), lowest),
  ]);
}, 600_000);

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

describe('the packages as a stranger installs them', () => {
  it('packs every package under packages/ and apps/, each with its licence and types', () => {
    expect(packed.map((p) => p.name).sort()).toEqual(packages.map((p) => p.name).sort());
    for (const tarball of packed) {
      const files = new Set(tarball.files.map((f) => f.path));
      const manifest = installedManifest(tarball.name);
      expect(files, tarball.name).toContain('LICENSE');
      expect(manifest.license, tarball.name).toBe('Apache-2.0');
      expect(files, tarball.name).toContain(manifest.types!.replace(/^\.\//, ''));
      for (const field of ['repository', 'homepage', 'bugs', 'engines'] as const)
        expect(manifest[field], `${tarball.name} ${field}`).toBeDefined();
      expect(JSON.stringify(manifest.exports), tarball.name).not.toMatch(/"source"/);
    }
  });

  it('ships every source its source maps name', () => {
    for (const tarball of packed) {
      const files = new Set(tarball.files.map((f) => f.path));
      const directory = join(host, 'node_modules', tarball.name);
      for (const map of [...files].filter((path) => path.endsWith('.map'))) {
        const { sources } = JSON.parse(readFileSync(join(directory, map), 'utf8')) as {
          sources: string[];
        };
        for (const source of sources)
          expect(files, `${tarball.name}/${map}`).toContain(join(dirname(map), source));
      }
    }
  });

  it('compiles a host under tsc --strict with node16 and with bundler resolution', async () => {
    const tsc = join(host, 'node_modules', 'typescript', 'bin', 'tsc');
    for (const config of ['tsconfig.node16.json', 'tsconfig.bundler.json']) {
      const result = await run(process.execPath, [tsc, '-p', config], { cwd: host }).catch(
        (error: { stdout: string }) => ({ stdout: error.stdout, failed: true }),
      );
      expect(result.stdout, config).toBe('');
    }
  });

  it.each([
    ['this Node', () => process.execPath],
    [`Node ${lowest}, the lowest the engines allow`, () => lowestNode],
  ])('serves records through Express on %s', async (_, node) => {
    const { url, key } = await startHost(node());
    const call = (path: string, init: RequestInit = {}) =>
      fetch(`${url}/records${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      });
    const created = await call('/document/api/default/create', {
      method: 'POST',
      body: JSON.stringify({ title: 'Installed' }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const view = await call(`/document/api/default/view?id=${id}`);
    expect(view.status).toBe(200);
    expect(await view.json()).toMatchObject({ id, title: 'Installed' });
    const bin = join(host, 'node_modules', '@recordgate', 'server', 'bin', 'recordgate.js');
    const { stdout } = await run(node(), [bin, '--version']);
    expect(stdout.trim()).toBe(installedManifest('@recordgate/server').version);
  });
});

function installedManifest(name: string) {
  return JSON.parse(readFileSync(join(host, 'node_modules', name, 'package.json'), 'utf8')) as {
    version: string;
    license?: string;
    types?: string;
    exports?: unknown;
    repository?: unknown;
    homepage?: string;
    bugs?: unknown;
    engines?: unknown;
  };
}

/** Compiled by the node16 test above: starts the host in a fresh folder, reads what it prints. */
async function startHost(node: string): Promise<{ url: string; key: string }> {
  const cwd = mkdtempSync(join(work, 'run-'));
  const child = spawn(node, [join(host, 'out', 'host.js')], {
    cwd,
    env: { ...process.env, PORT: '0' },
  });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  await expect
    .poll(() => (child.exitCode === null ? out : `exited ${child.exitCode}: ${err}`), {
      timeout: 30_000,
    })
    .toMatch(/listening on \S+\n/);
  return {
    url: /listening on (\S+)/.exec(out)![1]!,
    key: /key, shown once: (\S+)/.exec(out)![1]!,
  };
}
