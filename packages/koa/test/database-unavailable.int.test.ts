import type { AddressInfo } from 'node:net';
import { defaultRecordTypes } from '@recordgate/core';
import { createApp } from '@recordgate/koa';
import { createMikroOrmStorage } from '@recordgate/storage-mikro-orm';
import { describe, expect, it } from 'vitest';

// Nothing listens on port 1: the database server is down.
describe.each([
  ['PostgreSQL', 'postgresql://app:secret@127.0.0.1:1/records'],
  ['MariaDB/MySQL', 'mysql://app:secret@127.0.0.1:1/records'],
])('a %s server that cannot be reached', (_, url) => {
  it('answers 503 with Retry-After and the cause, never the credentials', async () => {
    const storage = await createMikroOrmStorage({ url, types: defaultRecordTypes });
    const app = createApp({ storage, types: defaultRecordTypes, logger: { error: () => {} } });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (const path of ['/document/api/default', '/user/api/default/view?id=1']) {
        const response = await fetch(`${base}${path}`, {
          headers: { Authorization: `Bearer rg_0123456789abcdef_${'A'.repeat(43)}` },
        });
        expect(response.status, path).toBe(503);
        expect(response.headers.get('retry-after')).toBe('5');
        const body = (await response.json()) as Record<string, unknown>;
        expect(body).toMatchObject({ name: 'Service Unavailable', code: 0, status: 503 });
        expect(body.message).toMatch(/database is busy or cannot be reached/);
        expect(JSON.stringify(body)).not.toContain('secret');
      }
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await storage.close();
    }
  });
});
