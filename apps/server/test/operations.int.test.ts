import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  checkConfig,
  loadConfig,
  runCli,
  SETTING_NAMES,
  type RunningServer,
} from '@recordgate/server';
import { createAdminTasks, defaultRecordTypes, operatorOf } from '@recordgate/core';
import { createMikroOrmStorage } from '@recordgate/storage-mikro-orm';
import { createSecretBox, createWebhookTypes } from '@recordgate/webhooks';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'recordgate-ops-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;

async function cli(argv: string[], env: NodeJS.ProcessEnv, interactive = false) {
  let out = '';
  let err = '';
  let served: RunningServer | undefined;
  const code = runCli(argv, {
    out: (t) => (out += t),
    err: (t) => (err += t),
    env,
    interactive,
    onServe: (server) => (served = server as RunningServer),
  });
  return {
    code,
    get out() {
      return out;
    },
    get err() {
      return err;
    },
    get served() {
      return served;
    },
  };
}

describe('configuration', () => {
  it('documents every setting in docs/configuration.md', () => {
    const page = readFileSync(
      join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'docs', 'configuration.md'),
      'utf8',
    );
    for (const name of SETTING_NAMES)
      expect(page, name).toMatch(new RegExp(`^\\| \`${name}\``, 'm'));
    expect(page).toContain('RECORDGATE_CONFIG');
  });

  it('names each bad setting in its own line', () => {
    const cases: [NodeJS.ProcessEnv, RegExp][] = [
      [{ PORT: '99999' }, /^PORT must be a port number/],
      [{ LANGUAGE: 'fr' }, /^LANGUAGE must be "en" or "de", not "fr"/],
      [{ TIME_ZONE: 'Mars/Olympus' }, /^TIME_ZONE must be an IANA time zone/],
      [{ PUBLIC_URL: 'dms.example.com' }, /^PUBLIC_URL must be an absolute http\(s\) URL/],
      [{ TRUST_PROXY: 'yes' }, /^TRUST_PROXY must be true or false/],
      [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL must be one of fatal, error/],
      [{ API_DOCS: 'maybe' }, /^API_DOCS must be true or false/],
      [{ METRICS_TOKEN: 'short' }, /^METRICS_TOKEN must be at least 16/],
      [{ METRICS_PORT: 'x' }, /^METRICS_PORT must be a port number/],
      [{ METRICS_PORT: '8080' }, /^METRICS_PORT must differ from PORT/],
      [{ SHUTDOWN_TIMEOUT: 'soon' }, /^SHUTDOWN_TIMEOUT must be a positive number of seconds/],
      [{ DATABASE_URL: 'redis://x' }, /DATABASE_URL has the unknown scheme/],
    ];
    for (const [env, message] of cases) {
      const { config, problems } = checkConfig(env);
      expect(config, JSON.stringify(env)).toBeUndefined();
      expect(problems, JSON.stringify(env)).toHaveLength(1);
      expect(problems[0]).toMatch(message);
      expect(() => loadConfig(env)).toThrow(message);
    }
    const all = checkConfig({ PORT: 'x', LANGUAGE: 'fr' }).problems;
    expect(all).toHaveLength(2);
  });

  it('reads an optional JSON config file; environment variables and flags win over it', () => {
    const file = join(dir, `config-${++n}.json`);
    writeFileSync(
      file,
      JSON.stringify({ PORT: 9000, LANGUAGE: 'de', TRUST_PROXY: true, TIME_ZONE: 'Europe/Berlin' }),
    );
    const config = loadConfig({ RECORDGATE_CONFIG: file, TIME_ZONE: 'UTC' });
    expect(config).toMatchObject({ port: 9000, language: 'de', trustProxy: true, timeZone: 'UTC' });
    expect(loadConfig({}, { config: file, port: '9100' }).port).toBe(9100);
  });

  it('names the file and the setting when the config file is wrong', async () => {
    const unknown = join(dir, `config-${++n}.json`);
    writeFileSync(unknown, JSON.stringify({ PROT: 8080 }));
    expect(checkConfig({ RECORDGATE_CONFIG: unknown }).problems[0]).toMatch(
      /config file ".*" has an unknown setting "PROT"; known settings: DATABASE_URL, RECORD_TYPES, PORT/,
    );
    const broken = join(dir, `config-${++n}.json`);
    writeFileSync(broken, '{ "PORT": ');
    expect(checkConfig({ RECORDGATE_CONFIG: broken }).problems[0]).toMatch(/is not valid JSON/);
    expect(checkConfig({ RECORDGATE_CONFIG: join(dir, 'nope.json') }).problems[0]).toMatch(
      /cannot be read: ENOENT/,
    );
    // --config is a global option: before or after the command.
    for (const argv of [
      ['--config', unknown, 'doctor'],
      ['doctor', '--config', unknown],
    ]) {
      const run = await cli(argv, { DATABASE_URL: join(dir, `cfg-${++n}.sqlite`) });
      expect(await run.code, argv.join(' ')).toBe(1);
      expect(run.out, argv.join(' ')).toMatch(
        /^problem: The config file .* unknown setting "PROT"/m,
      );
    }
  });

  it('refuses to serve with a bad setting, naming it', async () => {
    const run = await cli(['serve'], {
      DATABASE_URL: join(dir, `bad-${++n}.sqlite`),
      LANGUAGE: 'fr',
    });
    expect(await run.code).toBe(1);
    expect(run.err).toBe('recordgate: LANGUAGE must be "en" or "de", not "fr".\n');
  });
});

describe('recordgate --help and doctor', () => {
  it('prints help for the program and for each command', async () => {
    const top = await cli(['--help'], {});
    expect(await top.code).toBe(0);
    for (const command of ['serve', 'migrate', 'company', 'user', 'key', 'seed', 'doctor'])
      expect(top.out).toMatch(new RegExp(`^  ${command}\\b`, 'm'));
    expect(top.out).toContain('docs/configuration.md');
    const seed = await cli(['seed', 'demo', '--help'], {});
    expect(await seed.code).toBe(0);
    expect(seed.out).toMatch(/--documents <n>/);
    expect(seed.out).toMatch(/--json/);
    const key = await cli(['key', 'create', '--help'], {});
    expect(key.out).toMatch(/--expires <iso>/);
  });

  it('doctor says what is wrong in one line each, and passes on a ready setup', async () => {
    const db = join(dir, `doctor-${++n}.sqlite`);
    const fresh = await cli(['doctor'], { DATABASE_URL: db });
    expect(await fresh.code).toBe(1);
    expect(fresh.out).toMatch(
      /^problem: DATABASE_URL: the SQLite file .* does not exist yet: run "recordgate migrate"/m,
    );
    expect(fresh.err).toMatch(/doctor found 1 problem/);

    const bad = await cli(['doctor'], { DATABASE_URL: db, PORT: 'eighty', TIME_ZONE: 'Nowhere' });
    expect(await bad.code).toBe(1);
    const problems = bad.out.split('\n').filter((l) => l.startsWith('problem: '));
    expect(problems).toEqual([
      'problem: PORT must be a port number between 0 and 65535, not "eighty".',
      'problem: TIME_ZONE must be an IANA time zone such as Europe/Berlin, not "Nowhere".',
    ]);

    expect(await (await cli(['migrate'], { DATABASE_URL: db })).code).toBe(0);
    const empty = await cli(['doctor'], { DATABASE_URL: db });
    expect(await empty.code).toBe(1);
    expect(empty.out).toMatch(/^problem: There is no company yet/m);

    await (
      await cli(['company', 'create', '--name', 'Acme'], { DATABASE_URL: db })
    ).code;
    const ready = await cli(['doctor'], { DATABASE_URL: db });
    expect(await ready.code, ready.out).toBe(0);
    expect(ready.out).toMatch(/^ok: configuration$/m);
    expect(ready.out).toMatch(/^ok: database .* answers/m);
    expect(ready.out).toMatch(/No problems found\.\n$/);
  });

  it('doctor warns when webhooks exist and SECRET_KEY is unset, and only then', async () => {
    const db = join(dir, `doctor-${++n}.sqlite`);
    await (
      await cli(['company', 'create', '--name', 'Acme'], { DATABASE_URL: db })
    ).code;
    const quiet = await cli(['doctor'], { DATABASE_URL: db });
    expect(await quiet.code, quiet.out).toBe(0);
    const types = [
      ...defaultRecordTypes,
      ...createWebhookTypes({ secrets: createSecretBox(undefined), allowPrivate: true }),
    ];
    const storage = await createMikroOrmStorage({ url: db, types });
    try {
      const admin = createAdminTasks({ storage, types });
      const acme = (await admin.findCompany('Acme'))!;
      await admin.system.create({
        actor: operatorOf(acme.id as number),
        type: 'webhook',
        data: { url: 'http://127.0.0.1:9/hook' },
      });
    } finally {
      await storage.close();
    }
    const warned = await cli(['doctor'], { DATABASE_URL: db });
    expect(await warned.code).toBe(1);
    expect(warned.out).toMatch(
      /^problem: SECRET_KEY is not set and 1 webhook\(s\) exist: their signing secrets are stored unencrypted/m,
    );
    const sealed = await cli(['doctor'], { DATABASE_URL: db, SECRET_KEY: 'a'.repeat(32) });
    expect(await sealed.code, sealed.out).toBe(0);
  });

  it('doctor warns about metrics without a token on a public address', async () => {
    const db = join(dir, `doctor-${++n}.sqlite`);
    await (
      await cli(['company', 'create', '--name', 'Acme'], { DATABASE_URL: db })
    ).code;
    const run = await cli(['doctor'], {
      DATABASE_URL: db,
      METRICS_PORT: '9464',
      METRICS_HOST: '0.0.0.0',
    });
    expect(await run.code).toBe(1);
    expect(run.out).toMatch(/^problem: METRICS_HOST is 0.0.0.0: the metrics port has no token/m);
  });
});

describe('seed demo progress', () => {
  it('draws a bar on a terminal and plain lines elsewhere, never on stdout', async () => {
    const tty = await cli(
      ['seed', 'demo', '--documents', '40', '--json'],
      { DATABASE_URL: join(dir, `p-${++n}.sqlite`) },
      true,
    );
    expect(await tty.code).toBe(0);
    expect(tty.err).toMatch(/\r\[#{30}\] 40\/40 Seeding demo documents\n$/);
    expect(tty.err).toMatch(/\r\[#+-+\] \d+\/40/);
    expect(() => JSON.parse(tty.out)).not.toThrow();

    const plain = await cli(
      ['seed', 'demo', '--documents', '40', '--json'],
      { DATABASE_URL: join(dir, `p-${++n}.sqlite`) },
      false,
    );
    expect(await plain.code).toBe(0);
    expect(plain.err).toBe(
      'Seeding demo documents: 10/40\nSeeding demo documents: 20/40\nSeeding demo documents: 30/40\nSeeding demo documents: 40/40\n',
    );
  });
});

describe('a served installation', () => {
  it('logs one JSON line per request without keys, and serves metrics on a private port', async () => {
    const db = join(dir, `serve-${++n}.sqlite`);
    const run = await cli(['serve', '--demo', '--port', '0'], {
      DATABASE_URL: db,
      METRICS_PORT: '0',
      LOG_LEVEL: 'info',
    });
    await expect.poll(() => run.served, { timeout: 30_000 }).toBeDefined();
    const server = run.served!;
    try {
      const key = /^\s+bob\s+member\s+Acme Corp\s+(rg_\S+)$/m.exec(run.out)![1]!;
      const ok = await fetch(`${server.url}/document/api/default`, {
        headers: { Authorization: `Bearer ${key}`, 'X-Request-Id': 'ops-test-1' },
      });
      expect(ok.status).toBe(200);
      await ok.arrayBuffer();
      await expect.poll(() => run.out).toMatch(/"requestId":"ops-test-1"/);
      const line = run.out.split('\n').find((l) => l.includes('"requestId":"ops-test-1"'))!;
      expect(JSON.parse(line)).toMatchObject({
        msg: 'request',
        type: 'document',
        call: 'list',
        status: 200,
        method: 'GET',
      });
      expect(JSON.parse(line).userId).toEqual(expect.any(Number));
      const logLines = run.out.split('\n').filter((l) => l.startsWith('{'));
      expect(logLines.join('\n')).not.toContain(key);

      // The main port has no /metrics without a token; the metrics port serves it to scrapers.
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
      const metrics = await fetch(`${server.metricsUrl}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toMatch(
        /recordgate_http_requests_total\{type="document",call="list",status="200"\} 1/,
      );
      expect((await fetch(`${server.metricsUrl}/ready`)).status).toBe(200);
      // The metrics port serves no records.
      expect((await fetch(`${server.metricsUrl}/document/api/default`)).status).toBe(404);
    } finally {
      await server.close();
    }
    expect(await run.code).toBe(0);
  });
});

describe('metrics of serve --workers N', () => {
  it('sums every worker on the primary’s metrics port and on the main port’s /metrics', async () => {
    const bin = join(dirname(fileURLToPath(import.meta.url)), '..', 'bin', 'recordgate.js');
    const db = join(dir, `workers-${++n}.sqlite`);
    const token = 'workers-metrics-token-123';
    const child = spawn(
      process.execPath,
      [bin, 'serve', '--demo', '--port', '0', '--workers', '2'],
      {
        env: {
          ...process.env,
          DATABASE_URL: db,
          METRICS_PORT: '0',
          METRICS_TOKEN: token,
          LOG_LEVEL: 'warn',
        },
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    try {
      await expect
        .poll(() => out, { timeout: 30_000, interval: 100 })
        .toMatch(/listening on (http:\/\/\S+) with 2 workers .*metrics (http:\/\/\S+)\/metrics/);
      const [, url, metricsUrl] =
        /listening on (http:\/\/\S+) with 2 workers .*metrics (http:\/\/\S+)\/metrics/.exec(out)!;
      const key = /^\s+bob\s+member\s+Acme Corp\s+(rg_\S+)$/m.exec(out)![1]!;
      // Enough requests that both workers serve some (new connections are spread round-robin).
      for (let i = 0; i < 10; i++) {
        const response = await fetch(`${url}/company/api/default`, {
          headers: { Authorization: `Bearer ${key}`, Connection: 'close' },
        });
        expect(response.status).toBe(200);
        await response.arrayBuffer();
      }
      const total =
        /recordgate_http_requests_total\{type="company",call="list",status="200"\} (\d+)/;
      const side = await (await fetch(`${metricsUrl}/metrics`)).text();
      expect(Number(total.exec(side)?.[1])).toBe(10);
      const main = await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
      expect(main.status).toBe(200);
      expect(Number(total.exec(await main.text())?.[1])).toBe(10);
      expect((await fetch(`${url}/metrics`)).status).toBe(401);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  }, 90_000);
});
