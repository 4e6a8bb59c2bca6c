import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '@recordgate/server';
import { afterAll, describe, expect, it } from 'vitest';
import { natsTestUrl } from './nats-test-stream.js';
import { cliOk } from './run-cli-in-process.js';
import { createTcpProxy } from './tcp-proxy.js';

const natsUrl = natsTestUrl('NATS doctor tests');

describe.skipIf(!natsUrl)('recordgate doctor with EVENTS_NATS_URL', { timeout: 60_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'recordgate-nats-doctor-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const doctor = async (env: NodeJS.ProcessEnv) => {
    let out = '';
    const code = await runCli(['doctor'], {
      out: (t) => (out += t),
      err: (t) => (out += t),
      env: { DATABASE_URL: join(dir, 'doctor.sqlite'), ...env },
      interactive: false,
    });
    return { code, out };
  };

  it('checks that NATS answers with JetStream, and says how to fix it when not', async () => {
    await cliOk(['company', 'create', '--name', 'Acme'], join(dir, 'doctor.sqlite'));
    const ok = await doctor({ EVENTS_NATS_URL: natsUrl });
    expect(ok.code, ok.out).toBe(0);
    expect(ok.out).toMatch(/^ok: NATS nats:\/\/.* answers with JetStream, stream RECORDGATE /m);

    const proxy = await createTcpProxy('127.0.0.1', 1);
    proxy.cut();
    const down = await doctor({ EVENTS_NATS_URL: `nats://user:s3cret@127.0.0.1:${proxy.port}` });
    await proxy.close();
    expect(down.code).toBe(1);
    expect(down.out).toMatch(
      /^problem: EVENTS_NATS_URL: NATS at nats:\/\/\*\*\*@127\.0\.0\.1:\d+ does not answer/m,
    );
    expect(down.out).not.toContain('s3cret');

    const wrong = await doctor({ EVENTS_NATS_URL: 'http://user:s3cret@example.com' });
    expect(wrong.code).toBe(1);
    expect(wrong.out).toMatch(/^problem: EVENTS_NATS_URL must be a nats:\/\/ or tls:\/\/ URL/m);
    expect(wrong.out).not.toContain('s3cret');
  });
});
