// .docx fills in a host that calls the record service itself, without Koa: a plain node:http server
// with two routes of its own, POST /letters (the request body is the .docx template; the title comes
// from ?title=) and GET /letters/file?id=N (the stored, filled file). The fill headers are the same as
// the interface's: fillPlaceholders, removeUnfiledPlaceholders, dateFormat, dateFields.
//
//   npm run build && node examples/docx-without-koa/index.mjs
//   curl -H "Authorization: Bearer <member key>" -H "fillPlaceholders: true" \
//        --data-binary @examples/templates/letter.docx "http://127.0.0.1:3000/letters?title=Offer"
import { createServer } from 'node:http';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { createDefaultPolicy } from '@recordgate/access';
import {
  createFilesystemFileStore,
  createKeyService,
  createRecordService,
  defaultRecordTypes,
  RecordError,
} from '@recordgate/core';
import { createDocxProcessor, pickDocxHeaders } from '@recordgate/docx';
import { createMikroOrmStorage } from '@recordgate/storage-mikro-orm';
import { announce, createDemoAccess } from '../demo-access.mjs';

const storage = await createMikroOrmStorage({
  url: process.env.DATABASE_URL ?? ':memory:',
  types: defaultRecordTypes,
});
await storage.migrate();
const demoKeys = await createDemoAccess(storage, defaultRecordTypes);

const records = createRecordService({
  storage,
  policy: createDefaultPolicy(),
  types: defaultRecordTypes,
  files: createFilesystemFileStore({ directory: './data/files' }),
});
const keys = createKeyService({ storage });
// One per record service: it starts its render workers on the first fill and shares them.
const docx = createDocxProcessor({ records, renderWorkers: 1 });

/** The statuses of the errors this small host can meet (the Koa package maps every code). */
const STATUS = {
  bad_request: 400,
  unauthorized: 401,
  not_found: 404,
  forbidden: 403,
  invalid: 422,
};
const MAX_TEMPLATE_BYTES = 5 * 2 ** 20;

async function handle(request, response) {
  const url = new URL(request.url, 'http://localhost');
  const key = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
  const actor = key ? await keys.authenticate({ key }) : undefined;
  if (!actor) throw new RecordError('unauthorized', 'Send Authorization: Bearer <API key>.');

  if (request.method === 'POST' && url.pathname === '/letters') {
    // Read the headers first: a malformed fillPlaceholders is a 400 before the body is read.
    const processFile = docx.forRequest(pickDocxHeaders(request.headers));
    const bytes = await buffer(request);
    if (bytes.byteLength > MAX_TEMPLATE_BYTES)
      throw new RecordError('bad_request', 'The template is larger than 5 MiB.');
    const record = await records.create({
      actor,
      type: 'document',
      data: { title: url.searchParams.get('title') ?? 'Letter' },
      file: {
        source: { bytes },
        originalName: 'letter.docx',
        mimeType: 'application/octet-stream',
        size: bytes.byteLength,
      },
      processFile,
    });
    response.writeHead(201, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ id: record.id, file_name: record.file_name }));
    return;
  }
  if (request.method === 'GET' && url.pathname === '/letters/file') {
    const id = Number(url.searchParams.get('id'));
    const { stream } = await records.download({ actor, type: 'document', id });
    response.writeHead(200, {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    await pipeline(stream, response);
    return;
  }
  throw new RecordError('not_found', 'Try POST /letters or GET /letters/file?id=N.');
}

const server = createServer((request, response) => {
  handle(request, response).catch((error) => {
    const status = error instanceof RecordError ? (STATUS[error.code] ?? 400) : 500;
    if (status === 500) console.error(error);
    if (response.headersSent) return response.destroy();
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(
      JSON.stringify({ status, message: status === 500 ? 'Internal error' : error.message }),
    );
  });
});
server.listen(Number(process.env.PORT ?? 3000), '127.0.0.1', () => {
  announce(`http://127.0.0.1:${server.address().port}`, demoKeys);
});
process.once('SIGTERM', () => server.close(() => docx.close().then(() => storage.close())));
