import { createHash, randomBytes } from 'node:crypto';
import { createDocx, readDocxText } from '@recordgate/testing';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createRenderPool } from './create-render-pool.js';

// The pool runs the built worker (dist/render-worker.js): `npm test` builds first.
const large = createDocx({
  paragraphs: Array.from({ length: 20_000 }, (_, i) => [`Line ${i}: {title} of {company.name}`]),
});

describe('createRenderPool', () => {
  const pool = createRenderPool({ size: 1 });
  afterAll(() => pool.close());

  it('fills in a worker thread with the same result as fillDocx', async () => {
    const filled = await pool.fill({
      template: createDocx({ paragraphs: [['Hello {name}, {missing}']] }),
      data: { name: 'Bob' },
    });
    expect(readDocxText(filled)).toEqual(['Hello Bob, {missing}']);
  });

  it('carries the guard and template errors back with their codes', async () => {
    await expect(pool.fill({ template: Buffer.from('nope'), data: {} })).rejects.toMatchObject({
      code: 'invalid',
      message: expect.stringMatching(/not a ZIP archive/),
    });
    await expect(
      pool.fill({ template: createDocx({ paragraphs: [['{open']] }), data: {} }),
    ).rejects.toMatchObject({
      code: 'invalid',
      message: expect.stringMatching(/template is broken/),
    });
  });

  it('keeps the event loop free while a large document renders', async () => {
    let ticks = 0;
    let rendering = true;
    const timer = setInterval(() => {
      if (rendering) ticks++;
    }, 1);
    const filled = await pool.fill({
      template: large,
      data: { title: 'T', company: { name: 'C' } },
    });
    rendering = false;
    clearInterval(timer);
    expect(readDocxText(filled)[19_999]).toBe('Line 19999: T of C');
    expect(ticks).toBeGreaterThan(0);
  });

  it('queues renders beyond its size and answers each', async () => {
    const results = await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        pool.fill({ template: createDocx({ paragraphs: [['{name}']] }), data: { name } }),
      ),
    );
    expect(results.map((r) => readDocxText(r)[0])).toEqual(['a', 'b', 'c']);
  });

  it('takes a handed-over file without a copy, and copies one that is not its own', async () => {
    const template = createDocx({ paragraphs: [['Hello {name}']] });
    const whole = new Uint8Array(template);
    const handedOver = await pool.render({ template: whole, data: { name: 'A' }, handOver: true });
    expect(readDocxText(handedOver.file)).toEqual(['Hello A']);
    expect(whole.byteLength).toBe(0); // transferred: the caller's view is empty
    // A slice of a larger buffer is copied even when handed over: the rest is not the pool's.
    const shared = Buffer.concat([Buffer.alloc(16), template]);
    const slice = shared.subarray(16);
    const copied = await pool.render({ template: slice, data: { name: 'B' }, handOver: true });
    expect(readDocxText(copied.file)).toEqual(['Hello B']);
    expect(Buffer.compare(slice, template)).toBe(0);
  });

  it('takes a file as its chunks, and gives a checked one back whole', async () => {
    const template = createDocx({ paragraphs: [['Hello {name}']] });
    const chunksOf = (file: Buffer) => {
      const chunks: Uint8Array[] = [];
      for (let at = 0; at < file.byteLength; at += 1000) {
        chunks.push(new Uint8Array(file.subarray(at, at + 1000)));
      }
      return chunks;
    };
    const chunks = chunksOf(template);
    const filled = await pool.render({ template: { chunks }, data: { name: 'C' } });
    expect(readDocxText(filled.file)).toEqual(['Hello C']);
    expect(chunks.every((chunk) => chunk.byteLength === 0)).toBe(true); // transferred
    const checked = await pool.check({ template: { chunks: chunksOf(template) } });
    expect(checked.file && Buffer.from(checked.file).equals(template)).toBe(true);
    expect(checked.sha256).toBe(createHash('sha256').update(template).digest('hex'));
    // A chunk of Node's shared pool cannot be transferred: the chunks go joined instead.
    const pooled = [Buffer.from(template.subarray(0, 100)), ...chunksOf(template.subarray(100))];
    const joined = await pool.render({ template: { chunks: pooled }, data: { name: 'D' } });
    expect(readDocxText(joined.file)).toEqual(['Hello D']);
  });

  it('refuses a bomb or a fake in chunks from its central directory, before inflating', async () => {
    const fake = createDocx({ paragraphs: [['x']] }).subarray(0, 200);
    await expect(
      pool.check({ template: { chunks: [new Uint8Array(fake)] } }),
    ).rejects.toMatchObject({ code: 'invalid' });
  });
});

describe('the render bounds', () => {
  it('stops a render over its time bound, then serves the next one with a fresh worker', async () => {
    const pool = createRenderPool({ size: 1, timeoutMs: 20 });
    try {
      await expect(pool.fill({ template: large, data: { title: 'T' } })).rejects.toMatchObject({
        code: 'too_large',
        message: expect.stringMatching(/took longer than 0.02 s to fill/),
      });
    } finally {
      await pool.close();
    }
    const next = createRenderPool({ size: 1 });
    try {
      const filled = await next.fill({
        template: createDocx({ paragraphs: [['{a}']] }),
        data: { a: 'ok' },
      });
      expect(readDocxText(filled)).toEqual(['ok']);
    } finally {
      await next.close();
    }
  });

  it('refuses a render over its memory bound and keeps serving', async () => {
    const pool = createRenderPool({ size: 1, memoryMb: 32 });
    try {
      await expect(
        pool.fill({ template: large, data: { title: 'T', company: { name: 'C' } } }),
      ).rejects.toMatchObject({
        code: 'too_large',
        message: expect.stringMatching(/more than 32 MiB of memory/),
      });
      const small = await pool.fill({
        template: createDocx({ paragraphs: [['{a}']] }),
        data: { a: 'ok' },
      });
      expect(readDocxText(small)).toEqual(['ok']);
    } finally {
      await pool.close();
    }
  });

  it('refuses renders beyond its queue as unavailable', async () => {
    const pool = createRenderPool({ size: 1, maxQueue: 1 });
    const template = createDocx({ paragraphs: [['{a}']] });
    try {
      const first = pool.fill({ template: large, data: {} });
      const second = pool.fill({ template, data: {} });
      await expect(pool.fill({ template, data: {} })).rejects.toMatchObject({
        code: 'unavailable',
      });
      await Promise.all([first, second]);
    } finally {
      await pool.close();
    }
  });
});

describe('giving memory back', () => {
  it('replaces a worker after a render over recycleAboveBytes; the next render still works', async () => {
    let started = 0;
    const pool = createRenderPool({
      size: 1,
      recycleAboveBytes: 16 * 1024,
      onWorkerStart: () => started++,
    });
    const small = createDocx({ paragraphs: [['{a}']] });
    try {
      await pool.fill({ template: small, data: { a: 'one' } });
      await pool.fill({ template: small, data: { a: 'two' } });
      expect(started).toBe(1); // light work keeps its worker
      expect(large.byteLength).toBeGreaterThan(16 * 1024);
      await pool.fill({ template: large, data: { title: 'T', company: { name: 'C' } } });
      const after = await pool.fill({ template: small, data: { a: 'three' } });
      expect(readDocxText(after)).toEqual(['three']);
      expect(started).toBe(2);
      await pool.check({ template: large });
      expect(started).toBe(2); // a check leaves no heap behind: its worker stays
      // An image is not in the heap: a file large by its image keeps its worker too.
      const pictured = createDocx({
        paragraphs: [['{a}']],
        extra: [{ name: 'word/media/photo.png', content: randomBytes(64 * 1024) }],
      });
      expect(pictured.byteLength).toBeGreaterThan(16 * 1024);
      await pool.fill({ template: pictured, data: { a: 'four' } });
      expect(started).toBe(2);
    } finally {
      await pool.close();
    }
  });

  it('stops a worker left idle for idleTimeoutMs; the next render starts a fresh one', async () => {
    let started = 0;
    let stoppedIdle = 0;
    const pool = createRenderPool({
      size: 1,
      idleTimeoutMs: 100,
      onWorkerStart: () => started++,
      // Told as soon as the last idle worker has stopped.
      releaseMemory: () => stoppedIdle++,
      releaseAfterIdleMs: 0,
    });
    const small = createDocx({ paragraphs: [['{a}']] });
    try {
      await pool.fill({ template: small, data: { a: 'one' } });
      await pool.fill({ template: small, data: { a: 'two' } });
      expect(started).toBe(1); // busy: the worker stays
      await vi.waitFor(() => expect(stoppedIdle).toBe(1), { timeout: 5000 });
      const after = await pool.fill({ template: small, data: { a: 'three' } });
      expect(readDocxText(after)).toEqual(['three']);
      expect(started).toBe(2);
    } finally {
      await pool.close();
    }
  });

  it('releases memory once after heavy work when it falls idle, and once its last idle worker stopped', async () => {
    let released = 0;
    const pool = createRenderPool({
      size: 1,
      recycleAboveBytes: 16 * 1024,
      idleTimeoutMs: 1000,
      releaseAfterIdleMs: 100,
      releaseMemory: () => released++,
    });
    const small = createDocx({ paragraphs: [['{a}']] });
    // Twice the release delay: what has not been released by then is not going to be.
    const pastReleaseDelay = () => new Promise((resolve) => setTimeout(resolve, 200));
    try {
      await pool.fill({ template: small, data: { a: 'light' } });
      await pastReleaseDelay();
      expect(released).toBe(0); // light work, worker still waiting: nothing to give back yet
      await pool.fill({ template: large, data: { title: 'T', company: { name: 'C' } } });
      await pool.fill({ template: large, data: { title: 'T', company: { name: 'C' } } });
      expect(released).toBe(0); // busy
      await vi.waitFor(() => expect(released).toBe(1), { timeout: 5000 });
      await pastReleaseDelay();
      expect(released).toBe(1); // idle after heavy work: once, not per render
      await pool.fill({ template: small, data: { a: 'light again' } });
      await vi.waitFor(() => expect(released).toBe(2), { timeout: 5000 }); // its worker stopped idle
    } finally {
      await pool.close();
    }
  });

  it('checks a whole archive in a worker, with the same errors as a render', async () => {
    const pool = createRenderPool({ size: 1 });
    try {
      await expect(pool.check({ template: Buffer.from('nope') })).rejects.toMatchObject({
        code: 'invalid',
        message: expect.stringMatching(/not a ZIP archive/),
      });
      const passing = createDocx({ paragraphs: [['x']] });
      // It passes, and the worker names its content's key for the file store.
      await expect(pool.check({ template: passing })).resolves.toEqual({
        sha256: createHash('sha256').update(passing).digest('hex'),
      });
      await expect(
        pool.check({ template: passing, text: { kind: 'docx', maxChars: 100, language: 'en' } }),
      ).resolves.toMatchObject({ text: 'x' });
    } finally {
      await pool.close();
    }
  });
});
