import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '@recordgate/server';
import { s3ServerUnavailable, startS3Server, type S3TestServer } from '@recordgate/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expect503, untilOk } from './faulty-database.js';
import { spawnServer, type ChildServer } from './spawn-server.js';
import { createTcpProxy, type TcpProxy } from './tcp-proxy.js';

// The real server as a child process with its files in S3 (s3rver, started here: ADR 0012), reached
// through a TCP proxy the test controls: the object store goes away (connections reset, new ones
// refused) and comes back, while the database stays.
const skip = s3ServerUnavailable();
if (skip) console.log(`Object store fault tests skipped: ${skip}`);

describe.skipIf(skip)('object store faults', { timeout: 120_000 }, () => {
  let dir: string;
  let s3: S3TestServer;
  let proxy: TcpProxy;
  let server: ChildServer;
  let key: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'recordgate-s3-faults-'));
    const env = { DATABASE_URL: join(dir, 'db.sqlite') };
    const cli = async (argv: string[]) => {
      let out = '';
      const code = await runCli(argv, {
        out: (t) => (out += t),
        err: (t) => (out += t),
        env,
        interactive: false,
      });
      expect(code, out).toBe(0);
      return out;
    };
    await cli(['company', 'create', '--name', 'Acme']);
    await cli(['user', 'create', '--username', 'ann', '--company', 'Acme']);
    ({ key } = JSON.parse(await cli(['key', 'create', '--username', 'ann', '--json'])) as {
      key: string;
    });
    s3 = await startS3Server();
    proxy = await createTcpProxy('127.0.0.1', s3.port);
    server = await spawnServer({
      ...env,
      ...s3.env,
      S3_ENDPOINT: `http://127.0.0.1:${proxy.port}`,
    });
  }, 120_000);

  afterAll(async () => {
    server?.killAll('SIGKILL');
    await server?.exited;
    await proxy?.close();
    await s3?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  const auth = () => ({ Authorization: `Bearer ${key}` });
  const upload = (title: string, content: Uint8Array) => {
    const body = new FormData();
    body.append('title', title);
    body.append('file', new Blob([content]), `${title}.bin`);
    return fetch(`${server.url}/document/api/default/create`, {
      method: 'POST',
      headers: auth(),
      body,
    });
  };
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/document/api/default${path}`, { headers: { ...auth(), ...headers } });
  const titles = async () =>
    ((await (await get('')).json()) as { title: string }[]).map((d) => d.title);

  it('answers 503 for uploads and downloads while the store is away, stores no record, reads records, and recovers without restart', async () => {
    const before = randomBytes(3 * 1024 * 1024);
    const created = await upload('before', before);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const fetched = await get(`/download?id=${id}`);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(before)).toBe(true);

    proxy.cut();
    const refused = await upload('while away', randomBytes(1000));
    expect(await refused.clone().text()).toMatch(/file storage cannot be reached/);
    await expect503(refused);
    await expect503(await upload('large while away', randomBytes(7 * 1024 * 1024)));
    await expect503(await get(`/download?id=${id}`));
    await expect503(await get(`/download?id=${id}`, { Range: 'bytes=0-99' }));
    // Records are in the database, which is still there.
    expect((await get(`/view?id=${id}`)).status).toBe(200);
    expect(await titles()).toEqual(['before']);
    // The operator learns which store and what to check; the client only that it is unavailable.
    // (The log is written out 4 KB at a time, or at least once a second.)
    await expect
      .poll(() => server.output())
      .toMatch(new RegExp(`endpoint http://127\\.0\\.0\\.1:${proxy.port} cannot be reached`));

    proxy.open();
    expect((await untilOk(() => get(`/download?id=${id}`))).status).toBe(200);
    const again = await get(`/download?id=${id}`, { Range: 'bytes=100-199' });
    expect(again.status).toBe(206);
    expect(Buffer.from(await again.arrayBuffer()).equals(before.subarray(100, 200))).toBe(true);
    const after = randomBytes(6 * 1024 * 1024);
    const stored = await upload('after', after);
    expect(stored.status).toBe(201);
    const { id: afterId } = (await stored.json()) as { id: number };
    const back = await get(`/download?id=${afterId}`);
    expect(Buffer.from(await back.arrayBuffer()).equals(after)).toBe(true);
    expect((await titles()).sort()).toEqual(['after', 'before']);
  });
});
