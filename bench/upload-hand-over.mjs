// A large .docx upload from the multipart parser to the render worker, two ways, in-process
// (docs/benchmarks.md, ".docx fills: a large upload's chunks handed to the render worker"): written to
// a temporary file and read by the worker from its path (`file`, ADR 0060), or held in memory and its
// chunks transferred to the worker (`chunks`, ADR 0063). The `large` template of bench:docx (2 MB,
// 5,000 words) arrives in 64 KiB chunks of their own, as from a socket, into the server's upload sink,
// and is rendered with its text indexed; the two ways alternate round by round. Prints the CPU ms per
// upload of the calling thread (the request thread's share: the chunks' arrival included, alike in
// both), the render worker, the libuv pool and the whole process, from /proc.
//
// Usage: node bench/upload-hand-over.mjs [--renders 60] [--rounds 3]
import { tmpdir } from 'node:os';
import { createRenderPool } from '@recordgate/docx';
import { createUploadMemory } from '../packages/koa/dist/body/create-upload-memory.js';
import { createUploadSink } from '../packages/koa/dist/body/create-upload-sink.js';
import { compareWays, docxCases, largeRender, renderBenchArgs } from './docx-cases.mjs';

const { count, rounds } = renderBenchArgs();
const { data, text } = largeRender;
const template = docxCases().large.template;
const pool = createRenderPool({ size: 1 });
const memory = createUploadMemory(64 * 1024 * 1024);
const CHUNK = 64 * 1024;

// The upload through a sink as the multipart parser feeds it, then rendered from what the sink holds.
async function upload(hold) {
  const sink = createUploadSink({ memoryLimit: 1024 * 1024, directory: tmpdir(), hold });
  for (let at = 0; at < template.byteLength; at += CHUNK) {
    const chunk = Buffer.from(template.subarray(at, at + CHUNK));
    if (!sink.stream.write(chunk))
      await new Promise((resolve) => sink.stream.once('drain', resolve));
  }
  await new Promise((resolve, reject) => sink.stream.end(resolve).once('error', reject));
  try {
    const chunks = sink.chunks()?.take();
    const source = sink.source();
    const file = chunks ? { chunks } : { path: source.path };
    return await pool.render({ template: file, data, text });
  } finally {
    await sink.dispose();
  }
}
const ways = { file: () => upload(undefined), chunks: () => upload(memory) };

await compareWays({ ways, rounds, count, unit: 'upload' });
await pool.close();
