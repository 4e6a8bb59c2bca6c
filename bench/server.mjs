// The server side of the read-path benchmark: the real app on a seeded SQLite file, plus a bare Koa
// fixed-JSON baseline on a second port, in one process (one core's worth of event loop).
import Koa from 'koa';
import { createApp } from '@recordgate/koa';
import { createMikroOrmStorage } from '@recordgate/storage-mikro-orm';
import { defaultRecordTypes } from '@recordgate/core';

const [database] = process.argv.slice(2);
const storage = await createMikroOrmStorage({ url: database, types: defaultRecordTypes });
const app = createApp({ storage, publicUrl: 'http://bench.test', logger: { error: () => {} } });
const server = app.listen(0, '127.0.0.1');

const bare = new Koa();
bare.use((ctx) => {
  ctx.body = { id: 1, title: 'fixed', created_at: '22.11.2026 01:27:40' };
});
const baseline = bare.listen(0, '127.0.0.1');

await Promise.all([server, baseline].map((s) => new Promise((r) => s.once('listening', r))));
process.send({ app: server.address().port, baseline: baseline.address().port });
process.on('message', (message) => {
  if (message === 'rss') process.send({ rss: process.memoryUsage().rss });
  if (message === 'stop') {
    server.close();
    baseline.close();
    void storage.close().then(() => process.exit(0));
  }
});
