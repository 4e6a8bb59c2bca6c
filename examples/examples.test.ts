import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDocx, readDocxText } from '@recordgate/testing';
import { afterAll, describe, expect, it } from 'vitest';

// Each example is started as its own process, exactly as a reader would run it, and called over HTTP.
const here = dirname(fileURLToPath(import.meta.url));
const children: ChildProcess[] = [];
// Each example runs in a directory of its own: uploads land in its ./data/files, not in the checkout.
const directories: string[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const directory of directories) rmSync(directory, { recursive: true, force: true });
});

interface Started {
  readonly url: string;
  readonly admin: string;
  readonly member: string;
  call(path: string, init?: RequestInit & { key?: string }): Promise<Response>;
}

async function start(example: string, env: Record<string, string> = {}): Promise<Started> {
  const cwd = mkdtempSync(join(tmpdir(), `recordgate-${example}-`));
  directories.push(cwd);
  const child = spawn(process.execPath, [join(here, example, 'index.mjs')], {
    cwd,
    env: { ...process.env, PORT: '0', ...env },
  });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  await expect
    .poll(() => (child.exitCode !== null ? `exited: ${err}` : out), { timeout: 30_000 })
    .toMatch(/member key: \S+/);
  const url = /listening on (\S+)/.exec(out)![1]!;
  const admin = /admin key: (\S+)/.exec(out)![1]!;
  const member = /member key: (\S+)/.exec(out)![1]!;
  return {
    url,
    admin,
    member,
    call: (path, { key, ...init } = {}) =>
      fetch(`${url}${path}`, {
        ...init,
        headers: {
          ...(key ? { Authorization: `Bearer ${key}` } : {}),
          ...(init.body ? { 'Content-Type': 'application/json' } : {}),
        },
      }),
  };
}

const json = async (response: Response) => (await response.json()) as any;

describe('examples/koa-mount: createRouter() under a prefix in a host Koa app', () => {
  it('serves the host’s routes and the interface under /records, links included', async () => {
    const app = await start('koa-mount', { METRICS_TOKEN: 'token-for-the-example-test' });
    expect(await json(await app.call('/'))).toMatchObject({ app: 'host' });
    const created = await app.call('/records/document/api/default/create', {
      key: app.admin,
      method: 'POST',
      body: JSON.stringify({ title: 'Mounted' }),
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(
      new RegExp(`^${app.url}/records/document/api/default/view\\?id=\\d+$`),
    );
    const viewed = await fetch(location, { headers: { Authorization: `Bearer ${app.admin}` } });
    expect(await json(viewed)).toMatchObject({ title: 'Mounted' });
    // The member neither created nor was granted it: the default policy hides it.
    expect(
      await json(await app.call('/records/document/api/default', { key: app.member })),
    ).toEqual([]);
    expect((await app.call('/records/document/api/default')).status).toBe(401);
    // Unprefixed paths are the host's, not RecordGate's.
    expect((await app.call('/document/api/default', { key: app.admin })).status).toBe(404);

    const document = await json(await app.call('/records/openapi.json'));
    expect(document.servers).toEqual([{ url: '/records' }]);
    expect((await app.call('/records/health')).status).toBe(200);
    expect((await app.call('/records/ready')).status).toBe(200);
    expect((await app.call('/records/metrics')).status).toBe(401);
    const metrics = await app.call('/records/metrics', { key: 'token-for-the-example-test' });
    expect(await metrics.text()).toMatch(
      /recordgate_http_requests_total\{type="document",call="create",status="201"\} 1/,
    );
  });
});

describe('examples/node-http: createApp().callback() from node:http', () => {
  it('serves every call, the operational endpoints, and refuses a missing key', async () => {
    const app = await start('node-http');
    expect((await app.call('/document/api/default', { key: app.admin })).status).toBe(200);
    expect((await app.call('/document/api/default')).status).toBe(401);
    expect((await app.call('/health')).status).toBe(200);
    expect((await app.call('/docs')).headers.get('content-type')).toMatch(/text\/html/);
  });
});

describe('examples/express: createApp().callback() inside Express', () => {
  it('serves the interface under /records beside Express routes', async () => {
    const app = await start('express');
    expect(await json(await app.call('/'))).toMatchObject({ app: 'express host' });
    const created = await app.call('/records/company/api/default/view?id=1', {
      key: app.admin,
      headers: {},
    });
    expect(await json(created)).toMatchObject({ id: 1, name: 'Example Corp' });
    const withHref = await fetch(`${app.url}/records/company/api/default/view?id=1`, {
      headers: { Authorization: `Bearer ${app.admin}`, href: 'true' },
    });
    expect((await json(withHref)).href).toBe(`${app.url}/records/company/api/default/view?id=1`);
    const document = await json(await app.call('/records/openapi.json'));
    expect(document.servers).toEqual([{ url: `${app.url}/records` }]);
  });

  it('fills a .docx upload from the record when asked, as any host of the app does', async () => {
    const app = await start('express');
    const body = new FormData();
    body.append('title', 'Service agreement');
    const template = createDocx({ paragraphs: [['No. {id}: {title} for {company.name}']] });
    body.append('file', new Blob([template]), 'letter.docx');
    const created = await fetch(`${app.url}/records/document/api/default/create`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${app.admin}`, fillPlaceholders: 'true' },
      body,
    });
    expect(created.status).toBe(201);
    const { id } = await json(created);
    const stored = await app.call(`/records/document/api/default/download?id=${id}`, {
      key: app.admin,
    });
    expect(readDocxText(Buffer.from(await stored.arrayBuffer()))).toEqual([
      `No. ${id}: Service agreement for Example Corp`,
    ]);
  });
});

describe('examples/docx-without-koa: the record service and createDocxProcessor under node:http', () => {
  it('fills a template from the record it creates, and refuses what the interface refuses', async () => {
    const app = await start('docx-without-koa');
    const template = createDocx({ paragraphs: [['No. {id}: {title} for {company.name}']] });
    const post = (headers: Record<string, string>, key = app.member) =>
      fetch(`${app.url}/letters?title=Offer`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, ...headers },
        body: template,
      });
    const created = await post({ fillPlaceholders: 'true' });
    expect(created.status).toBe(201);
    const { id, file_name } = await json(created);
    expect(file_name).toBe('letter.docx');
    const stored = await app.call(`/letters/file?id=${id}`, { key: app.member });
    expect(stored.status).toBe(200);
    expect(readDocxText(Buffer.from(await stored.arrayBuffer()))).toEqual([
      `No. ${id}: Offer for Example Corp`,
    ]);

    const malformed = await post({ fillPlaceholders: 'yes please' });
    expect(malformed.status).toBe(400);
    expect((await json(malformed)).message).toMatch(/fillPlaceholders/);
    expect((await post({ fillPlaceholders: 'true' }, 'rg_not_a_key')).status).toBe(401);
  });
});

describe('examples/custom-type-and-policy: an own record type and access policy', () => {
  it('serves the new type with all its calls, and the policy keeps members out of it', async () => {
    const app = await start('custom-type-and-policy');
    const info = await json(
      await app.call('/contract/api/default/info', { key: app.admin, method: 'OPTIONS' }),
    );
    expect(info.attributes).toMatchObject({ title: 'Title', amount: 'Amount', signed: 'Signed' });
    expect(info.expandable).toMatchObject({ document_id: 'document.*', created_by: 'createdBy.*' });

    const created = await app.call('/contract/api/default/create', {
      key: app.admin,
      method: 'POST',
      body: JSON.stringify({ title: 'Supply', amount: 1200, signed: true }),
    });
    expect(created.status).toBe(201);
    const { id } = await json(created);
    expect((await json(await app.call('/contract/api/default', { key: app.admin }))).length).toBe(
      1,
    );

    // Members: the type they may read nothing of is missing to them (404, as its info call), the
    // record looks missing, and they cannot create one.
    expect((await app.call('/contract/api/default', { key: app.member })).status).toBe(404);
    expect(
      (await app.call(`/contract/api/default/view?id=${id}`, { key: app.member })).status,
    ).toBe(404);
    const refused = await app.call('/contract/api/default/create', {
      key: app.member,
      method: 'POST',
      body: JSON.stringify({ title: 'Sneaky' }),
    });
    expect(refused.status).toBe(403);
    // The default types keep the default policy: the member still reads their company.
    expect((await app.call('/company/api/default/view?id=1', { key: app.member })).status).toBe(
      200,
    );

    const document = await json(await app.call('/openapi.json'));
    expect(Object.keys(document.paths)).toContain('/contract/api/default/create');
    expect(document.components.schemas.Contract.properties.amount.type).toEqual([
      'integer',
      'null',
    ]);
  });
});
