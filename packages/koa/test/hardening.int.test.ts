import { once } from 'node:events';
import { createServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  api,
  createWorld,
  quoteIdentifier,
  useWorld,
  type TestResponse,
  type World,
} from './world.js';

const world = useWorld();

function expectSecurityHeaders(response: TestResponse, label: string): void {
  expect(response.headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(response.headers.get('x-frame-options'), label).toBe('DENY');
  expect(response.headers.get('referrer-policy'), label).toBe('no-referrer');
  expect(response.headers.get('content-security-policy'), label).toMatch(
    /default-src 'none'; frame-ancestors 'none'/,
  );
  expect(response.headers.get('x-request-id'), label).toBeTruthy();
}

describe('security headers', () => {
  it('are on every response: success, every error status, unknown paths, HEAD and OPTIONS', async () => {
    const { key, actor } = world.people.bob;
    const doc = await world.seed(actor, 'document', { title: 'headers' });
    const alices = await world.seed(world.people.alice.actor, 'document', { title: 'not bob’s' });
    const cases: [string, string, Parameters<World['call']>[2], number][] = [
      ['GET', api('document'), { key }, 200],
      ['HEAD', api('document'), { key }, 200],
      ['OPTIONS', api('document', 'info'), { key }, 200],
      ['POST', api('document', 'create'), { key, json: { title: 'new' } }, 201],
      ['DELETE', api('document', 'delete', `id=${doc.id}`), { key }, 204],
      ['GET', api('document', 'view', 'id=x'), { key }, 400],
      ['GET', api('document'), { key: null }, 401],
      ['DELETE', api('user', 'delete', `id=${actor.userId}`), { key }, 403],
      ['GET', api('document', 'view', `id=${alices.id}`), { key }, 404],
      ['GET', '/no/such/path', { key }, 404],
      ['PUT', api('document'), { key }, 405],
      ['POST', api('document', 'create'), { key, json: { title: 'x'.repeat(1_100_000) } }, 413],
      [
        'POST',
        api('document', 'create'),
        { key, body: 'x', headers: { 'Content-Type': 'text/plain' } },
        415,
      ],
      ['POST', api('document', 'create'), { key, json: { title: '' } }, 422],
    ];
    for (const [method, path, options, status] of cases) {
      const response = await world.call(method, path, options);
      const label = `${method} ${path.slice(0, 60)}`;
      expect(response.status, label).toBe(status);
      expectSecurityHeaders(response, label);
      expect(response.headers.get('strict-transport-security'), label).toBeNull();
    }
  });

  it('add HSTS when the public URL is https', async () => {
    const tls = await createWorld({ app: { publicUrl: 'https://dms.example.test' } });
    try {
      for (const response of [
        await tls.call('GET', api('document'), { key: tls.people.bob.key }),
        await tls.call('GET', api('document'), { key: null }),
        await tls.call('GET', '/elsewhere', { key: null }),
      ]) {
        expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
        expectSecurityHeaders(response, 'https');
      }
    } finally {
      await tls.close();
    }
  });

  it('add HSTS behind a trusted proxy that reports TLS, and not for plain requests through it', async () => {
    const proxied = await createWorld({ app: { publicUrl: undefined, trustProxy: true } });
    try {
      const { key } = proxied.people.bob;
      const overTls = await proxied.call('GET', api('document'), {
        key,
        headers: { 'X-Forwarded-Proto': 'https' },
      });
      expect(overTls.headers.get('strict-transport-security')).toBe('max-age=31536000');
      const plain = await proxied.call('GET', api('document'), { key });
      expect(plain.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await proxied.close();
    }
  });
});

describe('keys in the query string', () => {
  it('are never accepted, under any common parameter name, on any call', async () => {
    const { key, actor } = world.people.bob;
    const doc = await world.seed(actor, 'document', { title: 'query key' });
    const names = [
      'access-token',
      'access_token',
      'api_key',
      'apikey',
      'key',
      'token',
      'Authorization',
    ];
    const calls: [string, string][] = [
      ['GET', api('document')],
      ['GET', api('document', 'view', `id=${doc.id}`)],
      ['GET', api('document', 'list-objects', `id=${doc.id}&attribute=company`)],
      ['OPTIONS', api('document', 'info')],
      ['POST', api('document', 'update', `id=${doc.id}`)],
      ['DELETE', api('document', 'delete', `id=${doc.id}`)],
    ];
    for (const [method, path] of calls) {
      for (const name of names) {
        const separator = path.includes('?') ? '&' : '?';
        for (const value of [key, `Bearer ${key}`]) {
          const response = await world.call(
            method,
            `${path}${separator}${name}=${encodeURIComponent(value)}`,
            { key: null },
          );
          expect(response.status, `${method} ${path} ${name}`).toBe(401);
          expect(response.body.status).toBe(401);
        }
      }
    }
    // The document is untouched by the attempted update and delete.
    const view = await world.call('GET', api('document', 'view', `id=${doc.id}`), { key });
    expect(view.body.title).toBe('query key');
  });
});

describe('no internals in responses', () => {
  it('a failing database statement answers without stack trace, SQL or file paths', async () => {
    const broken = await createWorld();
    try {
      await (
        await broken.storage.orm()
      ).em
        .getConnection()
        .execute(`drop table ${quoteIdentifier('group')}`);
      const response = await broken.call('GET', api('group'), { key: broken.people.alice.key });
      expect(response.status).toBe(500);
      expect(response.text).not.toMatch(/select|from |sqlite|at .*\.(ts|js)|node_modules|\/src\//i);
      expectSecurityHeaders(response, '500');
    } finally {
      await broken.close();
    }
  });
});

describe('bounds on list headers', () => {
  it('refuses more than 100 entries in expand, fields or dateFields with 400, and accepts 100', async () => {
    const { key, actor } = world.people.bob;
    const doc = await world.seed(actor, 'document', { title: 'bounded' });
    const view = api('document', 'view', `id=${doc.id}`);
    for (const [header, entry] of [
      ['fields', 'title'],
      ['expand', 'createdBy.name'],
      ['dateFields', 'created_at'],
    ] as const) {
      const tooMany = await world.call('GET', view, {
        key,
        headers: { [header]: Array.from({ length: 101 }, () => entry).join(',') },
      });
      expect(tooMany.status, header).toBe(400);
      expect(tooMany.body.message).toMatch(new RegExp(`${header} header names more than 100`));
      const enough = await world.call('GET', view, {
        key,
        headers: { [header]: Array.from({ length: 100 }, () => entry).join(',') },
      });
      expect(enough.status, `${header}: ${enough.text}`).toBe(200);
    }
  });
});

describe('bound on per-page', () => {
  it('clamps per-page to the maximum of 100, and to at least 1', async () => {
    const { key } = world.people.alice;
    for (const [asked, given] of [
      ['1000000', '100'],
      ['101', '100'],
      ['0', '1'],
    ] as const) {
      const response = await world.call('GET', api('document', '', `page=1&per-page=${asked}`), {
        key,
      });
      expect(response.status, `${asked}: ${response.text}`).toBe(200);
      expect(response.headers.get('x-pagination-per-page'), asked).toBe(given);
      expect(response.body.length).toBeLessThanOrEqual(Number(given));
    }
  });
});

describe('downloads', () => {
  it('carry the stored media type exactly, with no charset added to text types', async () => {
    const { key } = world.people.bob;
    for (const type of ['text/plain', 'text/html', 'text/csv', 'application/json']) {
      const body = new FormData();
      body.append('title', type);
      // Latin-1 bytes: a charset=utf-8 label would be wrong for them.
      body.append('file', new Blob([Buffer.from('caf\xe9', 'latin1')], { type }), 'bytes.txt');
      const created = await world.call('POST', api('document', 'create'), { key, body });
      expect(created.status, created.text).toBe(201);
      expect(created.body.file_mime).toBe(type);
      const path = api('document', 'download', `id=${created.body.id}`);
      for (const headers of [{}, { Range: 'bytes=0-1' }] as Record<string, string>[]) {
        const got = await world.call('GET', path, { key, headers });
        expect(got.headers.get('content-type'), `${type} ${JSON.stringify(headers)}`).toBe(type);
      }
    }
  });
});

/** Sends `head` (request line and headers, without the blank line) as is; the status and the body. */
async function sendRaw(
  head: string,
  baseUrl = world.baseUrl,
): Promise<{ status: number; head: string; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(`${head}\r\nConnection: close\r\n\r\n`),
    );
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
  const [responseHead = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(responseHead.split(' ')[1]), head: responseHead, body };
}

describe('the Authorization header', () => {
  it('sent more than once is a 400 saying to send one, whichever key comes first', async () => {
    const { key } = world.people.bob;
    const path = api('document');
    for (const [first, second] of [
      [`Bearer ${key}`, 'Bearer rg_wrong'],
      ['Bearer rg_wrong', `Bearer ${key}`],
      [`Bearer ${key}`, `Bearer ${key}`],
      ['', `Bearer ${key}`],
    ]) {
      const got = await sendRaw(
        `GET ${path} HTTP/1.1\r\nHost: records.test\r\nAuthorization: ${first}\r\nauthorization: ${second}`,
      );
      expect(got.status, `${first} / ${second}`).toBe(400);
      expect(JSON.parse(got.body)).toEqual({
        name: 'Bad Request',
        message:
          'The request carries more than one Authorization header. Send exactly one: "Authorization: Bearer <API key>".',
        code: 0,
        status: 400,
      });
      expect(got.head).toMatch(/\r\nX-Request-Id: \S+/i);
    }
    const once = await sendRaw(
      `GET ${path} HTTP/1.1\r\nHost: records.test\r\nAuthorization: Bearer ${key}`,
    );
    expect(once.status).toBe(200);
  });
});

describe('multipart text fields with a Content-Transfer-Encoding', () => {
  it('are read as UTF-8 text whatever the encoding says, never failing the server', async () => {
    const { key } = world.people.bob;
    for (const [encoding, content] of [
      ['7bit', 'cafe'],
      ['8bit', 'café'],
      ['binary', 'café'],
      ['base64', Buffer.from('café').toString('base64')],
    ] as const) {
      const body = [
        '--B',
        'Content-Disposition: form-data; name="title"',
        `Content-Transfer-Encoding: ${encoding}`,
        '',
        content,
        '--B--',
        '',
      ].join('\r\n');
      const created = await world.call('POST', api('document', 'create'), {
        key,
        body,
        headers: { 'Content-Type': 'multipart/form-data; boundary=B' },
      });
      expect(created.status, `${encoding}: ${created.text}`).toBe(201);
      expect(created.body.title).toBe(encoding === '7bit' ? 'cafe' : 'café');
    }
  });
});

describe('a request without Host', () => {
  it('reaches the app when the server lets it, and is answered 400 in the Yii2 shape', async () => {
    // Node's default server answers it with a bare 400 before the app sees it.
    const handle = world.app.callback();
    const server = createServer({ requireHostHeader: false }, (req, res) => void handle(req, res));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const { key } = world.people.bob;
      const auth = `Authorization: Bearer ${key}`;
      const missing = await sendRaw(`GET ${api('document')} HTTP/1.1\r\n${auth}`, baseUrl);
      expect(missing.status).toBe(400);
      expect(JSON.parse(missing.body)).toEqual({
        name: 'Bad Request',
        message:
          'The request has no Host header, which HTTP/1.1 requires. Send one naming the server, as in "Host: records.example.com".',
        code: 0,
        status: 400,
      });
      expect(missing.head).toMatch(/\r\nX-Request-Id: \S+/i);
      expect(missing.head).toMatch(/\r\nX-Content-Type-Options: nosniff/i);
      // HTTP/1.0 has no Host requirement.
      expect((await sendRaw(`GET ${api('document')} HTTP/1.0\r\n${auth}`, baseUrl)).status).toBe(
        200,
      );
      const named = `GET ${api('document')} HTTP/1.1\r\nHost: records.test\r\n${auth}`;
      expect((await sendRaw(named, baseUrl)).status).toBe(200);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
