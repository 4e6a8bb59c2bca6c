// What reading a multipart body costs the request thread, in-process (docs/benchmarks.md, ".docx fills:
// multipart bodies split by Dicer"): the body of a fill (a title field, then a file part of random bytes)
// fed in 64 KiB chunks, as a socket hands it over, to the server's parseParts (@fastify/busboy's Dicer),
// and to the form parsers it was chosen against when they are installed (`npm install --no-save
// formidable@3.5.4 busboy@1.6.0`; @fastify/busboy's own form parser is always there). Prints the thread's
// CPU µs per body above a loop that only reads the chunks, per round and the median, for each size.
//
// Usage: node bench/multipart-parse.mjs [--sizes 50000,2000000] [--rounds 5] [--parses 100]
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import FastifyBusboy from '@fastify/busboy';
import { parseParts } from '../packages/koa/dist/body/parse-parts.js';
import { benchArgs } from './bench-args.mjs';

const { values: args } = benchArgs(import.meta.url, {
  options: {
    sizes: { type: 'string', default: '50000,2000000' },
    rounds: { type: 'string', default: '5' },
    parses: { type: 'string', default: '100' },
  },
});
const boundary = '----formdata-bench-7MA4YWxkTrZu0gW';
const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };

// A parser if it is installed, named with the version found (formidable exports no package.json).
const optional = async (name) => {
  let parser;
  try {
    parser = (await import(name)).default;
  } catch {
    return { name, parser: undefined };
  }
  const require = createRequire(import.meta.url);
  const main = require.resolve(name);
  const manifest = join(
    main.slice(0, main.lastIndexOf(`/node_modules/${name}/`)),
    'node_modules',
    name,
    'package.json',
  );
  return { name: `${name} ${JSON.parse(readFileSync(manifest, 'utf8')).version}`, parser };
};
const formidable = await optional('formidable');
const busboy = await optional('busboy');

// The body's chunks, and a request stream over them such as the parsers read.
function bodyOf(size) {
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nFilled contract 1\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="t.docx"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.wordprocessingml.document\r\n\r\n',
    ),
    randomBytes(size),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const chunks = [];
  for (let at = 0; at < body.length; at += 65536) chunks.push(body.subarray(at, at + 65536));
  // formidable expects no body from a request without Content-Length.
  const sent = { ...headers, 'content-length': String(body.length) };
  return () => Object.assign(Readable.from(chunks), { headers: sent, complete: true });
}

const dropping = () => new Writable({ write: (_chunk, _encoding, done) => done() });

// Each parser: resolves once the body is read, the file's bytes dropped.
function parsers(request) {
  const viaBusboy = (create) =>
    new Promise((resolve, reject) => {
      const parser = create({ headers });
      parser.on('file', (...file) => file.find((a) => a instanceof Readable).resume());
      parser.on('finish', resolve).on('close', resolve).on('error', reject);
      request().pipe(parser);
    });
  const sink = () => ({ stream: dropping(), source: () => ({ bytes: Buffer.alloc(0) }) });
  const limits = { bodyLimit: 1 << 20, uploadLimit: 1 << 30 };
  return Object.fromEntries(
    Object.entries({
      'parseParts (Dicer)': () => parseParts(FastifyBusboy.Dicer, request(), limits, sink),
      '@fastify/busboy 3.2.6': () => viaBusboy((options) => new FastifyBusboy(options)),
      [busboy.name]: busboy.parser && (() => viaBusboy(busboy.parser)),
      [formidable.name]:
        formidable.parser &&
        (() =>
          formidable
            .parser({ maxFileSize: 1 << 30, fileWriteStreamHandler: dropping })
            .parse(request())),
    }).filter(([, parse]) => parse),
  );
}

async function cpuPerParse(parse, count) {
  for (let i = 0; i < 10; i++) await parse();
  const before = process.threadCpuUsage();
  for (let i = 0; i < count; i++) await parse();
  const used = process.threadCpuUsage(before);
  return (used.user + used.system) / count;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const count = Number(args.parses);
for (const size of args.sizes.split(',').map(Number)) {
  const request = bodyOf(size);
  const read = async () => {
    let bytes = 0;
    for await (const chunk of request()) bytes += chunk.byteLength;
    return bytes;
  };
  const all = parsers(request);
  const above = Object.fromEntries(Object.keys(all).map((name) => [name, []]));
  console.log(`file part of ${size} bytes: CPU µs per body above reading the chunks`);
  for (let round = 1; round <= Number(args.rounds); round++) {
    const base = await cpuPerParse(read, count);
    const line = [];
    for (const [name, parse] of Object.entries(all)) {
      above[name].push((await cpuPerParse(parse, count)) - base);
      line.push(`${name} ${above[name].at(-1).toFixed(0)}`);
    }
    console.log(`  round ${round} (reading alone ${base.toFixed(0)}): ${line.join(', ')}`);
  }
  const medians = Object.entries(above).map(([name, v]) => `${name} ${median(v).toFixed(0)}`);
  console.log(`  medians: ${medians.join(', ')}`);
}
