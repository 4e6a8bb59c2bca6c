// The render pool's worker thread: fills, checks or reads one file per message, off the server's
// event loop; the text of a file for the search index is read here too, and tokenised and stemmed
// (core's indexText) when the request names a language, so the request thread only stores it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { indexText, isRecordError } from '@recordgate/core';
import { ARCHIVE_KINDS, type ArchiveKind } from './archive-kind.js';
import { checkArchive } from './check-archive.js';
import { extractText } from './extract-text.js';
import { inspectArchive, notADocx } from './inspect-archive.js';
import { renderDocx } from './fill-docx.js';
import type { RenderReply, RenderRequest, TextRequest } from './render-messages.js';

const port = parentPort;
if (!port) throw new Error('render-worker runs only as a worker thread of createRenderPool().');

port.on('message', (request: RenderRequest) => {
  void answer(request);
});

async function answer(request: RenderRequest): Promise<void> {
  const transfer: ArrayBuffer[] = [];
  let reply: RenderReply;
  try {
    reply = await run(request, transfer);
  } catch (error) {
    reply = failure(request, error);
    transfer.length = 0;
  }
  port!.postMessage(reply, transfer);
}

async function run(request: RenderRequest, transfer: ArrayBuffer[]): Promise<RenderReply> {
  const { id, text } = request;
  const file = fileOf(request);
  const none = { id, ok: true, file: new ArrayBuffer(0), marked: [] } as const;
  if (request.textOnly && text) {
    return {
      ...none,
      text: indexed(await extractText({ file, ...text, limits: request.limits }), text),
      ...(request.path === undefined ? {} : { heldBytes: file.byteLength }),
    };
  }
  const kind = ARCHIVE_KINDS[request.kind ?? 'docx'];
  if (request.path !== undefined || request.chunks) refuseEarly(file, request, kind);
  if (request.checkOnly) {
    checkArchive({ file, limits: request.limits, allowMacros: request.allowMacros, kind });
    // Chunks came without a copy left behind: the checked file goes back to be stored. It holds no
    // heap here (its memory is outside V8's), so it does not recycle the worker.
    const back = request.chunks ? ownBuffer(file) : undefined;
    if (back) transfer.push(back);
    const checked = {
      ...none,
      ...(back && { file: back, heldBytes: 0 }),
      sha256: sha256Of(file),
    };
    return text ? { ...checked, ...(await readText(request, file, text)) } : checked;
  }
  const rendered = renderDocx({
    template: file,
    data: request.data,
    removeUnfilled: request.removeUnfilled,
    limits: request.limits,
    marker: request.marker,
    allowMacros: request.allowMacros,
    textChars: text?.maxChars,
  });
  // Transferred, not copied: writeArchive's buffer is exactly the file (copied when it is not).
  const whole = ownBuffer(rendered.file);
  transfer.push(whole);
  const reply = {
    ...{ id, ok: true as const, file: whole, marked: rendered.marked },
    heldBytes: rendered.xmlBytes,
    sha256: sha256Of(rendered.file),
  };
  return text && rendered.text !== undefined
    ? { ...reply, text: indexed(rendered.text, text) }
    : reply;
}

// The file of a job: posted, its transferred chunks joined, or read here from its path (the request
// thread never held it whole). Read synchronously: the thread has nothing else to do meanwhile, and
// fs.promises' reads in 512 KiB steps cost this thread about 2 ms more per 2 MB file
// (docs/benchmarks.md, ".docx fills: multipart bodies split by Dicer").
function fileOf({ template, path, chunks }: RenderRequest): Uint8Array {
  if (chunks) return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
  return path === undefined ? new Uint8Array(template) : readFileSync(path);
}

// An ArrayBuffer that is exactly the file, to transfer: its own when it is (copied when it is a
// slice, or of Node's shared pool).
function ownBuffer(file: Uint8Array): ArrayBuffer {
  return file.byteOffset === 0 && file.byteLength === file.buffer.byteLength
    ? (file.buffer as ArrayBuffer)
    : new Uint8Array(file).buffer;
}

// What the request thread refuses from the central directory of a file it holds, before any entry
// is inflated (create-docx-processor.ts): the same for a file read here by path.
function refuseEarly(file: Uint8Array, { limits }: RenderRequest, kind: ArchiveKind): void {
  const entries = inspectArchive(file, limits, kind);
  if (!entries.some((e) => e.name === kind.body)) throw notADocx(`${kind.body} is missing`, kind);
}

// The text of a checked file; one that cannot be read fails the text only (the file is stored).
async function readText(
  request: RenderRequest,
  file: Uint8Array,
  text: TextRequest,
): Promise<{ text: string } | { textError: string }> {
  try {
    return { text: indexed(await extractText({ file, ...text, limits: request.limits }), text) };
  } catch (error) {
    return { textError: error instanceof Error ? error.message : String(error) };
  }
}

// The content's key in the file store, computed here so the request thread does not hash the file.
const sha256Of = (file: Uint8Array) => createHash('sha256').update(file).digest('hex');

const indexed = (text: string, { language }: TextRequest) =>
  language === undefined ? text : indexText(text, language);

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
