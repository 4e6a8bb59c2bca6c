// The files of the host the installed packages are tried in: what a newcomer writes after
// docs/embedding.md, "Install from npm" — strict TypeScript, Express mounting RecordGate, the first
// company, user and key made through the library.

/** The host: prints one line of JSON (`url`, `key`) once it listens, then serves until stopped. */
export const HOST_SOURCE = `import { createServer } from 'node:http';
import { createAdminTasks, defaultRecordTypes } from '@recordgate/core';
import { createApp } from '@recordgate/koa';
import { createMikroOrmStorage } from '@recordgate/storage-mikro-orm';
import express, { type Request, type Response } from 'express';
// Not a dependency of the host: the types come with @recordgate/koa, whose public types use them.
import type Koa from 'koa';

const storage = await createMikroOrmStorage({ url: ':memory:', types: defaultRecordTypes });
await storage.migrate();
const admin = createAdminTasks({ storage });
await admin.createCompany({ name: 'Acme' });
await admin.createUser({ username: 'alice', company: 'Acme', role: 'admin' });
const created: { key: string; prefix: string } = await admin.createKey({
  username: 'alice',
  company: 'Acme',
});

const app = express();
const server = createServer(app);
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  const url = \`http://127.0.0.1:\${address.port}\`;
  const records: Koa = createApp({ storage, publicUrl: \`\${url}/records\` });
  const handle = records.callback();
  app.use('/records', (request: Request, response: Response) => {
    void handle(request, response);
  });
  process.stdout.write(\`\${JSON.stringify({ url, key: created.key, prefix: created.prefix })}\\n\`);
});
process.once('SIGTERM', () => {
  server.close(() => void storage.close());
});
`;

const strict = {
  strict: true,
  target: 'es2023',
  lib: ['es2023'],
  types: ['node'],
  // As `tsc --init` writes it. Checking every library's declarations would report a clash between
  // @types/koa and the content-disposition that Express 5 brings, neither of them ours; our own
  // types still must resolve, or the host's calls on them fail.
  skipLibCheck: true,
  noUncheckedIndexedAccess: true,
  verbatimModuleSyntax: true,
};

/** tsconfig files by name: node16 emits the host, bundler only checks it. */
export const TSCONFIGS = {
  'tsconfig.node16.json': {
    compilerOptions: { ...strict, module: 'node16', moduleResolution: 'node16', outDir: 'out' },
    files: ['host.ts'],
  },
  'tsconfig.bundler.json': {
    compilerOptions: { ...strict, module: 'preserve', moduleResolution: 'bundler', noEmit: true },
    files: ['host.ts'],
  },
} as const;
