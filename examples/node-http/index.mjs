// Serve the whole interface from a plain node:http server: createApp().callback() is an ordinary
// (request, response) handler.
//
//   npm run build && node examples/node-http/index.mjs
import { createServer } from 'node:http';
import { defaultRecordTypes } from '@recordgate/core';
import { createApp } from '@recordgate/koa';
import { createMikroOrmStorage } from '@recordgate/storage-mikro-orm';
import { announce, createDemoAccess } from '../demo-access.mjs';

const storage = await createMikroOrmStorage({
  url: process.env.DATABASE_URL ?? ':memory:',
  types: defaultRecordTypes,
});
await storage.migrate();
const keys = await createDemoAccess(storage, defaultRecordTypes);

const handler = createApp({ storage }).callback();
const server = createServer(handler);
server.listen(Number(process.env.PORT ?? 3000), '127.0.0.1', () => {
  announce(`http://127.0.0.1:${server.address().port}`, keys);
});
process.once('SIGTERM', () => server.close(() => storage.close()));
