import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { RecordError, type Language } from '@recordgate/core';
import { defaultArchiveLimits, type ArchiveLimits } from './archive-limits.js';
import { collectGarbage } from './collect-garbage.js';
import type { RenderDocxArgs, RenderedDocx } from './fill-docx.js';
import type { TextKind } from './extract-text.js';
import { posted, postedSize, postFile, type HandOver, type PoolFile } from './hand-over.js';
import type { RenderReply, RenderRequest, TextRequest } from './render-messages.js';

/** Options of {@link createRenderPool}. */
export interface RenderPoolOptions {
  /** Worker threads rendering at the same time. @default one less than the CPU count, at least 1, at most 4 */
  readonly size?: number;
  /** Longest a render may take before its worker is stopped and the request refused. @default 20000 */
  readonly timeoutMs?: number;
  /** Heap (old generation) a worker may use, in MiB; a render needing more is refused. @default 512 */
  readonly memoryMb?: number;
  /** Renders that may wait for a free worker; beyond that a render is refused as `unavailable`. @default 64 */
  readonly maxQueue?: number;
  /** The zip-bomb guard's limits. @default defaultArchiveLimits */
  readonly limits?: ArchiveLimits;
  /** Called when a worker starts on a render (metrics, tests). */
  readonly onRenderStart?: () => void;
  /**
   * A worker whose render held more than this many bytes of XML (the template's parts read as text;
   * images and other binary parts stay outside V8's heap), or whose text extraction read a file
   * larger than this, is replaced by a fresh one once it is done: V8 keeps the heap a large job grew
   * to, and the process would hold that memory while idle. @default 1 MiB
   */
  readonly recycleAboveBytes?: number;
  /** Called when a worker thread is started (tests, metrics). */
  readonly onWorkerStart?: () => void;
  /**
   * A worker that has had nothing to do for this long is stopped, and the memory its thread and heap
   * held goes back to the system; the next render waits for a fresh one to start. @default 10000
   */
  readonly idleTimeoutMs?: number;
  /**
   * Gives memory back once the pool has had nothing to do for a few seconds after heavy work (a render
   * over `recycleAboveBytes`) or after its last worker stopped idle: the moment a server that rendered
   * is about to sit idle holding what the renders and their uploads left behind. Called at most once
   * per idle period. @default one major garbage collection when the process runs with `--expose-gc`
   */
  readonly releaseMemory?: () => unknown;
  /** How long the pool must have had no work before it calls `releaseMemory`. @default 3000 */
  readonly releaseAfterIdleMs?: number;
}

/** What {@link RenderPool.check} checks. */
export interface CheckArgs extends HandOver {
  /** The uploaded .docx file (or other `kind` of archive), or where the worker reads it. */
  readonly template: PoolFile;
  /** Accept macro-enabled content. @default false */
  readonly allowMacros?: boolean;
  /** What the archive is checked as: its body entry, its macros, the messages' name. @default 'docx' */
  readonly kind?: RenderRequest['kind'];
  /** Also read the file's text for the search index (see {@link TextRequest}). @default not read */
  readonly text?: TextRequest;
}

/** What {@link RenderPool.extract} reads. */
export interface ExtractArgs {
  /** The file, or where the worker reads it. */
  readonly file: PoolFile;
  readonly kind: TextKind;
  /** The most characters returned. */
  readonly maxChars: number;
  /** When set, the text's index form in this language (core's `indexText`) is returned. */
  readonly language?: Language;
}

/** A render: the template and the values to fill it with. */
export type RenderArgs = Omit<RenderDocxArgs, 'limits' | 'textChars' | 'template'> &
  HandOver & {
    /** The template, or where the worker reads it. */
    readonly template: PoolFile;
    /** Also read the filled file's text for the search index (see {@link TextRequest}). */
    readonly text?: TextRequest;
  };

/**
 * What a render or a check learnt of the file besides: its SHA-256 (of the filled file, after a
 * render), and, when asked to (`text`), its text (its index form with a language) or why not.
 */
export interface FileFacts {
  readonly sha256?: string;
  readonly text?: string;
  readonly textError?: string;
}

/** What {@link RenderPool.check} answers: the facts, and the file when it came as chunks. */
export type CheckedFile = FileFacts & { readonly file?: Buffer };

/** Worker threads that fill .docx templates off the event loop, each with a time and memory bound. */
export interface RenderPool {
  /** {@link fillDocx} in a worker thread: same result, same errors, plus `too_large` over the time or memory bound. */
  fill(args: RenderArgs): Promise<Buffer>;
  /**
   * {@link renderDocx} in a worker thread: the filled file and the parts holding the marker; with
   * `text`, also the filled file's text, read in the same job.
   */
  render(args: RenderArgs): Promise<RenderedDocx & FileFacts>;
  /**
   * {@link checkArchive} in a worker thread: resolves when the whole archive passes, same errors; with
   * `text`, also the file's text, read in the same job; a file handed over as chunks comes back as
   * `file`.
   */
  check(args: CheckArgs): Promise<CheckedFile>;
  /**
   * extractText in a worker thread: the text of a .docx, PDF or plain-text file (its index form with
   * `language`), under the pool's time and memory bounds (`too_large` past them: a hostile PDF stops
   * its worker, not the server).
   */
  extract(args: ExtractArgs): Promise<string>;
  /** Stops the workers; renders still running or waiting are refused. */
  close(): Promise<void>;
}

interface Job {
  readonly request: Omit<RenderRequest, 'id'>;
  readonly resolve: (rendered: RenderedDocx & FileFacts) => void;
  readonly reject: (error: Error) => void;
}

interface Slot {
  readonly worker: Worker;
  job: (Job & { id: number; timer: NodeJS.Timeout; bytes: number }) | undefined;
  /** Set while the worker waits for work: it stops the worker once {@link PoolState.idleTimeoutMs} passed. */
  idle: NodeJS.Timeout | undefined;
}

/** A pool's settings, workers and waiting renders, shared by the functions below. */
interface PoolState {
  readonly size: number;
  readonly timeoutMs: number;
  readonly memoryMb: number;
  readonly maxQueue: number;
  readonly limits: ArchiveLimits;
  readonly onRenderStart: (() => void) | undefined;
  readonly onWorkerStart: (() => void) | undefined;
  readonly recycleAboveBytes: number;
  readonly idleTimeoutMs: number;
  readonly slots: Slot[];
  readonly queue: Job[];
  nextId: number;
  closed: boolean;
  readonly releaseMemory: () => unknown;
  readonly releaseAfterIdleMs: number;
  /** Set after heavy work: asks for {@link PoolState.releaseMemory} once the pool has been idle a while. */
  collect: NodeJS.Timeout | undefined;
}

// From src/ (tests) and from dist/ alike, the worker is the built dist/render-worker.js: a worker
// thread loads plain JavaScript.
const WORKER_FILE = fileURLToPath(new URL('../dist/render-worker.js', import.meta.url));

/**
 * A small pool of worker threads for .docx rendering, created once per server (not per request).
 * Rendering a large template takes seconds of CPU; in a worker it never blocks the event loop, so other
 * requests are answered while it runs. Each worker has a heap limit (`resourceLimits`) and each render
 * a timeout: a render over either bound is stopped (the worker is replaced) and refused with
 * `too_large` naming the bound. A worker whose render held over `recycleAboveBytes` of XML is replaced once
 * done, so the memory a heavy render grew goes back to the system. Idle workers do not keep the process
 * alive.
 *
 * @example
 * ```ts
 * const pool = createRenderPool({ size: 2, timeoutMs: 10_000 });
 * const filled = await pool.fill({ template, data: { title: 'Offer' } });
 * ```
 */
export function createRenderPool(options: RenderPoolOptions = {}): RenderPool {
  const state: PoolState = {
    size: Math.max(1, options.size ?? Math.min(4, availableParallelism() - 1)),
    timeoutMs: options.timeoutMs ?? 20_000,
    memoryMb: options.memoryMb ?? 512,
    maxQueue: options.maxQueue ?? 64,
    limits: options.limits ?? defaultArchiveLimits,
    onRenderStart: options.onRenderStart,
    onWorkerStart: options.onWorkerStart,
    recycleAboveBytes: options.recycleAboveBytes ?? 1024 * 1024,
    idleTimeoutMs: options.idleTimeoutMs ?? 10_000,
    releaseMemory: options.releaseMemory ?? collectGarbage,
    releaseAfterIdleMs: options.releaseAfterIdleMs ?? 3000,
    slots: [],
    queue: [],
    nextId: 1,
    closed: false,
    collect: undefined,
  };
  return {
    fill: async (args) => (await render(state, args)).file,
    render: (args) => render(state, args),
    check: async (args) => {
      const { sha256, text, textError, file } = await render(state, { ...args, data: {} }, true);
      return file.byteLength > 0 ? { sha256, text, textError, file } : { sha256, text, textError };
    },
    extract: async ({ file, kind, maxChars, language }) => {
      const text = { kind, maxChars, language };
      return (await render(state, { template: file, data: {}, text }, false, true)).text ?? '';
    },
    close: () => closePool(state),
  };
}

function spawn(state: PoolState): Slot {
  if (!existsSync(WORKER_FILE)) {
    throw new Error(`The render worker ${WORKER_FILE} is missing: build @recordgate/docx first.`);
  }
  const worker = new Worker(WORKER_FILE, {
    // Not the parent's flags: a test runner's loader flags would make the worker load
    // TypeScript sources it cannot run.
    execArgv: [],
    // The bound is on the old generation, where a render's memory ends up. The young generation
    // keeps V8's default size: capped, it was collected far more often (docs/benchmarks.md, "The
    // pipeline reworked").
    resourceLimits: { maxOldGenerationSizeMb: state.memoryMb },
    // The system thread's name (top -H, /proc): its CPU is told apart from other worker threads'.
    name: 'docx-render',
  });
  const slot: Slot = { worker, job: undefined, idle: undefined };
  worker.unref();
  worker.on('message', (reply: RenderReply) => {
    const job = slot.job;
    if (!job || job.id !== reply.id) return;
    // A heavy job leaves a large heap behind: the worker goes and a fresh one takes the next job. A
    // render tells what it held in the heap (its XML parts); for other jobs, the file's size.
    const held =
      reply.ok && reply.heldBytes !== undefined
        ? reply.heldBytes
        : Math.max(job.bytes, reply.ok ? reply.file.byteLength : 0);
    if (held > state.recycleAboveBytes) {
      retire(state, slot);
      releaseWhenIdle(state);
    } else {
      finish(state, slot);
    }
    if (reply.ok) {
      const { text, textError, marked, heldBytes: xmlBytes = 0, sha256 } = reply;
      job.resolve({ file: Buffer.from(reply.file), marked, xmlBytes, sha256, text, textError });
    } else if (reply.code === 'internal') job.reject(new Error(`Render failed: ${reply.message}`));
    else job.reject(new RecordError(reply.code, reply.message));
  });
  worker.on('error', (error: Error & { code?: string }) => {
    const job = slot.job;
    retire(state, slot);
    job?.reject(workerFailure(state, error));
  });
  worker.on('exit', () => {
    const job = slot.job;
    retire(state, slot);
    job?.reject(new Error('The render worker stopped unexpectedly.'));
  });
  state.slots.push(slot);
  state.onWorkerStart?.();
  return slot;
}

// Asks for the pool's memory release once nothing has been rendered for releaseAfterIdleMs; more work
// in between postpones it.
function releaseWhenIdle(state: PoolState): void {
  clearTimeout(state.collect);
  state.collect = setTimeout(() => {
    state.collect = undefined;
    if (state.queue.length > 0 || state.slots.some((slot) => slot.job))
      return releaseWhenIdle(state);
    void Promise.resolve()
      .then(state.releaseMemory)
      .catch(() => undefined);
  }, state.releaseAfterIdleMs).unref();
}

function workerFailure(state: PoolState, error: Error & { code?: string }): Error {
  return error.code === 'ERR_WORKER_OUT_OF_MEMORY'
    ? new RecordError(
        'too_large',
        `The document needs more than ${state.memoryMb} MiB of memory to fill, the limit of a render. Send a smaller document.`,
      )
    : new Error(`The render worker failed: ${error.message}`, { cause: error });
}

// Takes a worker out of the pool (it crashed, ran out of memory, overran its time or did heavy work)
// and moves on.
function retire(state: PoolState, slot: Slot): void {
  if (slot.job) clearTimeout(slot.job.timer);
  clearTimeout(slot.idle);
  slot.job = undefined;
  const index = state.slots.indexOf(slot);
  if (index >= 0) state.slots.splice(index, 1);
  void slot.worker.terminate();
  pump(state);
}

function finish(state: PoolState, slot: Slot): void {
  if (slot.job) clearTimeout(slot.job.timer);
  slot.job = undefined;
  slot.worker.unref();
  pump(state);
  if (!slot.job && !state.closed) {
    slot.idle = setTimeout(() => {
      retire(state, slot);
      if (state.slots.length === 0) releaseWhenIdle(state);
    }, state.idleTimeoutMs).unref();
  }
}

function start(state: PoolState, slot: Slot, job: Job): void {
  const id = state.nextId++;
  const timer = setTimeout(() => {
    retire(state, slot);
    job.reject(
      new RecordError(
        'too_large',
        `The document took longer than ${state.timeoutMs / 1000} s to fill, the limit of a render. Send a smaller document.`,
      ),
    );
  }, state.timeoutMs);
  // A check holds one inflated entry at a time outside V8's heap: it leaves no heap to give back.
  const bytes = job.request.checkOnly ? 0 : postedSize(job.request);
  // An extraction (PDF.js above all) leaves its heap behind like a render: bytes count the same.
  clearTimeout(slot.idle);
  slot.idle = undefined;
  slot.job = { ...job, id, timer, bytes };
  slot.worker.ref();
  state.onRenderStart?.();
  postFile(slot.worker, { ...job.request, id });
}

function pump(state: PoolState): void {
  const { queue, slots } = state;
  while (!state.closed && queue.length > 0) {
    let slot = slots.find((s) => !s.job);
    if (!slot && slots.length < state.size) {
      try {
        slot = spawn(state);
      } catch (error) {
        for (const job of queue.splice(0)) job.reject(error as Error);
        return;
      }
    }
    if (!slot) return;
    start(state, slot, queue.shift()!);
  }
}

function render(
  state: PoolState,
  args: RenderArgs & Pick<RenderRequest, 'kind'>,
  checkOnly = false,
  textOnly = false,
): Promise<RenderedDocx & FileFacts> {
  const { template, data, removeUnfilled = false, marker, allowMacros = false, text, kind } = args;
  if (state.closed) return Promise.reject(new Error('The render pool is closed.'));
  if (state.queue.length >= state.maxQueue) {
    return Promise.reject(
      new RecordError(
        'unavailable',
        `The document renderer is busy (${state.maxQueue} documents waiting). Retry shortly.`,
      ),
    );
  }
  return new Promise((resolve, reject) => {
    state.queue.push({
      request: {
        ...posted(template, args.handOver),
        data,
        removeUnfilled,
        marker,
        limits: state.limits,
        allowMacros,
        checkOnly,
        kind,
        text,
        textOnly,
      },
      resolve,
      reject,
    });
    pump(state);
  });
}

async function closePool(state: PoolState): Promise<void> {
  state.closed = true;
  clearTimeout(state.collect);
  for (const job of state.queue.splice(0)) job.reject(new Error('The render pool is closed.'));
  await Promise.all(
    state.slots.splice(0).map(async (slot) => {
      const job = slot.job;
      if (job) clearTimeout(job.timer);
      clearTimeout(slot.idle);
      slot.job = undefined;
      job?.reject(new Error('The render pool is closed.'));
      await slot.worker.terminate();
    }),
  );
}
