// Mount RecordGate's router under /records in a host's own Koa app, beside the host's routes, and add
// the operational endpoints (health, readiness, OpenAPI, reference page, metrics) under the same prefix.
//
//   npm run build && node examples/koa-mount/index.mjs
//   curl -H "Authorization: Bearer <admin key>" http://127.0.0.1:3000/records/document/api/default
import { createServer } from 'node:http';
import { Router } from '@koa/router';
import { defaultRecordTypes } from '@recordgate/core';
import { createMetrics, createOperationsRouter, createRouter } from '@recordgate/koa';
import { createMikroOrmStorage } from '@recordgate/storage-mikro-orm';
import Koa from 'koa';
import { announce, createDemoAccess } from '../demo-access.mjs';

const port = Number(process.env.PORT ?? 3000);
const storage = await createMikroOrmStorage({
  url: process.env.DATABASE_URL ?? ':memory:',
  types: defaultRecordTypes,
});
await storage.migrate();
const keys = await createDemoAccess(storage, defaultRecordTypes);

const host = new Koa();
// The host's own routes.
const own = new Router();
own.get('/', (ctx) => {
  ctx.body = { app: 'host', records: '/records/document/api/default' };
});
host.use(own.routes());

// Listen first to learn the port (PORT=0 picks a free one); the handler is attached once the app is
// complete, because Koa fixes its middleware when it creates the handler.
const server = createServer();
server.listen(port, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const url = `http://127.0.0.1:${server.address().port}`;

// RecordGate under /records. publicUrl includes the prefix, so href and Location point back here.
const metrics = createMetrics();
const records = createRouter({ storage, publicUrl: `${url}/records`, metrics });
const operations = createOperationsRouter({
  storage,
  metrics,
  metricsToken: process.env.METRICS_TOKEN ?? 'example-metrics-token-0123',
});
const mount = new Router({ prefix: '/records' });
mount.use(records.routes());
mount.use(operations.routes());
host.use(mount.routes());
server.on('request', host.callback());

announce(url, keys);
process.once('SIGTERM', () => server.close(() => storage.close()));
