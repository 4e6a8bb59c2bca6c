import { randomBytes } from 'node:crypto';
import type {
  ProcessedFile,
  ProcessFile,
  ProcessFileArgs,
  RecordService,
  RecordType,
  StoredRecord,
  UploadedFile,
} from '@recordgate/core';
import { parseBoolean, parseShape, shapeRecord, type ShapePlan } from '@recordgate/shape';
import { defaultArchiveLimits, type ArchiveLimits } from './archive-limits.js';
import {
  createRenderPool,
  type CheckArgs,
  type FileFacts,
  type RenderPool,
} from './create-render-pool.js';
import { DOCX_MIME_TYPE, isDocxClaim } from './docx-mime-type.js';
import { textKindOf } from './extract-text.js';
import { inspectArchive, notADocx } from './inspect-archive.js';
import type { PoolFile } from './hand-over.js';
import { patchDocx } from './patch-docx.js';
import type { TextRequest } from './render-messages.js';

/**
 * Limits and workers of .docx processing: the zip-bomb guard and the render pool (docs/documents.md).
 *
 * @example
 * ```ts
 * const documents: DocumentOptions = { archiveLimits: { maxEntries: 200 }, renderWorkers: 2 };
 * ```
 */
export interface DocumentOptions {
  /** Limits of a .docx archive; unset ones keep their defaults. @default defaultArchiveLimits */
  readonly archiveLimits?: Partial<ArchiveLimits>;
  /** Worker threads rendering at once. @default one less than the CPU count, at least 1, at most 4 */
  readonly renderWorkers?: number;
  /** Longest a render may take, in milliseconds. @default 20000 */
  readonly renderTimeoutMs?: number;
  /** Heap a render may use, in MiB. @default 512 */
  readonly renderMemoryMb?: number;
  /**
   * Accept macro-enabled content in a file uploaded as .docx (a `vbaProject.bin` part, a macroEnabled
   * content type); refused with 422 otherwise. @default false
   */
  readonly allowMacros?: boolean;
  /**
   * A render pool to use instead of creating one (shared between processors, or observed in tests); it
   * belongs to the caller and is left running on close. @default a pool created on the first render
   */
  readonly renderPool?: RenderPool;
  /**
   * How the render pool it creates gives memory back after heavy work (`RenderPoolOptions.releaseMemory`).
   * @default one major garbage collection when the process runs with `--expose-gc`
   */
  readonly releaseMemory?: () => unknown;
  /**
   * Called when the text of an upload to a type that searches its files cannot be read (a broken or
   * hostile PDF, a read over the time or memory bound): the file is stored all the same, and the
   * record is found by its fields only. @default nothing
   */
  readonly onUnreadableText?: (details: {
    readonly fileName: string;
    readonly error: unknown;
  }) => void;
}

/**
 * Options of {@link createDocxProcessor}: the record service whose writes it processes, and the limits
 * and workers of {@link DocumentOptions}.
 *
 * @example
 * ```ts
 * const options: DocxProcessorOptions = { records, renderWorkers: 2, renderTimeoutMs: 10_000 };
 * ```
 */
export interface DocxProcessorOptions extends DocumentOptions {
  /**
   * The record service the uploads are written through: its types, language and time zone shape the
   * values a template is filled with, and it loads the referenced records a template may name.
   */
  readonly records: RecordService;
}

/**
 * The request headers that steer .docx processing, as sent (undefined when absent); see
 * docs/documents.md. {@link pickDocxHeaders} takes them from Node's request headers.
 *
 * @example
 * ```ts
 * const headers: DocxRequestHeaders = { fillPlaceholders: 'true', dateFormat: 'd.m.Y' };
 * ```
 */
export interface DocxRequestHeaders {
  /** `true` fills the template's `{placeholder}` tags from the record as written. @default 'false' */
  readonly fillPlaceholders?: string | undefined;
  /** `true` hides the tags left unfilled instead of keeping them visible. @default 'false' */
  readonly removeUnfiledPlaceholders?: string | undefined;
  /** How filled dates are written, as in the response header of the same name. @default ISO 8601 */
  readonly dateFormat?: string | undefined;
  /** Which fields `dateFormat` applies to, as in the response header. @default every date field */
  readonly dateFields?: string | undefined;
}

/** The .docx processing of record writes, with the render pool it started (see {@link createDocxProcessor}). */
export interface DocxProcessor {
  /**
   * The upload processing of one create or update, for `processFile` of the record service. Reads the
   * headers at once, so a malformed one is refused (`bad_request`) before the body is processed.
   */
  forRequest(headers: DocxRequestHeaders): ProcessFile;
  /**
   * The whole-file check of an archive in the render pool ({@link RenderPool.check}, under this
   * processor's limits), for files checked apart from an upload: the sources of PDF renditions.
   */
  check(args: CheckArgs): Promise<FileFacts>;
  /**
   * Stops the render workers this processor started; renders after it are refused. A pool passed in
   * `renderPool` is left running. Safe to call twice.
   */
  close(): Promise<void>;
}

/** A request's processing choices, its headers parsed. */
interface DocxRequest {
  readonly fill: boolean;
  readonly removeUnfilled: boolean;
  readonly dateFormat: string | undefined;
  readonly dateFields: string | undefined;
}

/** What every request of one processor shares. */
interface ProcessorState {
  readonly records: RecordService;
  readonly limits: ArchiveLimits;
  readonly allowMacros: boolean;
  readonly plans: Map<string, ShapePlan>;
  /** The render pool, created on first use. */
  readonly pool: () => RenderPool;
  readonly onUnreadableText: DocumentOptions['onUnreadableText'];
}

/** The most characters of a file's text kept for the search index. */
export const MAX_EXTRACTED_CHARS = 1_000_000;

const MAX_CACHED_PLANS = 200;

/**
 * The upload processing of record writes (docs/documents.md): a file that claims to be a .docx must
 * be one (its central directory within the archive limits, with word/document.xml), and is checked
 * whole in the render pool before it is stored (real inflated sizes, DTDs, macro-enabled content
 * unless `allowMacros`); with
 * `fillPlaceholders: true` its tags are filled in the render pool from the record as written (own
 * fields, `{id}` on create too, every reference's fields, dates through the request's `dateFormat` and
 * `dateFields`), and `removeUnfiledPlaceholders: true` hides the tags left over. Other files are
 * stored byte for byte. The render pool is created on the first upload that needs a render and shared
 * by every request after it; create one processor per record service, not one per request.
 *
 * @example
 * ```ts
 * const docx = createDocxProcessor({ records });
 * await records.create({
 *   actor,
 *   type: 'document',
 *   data: { title: 'Offer' },
 *   file,
 *   processFile: docx.forRequest({ fillPlaceholders: 'true' }),
 * });
 * await docx.close(); // on shutdown
 * ```
 */
export function createDocxProcessor(options: DocxProcessorOptions): DocxProcessor {
  const limits = { ...defaultArchiveLimits, ...options.archiveLimits };
  let pool = options.renderPool;
  let closed = false;
  const state: ProcessorState = {
    records: options.records,
    limits,
    allowMacros: options.allowMacros ?? false,
    plans: new Map(),
    onUnreadableText: options.onUnreadableText,
    pool: () => {
      if (closed && !pool) throw new Error('The render pool is closed.');
      return (pool ??= createRenderPool({
        size: options.renderWorkers,
        timeoutMs: options.renderTimeoutMs,
        memoryMb: options.renderMemoryMb,
        limits,
        releaseMemory: options.releaseMemory,
      }));
    },
  };
  return {
    forRequest(headers) {
      const request = parseDocxRequest(headers);
      return (args) => processUpload(state, request, args);
    },
    check: (args) => state.pool().check(args),
    async close() {
      closed = true;
      const started = pool === options.renderPool ? undefined : pool;
      pool = options.renderPool;
      await started?.close();
    },
  };
}

function parseDocxRequest(headers: DocxRequestHeaders): DocxRequest {
  return {
    fill: parseBoolean('fillPlaceholders', headers.fillPlaceholders, false),
    removeUnfilled: parseBoolean(
      'removeUnfiledPlaceholders',
      headers.removeUnfiledPlaceholders,
      false,
    ),
    dateFormat: headers.dateFormat,
    dateFields: headers.dateFields,
  };
}

// The .docx processing and, for a type whose search includes files, the text of what is stored, read
// in the render pool in the same job as the fill or the check (docs/documents.md, "Search") and
// tokenised and stemmed there: the request thread only stores it.
async function processUpload(
  state: ProcessorState,
  request: DocxRequest,
  args: ProcessFileArgs,
): Promise<ProcessedFile | undefined> {
  const { file, type } = args;
  const kind = type.search?.file ? textKindOf(file.originalName, file.mimeType) : undefined;
  const text: TextRequest | undefined = kind && {
    kind,
    maxChars: MAX_EXTRACTED_CHARS,
    language: state.records.language,
  };
  const docx = await processDocx(state, request, args, text?.kind === 'docx' ? text : undefined);
  if (!text) return docx && docx.processed;
  const read = docx ? docx.read : await readText(state, args, text);
  if (read.textError !== undefined) {
    state.onUnreadableText?.({ fileName: file.originalName, error: new Error(read.textError) });
  }
  const indexed = read.text;
  if (indexed === undefined) return docx?.processed;
  const processed = { ...docx?.processed, textIndexed: true };
  // The marker (digits, so its tokens survive indexing whole) holds the place of the id.
  const marker = docx?.marker;
  if (marker && indexed.includes(marker)) {
    return { ...processed, text: (created) => indexed.replaceAll(marker, String(created.id)) };
  }
  return { ...processed, text: indexed };
}

// The text of a file that is not a .docx (a PDF, plain text), read in the render pool.
async function readText(
  state: ProcessorState,
  { file }: ProcessFileArgs,
  text: TextRequest,
): Promise<FileFacts> {
  try {
    const source = 'bytes' in file.source ? file.source.bytes : { path: file.source.path };
    return { text: await state.pool().extract({ file: source, ...text }) };
  } catch (error) {
    return { textError: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * A processed .docx, with what was read of its text, and the marker standing for `{id}` until
 * `complete` replaces it.
 */
interface DocxResult {
  readonly processed: ProcessedFile;
  readonly read: FileFacts;
  readonly marker?: string;
}

async function processDocx(
  state: ProcessorState,
  request: DocxRequest,
  args: ProcessFileArgs,
  text: TextRequest | undefined,
): Promise<DocxResult | undefined> {
  const { file, record } = args;
  if (!isDocxClaim(file.originalName, file.mimeType)) return undefined;
  const template = poolFileOf(file);
  if (template instanceof Uint8Array) {
    // The central directory only: cheap, and enough to refuse a bomb or a fake before any work.
    const entries = inspectArchive(template, state.limits);
    if (!entries.some((e) => e.name === 'word/document.xml')) {
      throw notADocx('word/document.xml is missing');
    }
  }
  const { allowMacros } = state;
  if (!request.fill && !request.removeUnfilled) {
    // Stored as is, so checked whole first (real sizes, DTDs, macros), off the event loop; a file
    // handed over as chunks comes back from the worker, and that is what is stored.
    const {
      sha256,
      file: checked,
      ...read
    } = await state.pool().check({ template, allowMacros, text });
    const processed = { mimeType: DOCX_MIME_TYPE, sha256 };
    return { processed: checked ? { ...processed, bytes: checked } : processed, read };
  }
  const data = request.fill ? await fillData(state, request, args) : {};
  // On create `{id}` fills with a random marker, replaced by the id once the insert assigned it
  // (patchDocx, in the transaction); only templates that use `{id}` pay for that.
  const marker = request.fill && record.id === undefined ? randomMarker() : undefined;
  const {
    file: filled,
    marked,
    sha256,
    ...read
  } = await state.pool().render({
    template,
    data: marker ? { ...data, id: marker } : data,
    removeUnfilled: request.removeUnfilled,
    marker,
    allowMacros,
    text,
  });
  const processed = { bytes: filled, mimeType: DOCX_MIME_TYPE, sha256 };
  if (!marker || marked.length === 0) return { processed, read, marker };
  const complete = (created: StoredRecord) =>
    patchDocx({ file: filled, parts: marked, marker, value: String(created.id) });
  return { processed: { ...processed, complete }, read, marker };
}

// The upload for the render pool. A large one is read by the render worker, which refuses from its
// central directory what is refused on the request thread of an upload held in one buffer: from its
// chunks, transferred (ADR 0063), or from its temporary file (ADR 0060). The request thread neither
// copies nor reads a large file.
function poolFileOf(file: UploadedFile): PoolFile {
  const chunks = file.chunks?.take();
  if (chunks) return { chunks };
  return 'bytes' in file.source ? file.source.bytes : { path: file.source.path };
}

// 40 random decimal digits: a word of digits only, which no stemmer or folding changes, so the
// file's indexed text holds it whole where the id goes.
function randomMarker(): string {
  let marker = '9';
  for (const byte of randomBytes(39)) marker += String(byte % 10);
  return marker;
}

// The record as written, with every reference's fields, shaped as a response with the request's
// date headers would show it.
async function fillData(
  state: ProcessorState,
  request: DocxRequest,
  { actor, type, record }: ProcessFileArgs,
): Promise<Record<string, unknown>> {
  const plan = fillPlan(state, type, request);
  const references =
    plan.expansions.length === 0
      ? new Map()
      : await state.records.loadReferences({
          actor,
          type: type.name,
          records: [record],
          references: plan.expansions.map((e) => e.reference.field),
        });
  return shapeRecord({ plan, record, references, baseUrl: '', timeZone: state.records.timeZone });
}

// Every field and every reference's fields, dates as the request's date headers render them; plans
// are cached per type and date headers, the oldest dropped first.
function fillPlan(state: ProcessorState, type: RecordType, request: DocxRequest): ShapePlan {
  const { dateFormat, dateFields } = request;
  const key = `${type.name}\u0000${dateFormat ?? '\u0001'}\u0000${dateFields ?? '\u0001'}`;
  let plan = state.plans.get(key);
  if (!plan) {
    const expand = type.references.map((r) => `${r.name}.*`).join(',') || undefined;
    plan = parseShape({
      type,
      headers: { expand, dateFormat, dateFields },
      types: state.records.types,
      language: state.records.language,
    });
    if (state.plans.size >= MAX_CACHED_PLANS) state.plans.delete(state.plans.keys().next().value!);
    state.plans.set(key, plan);
  }
  return plan;
}
