import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from './spawn-server.js';

const dir = mkdtempSync(join(tmpdir(), 'recordgate-log-lines-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the request log, written asynchronously', () => {
  it('holds one whole line per answered request after a clean shutdown, the last ones included', async () => {
    const server = await spawnServer({
      DATABASE_URL: join(dir, 'log.sqlite'),
      FILES_DIRECTORY: join(dir, 'files'),
    });
    // Requests in flight up to the moment of SIGTERM: their lines are the last ones written.
    const answered: number[] = [];
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        for (let n = 0; n < 40; n++) {
          const response = await fetch(`${server.url}/no-such-call`);
          await response.arrayBuffer();
          answered.push(response.status);
        }
      }),
    );
    server.killAll('SIGTERM');
    expect(await server.exited).toBe(0);
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; status?: number });
    expect(answered).toHaveLength(400);
    expect(lines.filter((line) => line.msg === 'request')).toHaveLength(400);
    expect(lines.at(-1)?.msg).toBe('stopped');
  });

  it('writes the probes’ answers only at LOG_LEVEL=debug', async () => {
    const linesOfHealth = async (env: Record<string, string>, name: string) => {
      const server = await spawnServer({
        DATABASE_URL: join(dir, `${name}.sqlite`),
        FILES_DIRECTORY: join(dir, `${name}-files`),
        ...env,
      });
      await (await fetch(`${server.url}/health`, { headers: { 'X-Request-Id': name } })).text();
      server.killAll('SIGTERM');
      await server.exited;
      return server
        .output()
        .split('\n')
        .filter((line) => line.includes(`"requestId":"${name}"`))
        .map((line) => (JSON.parse(line) as { level: number }).level);
    };
    expect(await linesOfHealth({}, 'probe-info')).toEqual([]);
    expect(await linesOfHealth({ LOG_LEVEL: 'debug' }, 'probe-debug')).toEqual([20]);
  });

  it('writes a line out within about a second while the server idles', async () => {
    const server = await spawnServer({
      DATABASE_URL: join(dir, 'idle.sqlite'),
      FILES_DIRECTORY: join(dir, 'idle-files'),
    });
    try {
      const response = await fetch(`${server.url}/no-such-call`, {
        headers: { 'X-Request-Id': 'idle-1' },
      });
      await response.arrayBuffer();
      await expect
        .poll(() => server.output(), { timeout: 5_000, interval: 50 })
        .toContain('"requestId":"idle-1"');
    } finally {
      server.killAll('SIGTERM');
      await server.exited;
    }
  });
});
