// Serve RecordGate inside an Express app under /records: createApp().callback() is a plain Node
// handler, and Express strips the mount prefix before it runs.
//
//   npm run build && node examples/express/index.mjs
import { defaultRecordTypes } from '@recordgate/core';
import { createApp } from '@recordgate/koa';
import { createMikroOrmStorage } from '@recordgate/storage-mikro-orm';
import express from 'express';
import { announce, createDemoAccess } from '../demo-access.mjs';

const storage = await createMikroOrmStorage({
  url: process.env.DATABASE_URL ?? ':memory:',
  types: defaultRecordTypes,
});
await storage.migrate();
const keys = await createDemoAccess(storage, defaultRecordTypes);

const app = express();
app.get('/', (_request, response) => {
  response.json({ app: 'express host', records: '/records/document/api/default' });
});

const server = app.listen(Number(process.env.PORT ?? 3000), '127.0.0.1', () => {
  const url = `http://127.0.0.1:${server.address().port}`;
  // The public URL names the mount prefix, so href and Location links lead back through Express.
  const records = createApp({ storage, publicUrl: `${url}/records` }).callback();
  app.use('/records', (request, response) => records(request, response));
  announce(url, keys);
});
process.once('SIGTERM', () => server.close(() => storage.close()));
