// The render pool's worker thread: fills one .docx per message, off the server's event loop.
import { parentPort } from 'node:worker_threads';
import { isRecordError } from '@recordgate/core';
import { checkArchive } from './check-archive.js';
import { extractText } from './extract-text.js';
import { renderDocx } from './fill-docx.js';
import type { RenderReply, RenderRequest } from './render-messages.js';

const port = parentPort;
if (!port) throw new Error('render-worker runs only as a worker thread of createRenderPool().');

port.on('message', (request: RenderRequest) => {
  if (request.extract) {
    void extract(request, request.extract);
    return;
  }
  let reply: RenderReply;
  const transfer: ArrayBuffer[] = [];
  try {
    if (request.checkOnly) {
      checkArchive({
        file: new Uint8Array(request.template),
        limits: request.limits,
        allowMacros: request.allowMacros,
      });
      port.postMessage({ id: request.id, ok: true, file: new ArrayBuffer(0), marked: [] });
      return;
    }
    const { file, marked } = renderDocx({
      template: new Uint8Array(request.template),
      data: request.data,
      removeUnfilled: request.removeUnfilled,
      limits: request.limits,
      marker: request.marker,
      allowMacros: request.allowMacros,
    });
    // Transferred, not copied: writeArchive's buffer is exactly the file (copied when it is not).
    const whole =
      file.byteOffset === 0 && file.byteLength === file.buffer.byteLength
        ? (file.buffer as ArrayBuffer)
        : new Uint8Array(file).buffer;
    transfer.push(whole);
    reply = { id: request.id, ok: true, file: whole, marked };
  } catch (error) {
    reply = failure(request, error);
  }
  port.postMessage(reply, transfer);
});

// The text of a file for the search index (docs/documents.md, "Search"); PDF.js answers async.
async function extract(
  request: RenderRequest,
  { kind, maxChars }: NonNullable<RenderRequest['extract']>,
) {
  try {
    const file = new Uint8Array(request.template);
    const text = await extractText({ file, kind, maxChars, limits: request.limits });
    port!.postMessage({ id: request.id, ok: true, file: new ArrayBuffer(0), marked: [], text });
  } catch (error) {
    port!.postMessage(failure(request, error));
  }
}

function failure(request: RenderRequest, error: unknown): RenderReply {
  return isRecordError(error)
    ? { id: request.id, ok: false, code: error.code, message: error.message }
    : {
        id: request.id,
        ok: false,
        code: 'internal',
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      };
}
