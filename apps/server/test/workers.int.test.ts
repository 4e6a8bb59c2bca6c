import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { once } from 'node:events';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { get } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'recordgate-workers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const bin = join(dirname(fileURLToPath(import.meta.url)), '..', 'bin', 'recordgate.js');

/** The worker processes of a primary, read from /proc (Linux). */
const childrenOf = (pid: number): number[] =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);

describe.skipIf(!existsSync('/proc/self/task'))('recordgate serve --workers', () => {
  it('serves from N processes, replaces a worker that dies, and stops them all on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      [bin, 'serve', '--demo', '--port', '0', '--workers', '2'],
      {
        env: {
          ...process.env,
          DATABASE_URL: join(dir, 'workers.sqlite'),
          FILES_DIRECTORY: join(dir, 'workers-files'),
        },
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      await expect
        .poll(() => out, { timeout: 30_000, interval: 100 })
        .toMatch(/listening on (http:\/\/\S+) with 2 workers/);
      const url = /listening on (http:\/\/\S+)/.exec(out)![1]!;
      const key = /^\s+bob\s+member\s+Acme Corp\s+(rg_\S+)$/m.exec(out)![1]!;
      // A new connection per request: a kept-alive socket to a killed worker would die with it.
      const list = () =>
        new Promise<{ status: number }>((resolve, reject) =>
          get(
            `${url}/document/api/default`,
            { agent: false, timeout: 3000, headers: { Authorization: `Bearer ${key}` } },
            (response) => {
              response.resume();
              resolve({ status: response.statusCode ?? 0 });
            },
          )
            .on('timeout', () => reject(new Error('timeout')))
            .on('error', reject),
        );

      const workers = childrenOf(child.pid!);
      expect(workers).toHaveLength(2);
      for (let i = 0; i < 10; i++) expect((await list()).status).toBe(200);

      // A worker killed outright is replaced. (A connection the primary handed to it just before it
      // died is lost with it, as with any crash; clients retry after their timeout.)
      process.kill(workers[0]!, 'SIGKILL');
      await expect
        .poll(() => childrenOf(child.pid!).filter((pid) => pid !== workers[0]), {
          timeout: 15_000,
          interval: 100,
        })
        .toHaveLength(2);
      for (let i = 0; i < 10; i++) expect((await list()).status).toBe(200);
      expect(err).toMatch(/worker \d+ exited \(SIGKILL\); starting another/);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited, err).toBe(0);
  });

  it('refuses a worker count that is not a number from 1 to 256, naming the flag', async () => {
    const child = spawn(process.execPath, [bin, 'serve', '--port', '0', '--workers', 'many'], {
      env: { ...process.env, DATABASE_URL: join(dir, 'bad.sqlite') },
    });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).not.toBe(0);
    expect(err).toContain('--workers must be the number of worker processes, 1 to 256');
  });

  it('spends one rate-limit budget across all workers (counters kept by the primary)', async () => {
    const child = spawn(
      process.execPath,
      [bin, 'serve', '--demo', '--port', '0', '--workers', '2'],
      {
        env: {
          ...process.env,
          DATABASE_URL: join(dir, 'limits.sqlite'),
          FILES_DIRECTORY: join(dir, 'limits-files'),
          RATE_LIMIT_PER_KEY: '8',
        },
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      await expect
        .poll(() => out, { timeout: 30_000, interval: 100 })
        .toMatch(/listening on (http:\/\/\S+) with 2 workers/);
      const url = /listening on (http:\/\/\S+)/.exec(out)![1]!;
      const key = /^\s+bob\s+member\s+Acme Corp\s+(rg_\S+)$/m.exec(out)![1]!;
      const answers: { status: number; remaining: string | undefined }[] = [];
      // A new connection each time, so the primary spreads the requests over both workers.
      for (let i = 0; i < 10; i++) {
        answers.push(
          await new Promise((resolve, reject) =>
            get(
              `${url}/company/api/default`,
              { agent: false, headers: { Authorization: `Bearer ${key}` } },
              (response) => {
                response.resume();
                const remaining = response.headers['x-rate-limit-remaining'];
                resolve({ status: response.statusCode ?? 0, remaining: String(remaining) });
              },
            ).on('error', reject),
          ),
        );
      }
      expect(answers.map((a) => a.status)).toEqual([...Array(8).fill(200), 429, 429]);
      expect(answers.slice(0, 8).map((a) => a.remaining)).toEqual([
        '7',
        '6',
        '5',
        '4',
        '3',
        '2',
        '1',
        '0',
      ]);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });

  it('exits with the reason when the workers cannot listen, instead of restarting them forever', async () => {
    const taken = createNetServer().listen(0, '127.0.0.1');
    await once(taken, 'listening');
    const { port } = taken.address() as AddressInfo;
    try {
      const child = spawn(
        process.execPath,
        [bin, 'serve', '--port', String(port), '--workers', '2'],
        {
          env: {
            ...process.env,
            DATABASE_URL: join(dir, 'taken.sqlite'),
            FILES_DIRECTORY: join(dir, 'taken-files'),
          },
        },
      );
      let err = '';
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(err).toContain('EADDRINUSE');
      expect(err).toContain('a worker stopped before it could listen');
    } finally {
      taken.close();
    }
  });

  it('serves SQLite from one process by default, and a mixed load of views and updates gets no refusal', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: join(dir, 'default.sqlite'),
      FILES_DIRECTORY: join(dir, 'default-files'),
    };
    delete env.WORKERS;
    const child = spawn(process.execPath, [bin, 'serve', '--demo', '--port', '0'], { env });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      await expect
        .poll(() => out, { timeout: 30_000, interval: 100 })
        .toMatch(/listening on (http:\/\/\S+) \(/);
      expect(out).not.toMatch(/with \d+ workers/);
      expect(childrenOf(child.pid!)).toEqual([]);
      const url = /listening on (http:\/\/\S+)/.exec(out)![1]!;
      const key = /^\s+bob\s+member\s+Acme Corp\s+(rg_\S+)$/m.exec(out)![1]!;
      const headers = { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
      const created = await fetch(`${url}/document/api/default/create`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ title: 'Mixed load' }),
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: number };
      // Ten connections, each four views to one update: every answer is a 2xx, none a busy database.
      const statuses: number[] = [];
      await Promise.all(
        Array.from({ length: 10 }, async (_, connection) => {
          for (let n = 0; n < 25; n++) {
            const update = n % 5 === 4;
            const response = await fetch(
              `${url}/document/api/default/${update ? 'update' : 'view'}?id=${id}`,
              update
                ? {
                    method: 'POST',
                    headers,
                    body: JSON.stringify({ description: `${connection}/${n}` }),
                  }
                : { headers },
            );
            await response.arrayBuffer();
            statuses.push(response.status);
          }
        }),
      );
      expect(statuses).toHaveLength(250);
      expect(statuses.filter((status) => status < 200 || status > 299)).toEqual([]);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });
});
