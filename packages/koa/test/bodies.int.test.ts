import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultRecordTypes, defineRecordType, type RecordType } from '@recordgate/core';
import { createFormData, waitFor, type FormFile } from '@recordgate/testing';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleErrors } from '../src/middleware/handle-errors.js';
import { createBodyReader } from '../src/body/read-body.js';
import { api, createWorld, type World } from './world.js';

/** A type of the installation, added here to show bodies work for any type. */
const invoice: RecordType = defineRecordType({
  name: 'invoice',
  modelClass: 'acme.models.Invoice',
  searchClass: 'acme.models.InvoiceSearch',
  lookupField: 'number',
  fields: [
    {
      name: 'number',
      type: 'string',
      required: true,
      maxLength: 20,
      label: { en: 'Number', de: 'Nummer' },
    },
    {
      name: 'amount_cents',
      type: 'integer',
      required: true,
      label: { en: 'Amount', de: 'Betrag' },
    },
    { name: 'paid', type: 'boolean', label: { en: 'Paid', de: 'Bezahlt' } },
    { name: 'due_at', type: 'datetime', label: { en: 'Due', de: 'Fällig' } },
    {
      name: 'company_id',
      type: 'reference',
      references: 'company',
      auto: 'company',
      label: { en: 'Company', de: 'Firma' },
    },
    {
      name: 'created_by',
      type: 'reference',
      references: 'user',
      auto: 'createdBy',
      label: { en: 'Created by', de: 'Erstellt von' },
    },
  ],
});

let world: World;
let uploads: string;
beforeAll(async () => {
  uploads = mkdtempSync(join(tmpdir(), 'recordgate-bodies-'));
  world = await createWorld({
    types: [...defaultRecordTypes, invoice],
    app: {
      uploadLimit: '64kb',
      bodyLimit: '16kb',
      uploadDirectory: uploads,
      uploadMemoryLimit: '8kb',
    },
  });
});
afterAll(async () => {
  await world?.close();
  rmSync(uploads, { recursive: true, force: true });
});

const form = (fields: Record<string, string>, file?: FormFile) =>
  createFormData(fields, file && { type: 'text/plain', ...file });

// Sends a multipart body through fetch (which sets the boundary and Content-Length itself).
const postForm = async (path: string, key: string, body: FormData) => {
  const response = await fetch(`${world.baseUrl}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}` },
    body,
  });
  const text = await response.text();
  world.checkResponse({
    method: 'POST',
    path,
    status: response.status,
    headers: response.headers,
    text,
  });
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: text ? JSON.parse(text) : undefined,
  };
};

const count = async (type: string, key: string) =>
  (await world.call('GET', api(type), { key })).body.length as number;

describe('request bodies', () => {
  it('creates from JSON, form-urlencoded and multipart alike, coercing form strings', async () => {
    const { key } = world.people.bob;
    const viaJson = await world.call('POST', api('invoice', 'create'), {
      key,
      json: { number: 'R-1', amount_cents: 1200, paid: true, due_at: '2026-12-01T00:00:00Z' },
    });
    const viaForm = await world.call('POST', api('invoice', 'create'), {
      key,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'number=R-2&amount_cents=1200&paid=1&due_at=1796083200',
    });
    const viaMultipart = await postForm(
      api('invoice', 'create'),
      key,
      form({
        number: 'R-3',
        amount_cents: '1200',
        paid: 'true',
        due_at: '2026-12-01T01:00:00+01:00',
      }),
    );
    for (const [response, number] of [
      [viaJson, 'R-1'],
      [viaForm, 'R-2'],
      [viaMultipart, 'R-3'],
    ] as const) {
      expect(response.status, response.text).toBe(201);
      expect(response.body).toMatchObject({ number, amount_cents: 1200, paid: true });
      expect(response.body.company_id).toBe(world.companies.acme.id);
    }

    const doc = await postForm(
      api('document', 'create'),
      key,
      form({ title: 'Multipart memo', document_date: '2026-03-01T10:00:00+01:00' }),
    );
    expect(doc.status, doc.text).toBe(201);
    expect(doc.body.title).toBe('Multipart memo');
  });

  it('updates from a multipart body', async () => {
    const { key } = world.people.bob;
    const created = await world.call('POST', api('invoice', 'create'), {
      key,
      json: { number: 'R-10', amount_cents: 10 },
    });
    const updated = await postForm(
      api('invoice', 'update', `id=${created.body.id}`),
      key,
      form({ amount_cents: '20', paid: '0' }),
    );
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body).toMatchObject({ number: 'R-10', amount_cents: 20, paid: false });
  });

  it('answers 422 in the field order for bad multipart fields, and stores nothing', async () => {
    const { key } = world.people.bob;
    const before = await count('invoice', key);
    const response = await postForm(
      api('invoice', 'create'),
      key,
      form({ amount_cents: 'twelve', id: '5', colour: 'red' }),
    );
    expect(response.status).toBe(422);
    expect(response.body.map((p: { field: string }) => p.field).sort()).toEqual(
      ['amount_cents', 'colour', 'id', 'number'].sort(),
    );
    expect(await count('invoice', key)).toBe(before);
  });

  it('refuses a file on a type that stores none with 422 naming the part, and keeps no temporary file', async () => {
    const { key } = world.people.bob;
    const before = await count('invoice', key);
    const response = await postForm(
      api('invoice', 'create'),
      key,
      form({ number: 'R-20', amount_cents: '1' }, { name: 'scan.txt', content: 'hello' }),
    );
    expect(response.status).toBe(422);
    expect(response.body).toEqual([
      { field: 'file', message: expect.stringMatching(/take no file/) },
    ]);
    expect(await count('invoice', key)).toBe(before);
    expect(readdirSync(uploads)).toEqual([]);
  });

  it('refuses a file in a part other than "file" with 422', async () => {
    const response = await postForm(
      api('invoice', 'create'),
      world.people.bob.key,
      form(
        { number: 'R-21', amount_cents: '1' },
        { part: 'attachment', name: 'a.txt', content: 'x' },
      ),
    );
    expect(response.status).toBe(422);
    expect(response.body).toEqual([
      { field: 'attachment', message: expect.stringMatching(/part named "file"/) },
    ]);
    expect(readdirSync(uploads)).toEqual([]);
  });

  it('413 for a file over the upload limit, and for form fields over the body limit', async () => {
    const { key } = world.people.bob;
    const bigFile = await postForm(
      api('invoice', 'create'),
      key,
      form(
        { number: 'R-30', amount_cents: '1' },
        { name: 'big.txt', content: 'x'.repeat(70 * 1024) },
      ),
    );
    expect(bigFile.status).toBe(413);
    expect(bigFile.body).toMatchObject({ status: 413, message: expect.stringMatching(/64 KiB/) });
    const bigFields = await postForm(
      api('invoice', 'create'),
      key,
      form({ number: 'R-31', amount_cents: '1', junk: 'y'.repeat(20 * 1024) }),
    );
    expect(bigFields.status).toBe(413);
    expect(bigFields.body.message).toMatch(/16 KiB/);
    expect(readdirSync(uploads)).toEqual([]);
  });

  it('413 for a streamed upload without Content-Length, before the whole body is read', async () => {
    const { port } = new URL(world.baseUrl);
    const boundary = 'rgboundary';
    const total = 64 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 'z');
    let sent = 0;
    const { status, text } = await new Promise<{ status: number; text: string }>(
      (resolve, reject) => {
        const req = request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: api('invoice', 'create'),
          headers: {
            Authorization: `Bearer ${world.people.bob.key}`,
            'Content-Type': `multipart/form-data; boundary=${boundary}`,
            'Transfer-Encoding': 'chunked',
          },
        });
        let answered = false;
        req.on('response', (res) => {
          answered = true;
          let body = '';
          res.on('data', (d: Buffer) => (body += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text: body }));
        });
        // The server may close the connection while we still write: that is the point.
        req.on('error', (error) => {
          if (!answered) reject(error);
        });
        req.write(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.bin"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n',
        );
        const pump = () => {
          while (!answered && sent < total) {
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
          if (!answered) req.end(`\r\n--${boundary}--\r\n`);
        };
        pump();
      },
    );
    expect(status).toBe(413);
    expect(JSON.parse(text).message).toMatch(/uploaded file is larger than the limit of 64 KiB/);
    expect(sent).toBeLessThan(total);
    // The partial part is removed once the request is over.
    await waitFor(() => readdirSync(uploads).length === 0);
  });

  it('reads parts by filename, not by Content-Type: a typed field is a field, an untyped file a file', async () => {
    const boundary = 'typed';
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="number"\r\nContent-Type: text/plain\r\n\r\nR-60\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="amount_cents"\r\n\r\n7\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="raw.bin"\r\n\r\nxyz\r\n` +
      `--${boundary}--\r\n`;
    const response = await world.call('POST', api('invoice', 'create'), {
      key: world.people.bob.key,
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    // The fields were read (no 422 on them); the untyped file reached the engine as a file.
    expect(response.status).toBe(422);
    expect(response.body).toEqual([
      { field: 'file', message: expect.stringMatching(/take no file/) },
    ]);
  });

  it('treats an empty file input of a browser form as no file', async () => {
    const body = form({ number: 'R-50', amount_cents: '1' });
    body.append('file', new Blob([]), '');
    const response = await postForm(api('invoice', 'create'), world.people.bob.key, body);
    expect(response.status, response.text).toBe(201);
    const textAsFile = await postForm(
      api('invoice', 'create'),
      world.people.bob.key,
      form({ number: 'R-51', amount_cents: '1', file: 'not a file' }),
    );
    expect(textAsFile.status).toBe(422);
    expect(textAsFile.body).toEqual([
      { field: 'file', message: expect.stringMatching(/must carry a file with a filename/) },
    ]);
  });

  it('removes the partial upload of a client that gives up mid-body', async () => {
    const { port } = new URL(world.baseUrl);
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: api('invoice', 'create'),
      headers: {
        Authorization: `Bearer ${world.people.bob.key}`,
        'Content-Type': 'multipart/form-data; boundary=b',
        'Content-Length': '40000',
      },
    });
    req.on('error', () => {});
    req.write('--b\r\nContent-Disposition: form-data; name="file"; filename="cut.bin"\r\n\r\n');
    req.write(Buffer.alloc(20000, 'c'));
    // Wait until the server has started writing the part, then vanish.
    await waitFor(() => readdirSync(uploads).length > 0);
    expect(readdirSync(uploads)).toHaveLength(1);
    req.destroy();
    await waitFor(() => readdirSync(uploads).length === 0);
  });

  it('413 for a chunked JSON or form body over the limit, and nothing stored', async () => {
    const { port } = new URL(world.baseUrl);
    const before = await count('invoice', world.people.bob.key);
    for (const [type, body] of [
      [
        'application/json',
        JSON.stringify({ number: 'R-70', amount_cents: 1, x: 'j'.repeat(40000) }),
      ],
      ['application/x-www-form-urlencoded', `number=R-71&amount_cents=1&x=${'f'.repeat(40000)}`],
    ] as const) {
      const status = await new Promise<number>((resolve, reject) => {
        const req = request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: api('invoice', 'create'),
          headers: {
            Authorization: `Bearer ${world.people.bob.key}`,
            'Content-Type': type,
            'Transfer-Encoding': 'chunked',
          },
        });
        req.on('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        for (let at = 0; at < body.length; at += 4096) req.write(body.slice(at, at + 4096));
        req.end();
      });
      expect(status).toBe(413);
    }
    expect(await count('invoice', world.people.bob.key)).toBe(before);
  });

  it('413 at once for a declared Content-Length over the limits', async () => {
    const response = await world.call('POST', api('invoice', 'create'), {
      key: world.people.bob.key,
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      body: `--x\r\n${'a'.repeat(200 * 1024)}`,
    });
    expect(response.status).toBe(413);
  });

  it('400 for a malformed multipart body, 415 for other types', async () => {
    const { key } = world.people.bob;
    const noBoundary = await world.call('POST', api('invoice', 'create'), {
      key,
      headers: { 'Content-Type': 'multipart/form-data' },
      body: 'number=1',
    });
    expect(noBoundary.status).toBe(400);
    expect(noBoundary.body).toMatchObject({
      name: 'Bad Request',
      message: expect.stringMatching(/multipart/),
    });
    const xml = await world.call('POST', api('invoice', 'create'), {
      key,
      headers: { 'Content-Type': 'application/xml' },
      body: '<invoice/>',
    });
    expect(xml.status).toBe(415);
    expect(xml.body.message).toMatch(/multipart\/form-data/);
    const multipart = (body: string) =>
      world.call('POST', api('invoice', 'create'), {
        key,
        headers: { 'Content-Type': 'multipart/form-data; boundary=B' },
        body,
      });
    const field = (name: string, value: string) =>
      `--B\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const unclosed = await multipart(field('number', 'R-80'));
    expect(unclosed.status).toBe(400);
    expect(unclosed.body.message).toMatch(/multipart body is malformed/);
    const twoFiles = await multipart(
      `--B\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\na\r\n` +
        `--B\r\nContent-Disposition: form-data; name="file"; filename="b.txt"\r\n\r\nb\r\n--B--\r\n`,
    );
    expect(twoFiles.status).toBe(400);
    expect(twoFiles.body.message).toBe(
      'The form carries more than one file; send one, in part "file".',
    );
    const unknownEncoding = await multipart(
      `--B\r\nContent-Disposition: form-data; name="number"\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\nR-81\r\n--B--\r\n`,
    );
    expect(unknownEncoding.status).toBe(400);
    expect(unknownEncoding.body.message).toMatch(/transfer-encoding/);
  });

  it('413 for more than 1000 form fields', async () => {
    let body = '';
    for (let i = 0; i <= 1000; i++) {
      body += `--B\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`;
    }
    const response = await world.call('POST', api('invoice', 'create'), {
      key: world.people.bob.key,
      headers: { 'Content-Type': 'multipart/form-data; boundary=B' },
      body: `${body}--B--\r\n`,
    });
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('The form has more than 1000 fields.');
  });

  it('stores a file part without Content-Type as application/octet-stream, a base64 one decoded', async () => {
    const part = (headers: string, content: string) =>
      world.call('POST', api('document', 'create'), {
        key: world.people.bob.key,
        headers: { 'Content-Type': 'multipart/form-data; boundary=B' },
        body:
          `--B\r\nContent-Disposition: form-data; name="title"\r\n\r\nParts\r\n` +
          `--B\r\nContent-Disposition: form-data; name="file"; filename="raw.bin"\r\n${headers}\r\n${content}\r\n--B--\r\n`,
      });
    const untyped = await part('', 'xyz');
    expect(untyped.status, untyped.text).toBe(201);
    expect(untyped.body).toMatchObject({ file_mime: 'application/octet-stream', file_size: 3 });
    const encoded = await part(
      'Content-Type: text/plain\r\nContent-Transfer-Encoding: base64\r\n',
      Buffer.from('café au lait').toString('base64'),
    );
    expect(encoded.status, encoded.text).toBe(201);
    expect(encoded.body).toMatchObject({ file_mime: 'text/plain', file_size: 13 });
  });

  it('nests form fields the same way for urlencoded and multipart bodies', async () => {
    // An object value is not a valid integer: both encodings reach validation with the same shape.
    const { key } = world.people.bob;
    const viaForm = await world.call('POST', api('invoice', 'create'), {
      key,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'number=R-40&amount_cents[x]=1',
    });
    const viaMultipart = await postForm(
      api('invoice', 'create'),
      key,
      form({ number: 'R-40', 'amount_cents[x]': '1' }),
    );
    expect(viaForm.status).toBe(422);
    expect(viaMultipart.body).toEqual(viaForm.body);
  });

  it('a member of another company cannot write through a multipart body either', async () => {
    const doc = await world.seed(world.people.bob.actor, 'document', { title: 'Bob only' });
    const response = await postForm(
      api('document', 'update', `id=${doc.id}`),
      world.people.erin.key,
      form({ title: 'Taken over' }),
    );
    expect(response.status).toBe(404);
    const colleague = await postForm(
      api('document', 'update', `id=${doc.id}`),
      world.people.carol.key,
      form({ title: 'Taken over' }),
    );
    expect(colleague.status).toBe(404);
    const view = await world.call('GET', api('document', 'view', `id=${doc.id}`), {
      key: world.people.bob.key,
    });
    expect(view.body.title).toBe('Bob only');
  });
});

describe('the uploaded file as the call handlers see it', () => {
  it('words the 422 about file parts in the installation language', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'recordgate-reader-de-'));
    const reader = createBodyReader({
      bodyLimit: 1024,
      uploadLimit: 4096,
      uploadDirectory: dir,
      language: 'de',
    });
    const app = new Koa();
    app.use(handleErrors({ error: () => {} }));
    app.use((ctx) => reader(ctx, async () => void (ctx.body = {})));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const body = new FormData();
      body.append('anhang', new Blob(['x']), 'a.txt');
      const port = (server.address() as AddressInfo).port;
      const response = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual([
        {
          field: 'anhang',
          message:
            '"anhang" ist ein Dateiteil; eine Datei wird nur im Teil namens "file" gesendet.',
        },
      ]);
    } finally {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('hands over a small upload in memory and a large one in a temporary file, removed when the call ends', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'recordgate-reader-'));
    const reader = createBodyReader({
      bodyLimit: 1024,
      uploadLimit: 4096,
      uploadDirectory: dir,
      uploadMemoryLimit: 16,
    });
    let seen: { where: string; content: string; filesDuringCall: number } | undefined;
    const app = new Koa();
    app.use(handleErrors({ error: () => {} }));
    app.use((ctx) =>
      reader(ctx, async ({ data, file }) => {
        seen = file && {
          where: 'path' in file.source ? 'file' : 'memory',
          content:
            'path' in file.source
              ? readFileSync(file.source.path, 'utf8')
              : Buffer.from(file.source.bytes).toString('utf8'),
          filesDuringCall: readdirSync(dir, { recursive: true }).length,
        };
        ctx.body = { data, file: file && { ...file, source: undefined } };
      }),
    );
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const body = new FormData();
      body.append('title', 'Offer');
      body.append('company[name]', 'Acme');
      body.append('file', new Blob(['Dear {name}'], { type: 'text/plain' }), 'offer.txt');
      const response = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        data: { title: 'Offer', company: { name: 'Acme' } },
        file: { originalName: 'offer.txt', mimeType: 'text/plain', size: 11 },
      });
      expect(seen).toEqual({ where: 'memory', content: 'Dear {name}', filesDuringCall: 0 });

      const large = new FormData();
      large.append('file', new Blob(['x'.repeat(3000)], { type: 'text/plain' }), 'large.txt');
      const stored = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: large });
      expect(stored.status).toBe(200);
      expect(seen).toEqual({ where: 'file', content: 'x'.repeat(3000), filesDuringCall: 2 });
      expect(readdirSync(dir)).toEqual([]);

      const tooBig = new FormData();
      tooBig.append('file', new Blob(['x'.repeat(5000)]), 'big.bin');
      const refused = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: tooBig });
      expect(refused.status).toBe(413);
      await waitFor(() => readdirSync(dir).length === 0);
    } finally {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
