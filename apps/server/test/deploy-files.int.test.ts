// The files an operator deploys with (docs/operations.md, "Running it as a service"): the systemd
// unit passes `systemd-analyze verify`; the Dockerfile (linted by `npm run lint`) builds on Debian's
// Node image, runs as a user without privileges and checks /health.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = new URL('../../../', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'recordgate-deploy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const systemd = await run('systemd-analyze', ['--version']).then(
  () => undefined,
  () => 'systemd-analyze is not installed (Debian: systemd)',
);
if (systemd) console.log(`the systemd unit's check skipped: ${systemd}.`);

describe('deploy/recordgate.service', () => {
  it.skipIf(systemd)('passes systemd-analyze verify without a warning', async () => {
    const unit = join(dir, 'recordgate.service');
    copyFileSync(join(root, 'deploy', 'recordgate.service'), unit);
    const { stdout, stderr } = await run('systemd-analyze', ['verify', unit]);
    expect(stderr + stdout).toBe('');
  });
});

describe('Dockerfile', () => {
  const lines = readFileSync(join(root, 'Dockerfile'), 'utf8').split('\n');
  const instructions = (name: string) => lines.filter((line) => line.startsWith(`${name} `));

  it("builds on Debian's Node image, runs without privileges and checks /health", () => {
    for (const from of instructions('FROM')) expect(from).toMatch(/^FROM node:\d+-bookworm-slim\b/);
    expect(instructions('USER')).toEqual(['USER node']);
    expect(instructions('HEALTHCHECK')).toHaveLength(1);
    expect(lines.join('\n')).toMatch(/HEALTHCHECK[^]*\/health/);
    expect(instructions('ENTRYPOINT')).toEqual(['ENTRYPOINT ["recordgate"]']);
  });
});
