import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { isRecordError, type DocumentConverter } from '@recordgate/core';

/** A Gotenberg-compatible endpoint started by a test, converting with `converter`. */
export interface GotenbergDouble {
  readonly url: string;
  /** The conversions it was asked for. */
  readonly requests: number;
  stop(): Promise<void>;
}

/**
 * The part of Gotenberg's interface RecordGate uses (`GET /version`, `POST /forms/libreoffice/convert`
 * with the document in part `files`), answered by a converter of this machine: the Gotenberg client
 * is tested against it (ADR 0039). Gotenberg's statuses: 400 for a document it cannot convert, 503
 * when busy.
 */
export async function startGotenbergDouble(converter: DocumentConverter): Promise<GotenbergDouble> {
  let requests = 0;
  const server = createServer((request, response) => {
    void answer(request, response).catch(() => response.writeHead(500).end());
  });
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method === 'GET' && request.url === '/version') {
      response.end('8.0.0-test');
      return;
    }
    if (request.method !== 'POST' || request.url !== '/forms/libreoffice/convert') {
      response.writeHead(404).end('Not found');
      return;
    }
    requests++;
    const form = await new Request('http://double/', {
      method: 'POST',
      headers: request.headers as Record<string, string>,
      body: Readable.toWeb(request) as ReadableStream,
      duplex: 'half',
    } as RequestInit).formData();
    const file = form.get('files');
    if (!(file instanceof File)) {
      response.writeHead(400).end('no file in part "files"');
      return;
    }
    const extension = /\.[a-z]+$/.exec(file.name)?.[0] ?? '';
    try {
      const pdf = await converter.convert({
        bytes: new Uint8Array(await file.arrayBuffer()),
        extension,
      });
      response.writeHead(200, { 'Content-Type': 'application/pdf' }).end(pdf);
    } catch (error) {
      const status = isRecordError(error, 'invalid') ? 400 : 503;
      response
        .writeHead(status)
        .end(status === 400 ? 'LibreOffice cannot convert this document' : 'busy');
    }
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get requests() {
      return requests;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
