import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { RecordError, type ConvertDocumentArgs, type DocumentConverter } from '@recordgate/core';
import { findOfficeBinary, OFFICE_INSTALL_HINT } from './find-office-binary.js';
import { readOutput, removeFile, writeSource } from './office-folder-files.js';
import { startOfficeProcess, type OfficeProcess } from './start-office-process.js';
import { PROFILE_REVISION, writeProfileTemplate } from './write-office-profile.js';

/** Options of {@link createLibreOfficePool}. */
export interface LibreOfficePoolOptions {
  /** Conversions at once, each in a LibreOffice of its own (`RENDITION_CONCURRENCY`). @default 1 */
  readonly concurrency?: number;
  /** A conversion taking longer is killed with its LibreOffice (`RENDITION_TIMEOUT`). @default 60000 */
  readonly timeoutMs?: number;
  /** Conversions waiting for a converter; one more is refused at once (503). @default 16 per converter */
  readonly maxQueued?: number;
  /** LibreOffice's `soffice.bin`. @default found where Debian and LibreOffice install it */
  readonly binary?: string;
  /** Where the converters' profiles and working files go. @default the system's temporary folder */
  readonly directory?: string;
  /**
   * A converter is started afresh after this many conversions, which bounds its memory (it grows by
   * about 8 MB per 100 small letters). A start costs about as much CPU as 35 conversions (its first
   * conversion loads the filters and fonts), so restarting often costs throughput. @default 500
   */
  readonly recycleAfter?: number;
}

/** The pool of {@link createLibreOfficePool}. */
export interface LibreOfficePool extends DocumentConverter {
  /** The process ids of the running converters (for tests and `recordgate doctor`). */
  pids(): number[];
}

// LibreOffice's import filter per extension: a file is read as what its name says, or not at all
// (without it, LibreOffice falls back to reading unknown bytes as plain text).
const FILTERS: Record<string, string> = {
  '.docx': 'MS Word 2007 XML',
  '.docm': 'MS Word 2007 XML VBA',
  '.doc': 'MS Word 97',
  '.odt': 'writer8',
  '.rtf': 'Rich Text Format',
};

interface Job {
  readonly args: ConvertDocumentArgs;
  readonly resolve: (pdf: Uint8Array) => void;
  readonly reject: (error: unknown) => void;
}

interface Slot {
  busy: boolean;
  conversions: number;
  office?: Promise<OfficeProcess>;
}

/**
 * The project's converter (docs/documents.md, "The converter"; ADR 0039): `concurrency` headless
 * LibreOffice processes, each started once on a locked-down profile of its own (macros off, links
 * never fetched) and handed each conversion over LibreOffice's own pipe, so a conversion starts no
 * process. A conversion past `timeoutMs` kills its LibreOffice (the next one starts afresh); a
 * LibreOffice that dies mid-conversion is started again for the next. `close` kills them all, as
 * does the end of the Node process.
 *
 * @example
 * ```ts
 * const converter = createLibreOfficePool({ concurrency: 2, timeoutMs: 60_000 });
 * const pdf = await converter.convert({ bytes: docx, extension: '.docx' });
 * ```
 */
export function createLibreOfficePool(options: LibreOfficePoolOptions = {}): LibreOfficePool {
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const maxQueued = options.maxQueued ?? 16 * concurrency;
  const binary = options.binary ?? findOfficeBinary();
  const slots: Slot[] = Array.from({ length: concurrency }, () => ({
    busy: false,
    conversions: 0,
  }));
  const queue: Job[] = [];
  const converters = createConverters({
    binary: binary ?? '',
    directory: options.directory ?? tmpdir(),
    timeoutMs: options.timeoutMs ?? 60_000,
    recycleAfter: options.recycleAfter ?? 500,
  });
  let version: Promise<string> | undefined;
  let closed = false;

  const pump = () => {
    for (const slot of slots) {
      const job = slot.busy ? undefined : queue.shift();
      if (!job) continue;
      slot.busy = true;
      converters
        .convert(slot, job.args)
        .then(job.resolve, job.reject)
        .finally(() => {
          slot.busy = false;
          pump();
        });
    }
  };

  return {
    identify() {
      if (closed) return Promise.reject(stopped());
      if (!binary) return Promise.reject(missing());
      version ??= officeVersion(binary);
      version.catch(() => (version = undefined));
      return version;
    },
    convert(args) {
      if (closed) return Promise.reject(stopped());
      if (!binary) return Promise.reject(missing());
      if (!(args.extension in FILTERS)) {
        return Promise.reject(new Error(`${args.extension} files are not converted.`));
      }
      if (queue.length >= maxQueued) {
        return Promise.reject(
          unavailable(
            `The PDF converter is busy (${maxQueued} conversions waiting). Try again shortly.`,
          ),
        );
      }
      return new Promise<Uint8Array>((resolve, reject) => {
        queue.push({ args, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(stopped());
      await converters.close();
    },
    pids: () => converters.pids(),
  };
}

/** What {@link createConverters} needs. */
interface ConvertersOptions {
  readonly binary: string;
  readonly directory: string;
  readonly timeoutMs: number;
  readonly recycleAfter: number;
}

// The LibreOffice processes of a pool, one per slot, started when a slot first converts and again
// after a kill, a crash or `recycleAfter` conversions; each runs one conversion at a time.
function createConverters(options: ConvertersOptions) {
  const { binary, timeoutMs } = options;
  const running = new Set<OfficeProcess>();
  let root: Promise<string> | undefined;
  let template: Promise<string> | undefined;
  let closed = false;
  const killAll = () => running.forEach((office) => office.kill());
  process.once('exit', killAll);

  const rootOf = () => (root ??= mkdtemp(join(options.directory, 'recordgate-office-')));
  const templateOf = () => {
    template ??= rootOf().then((dir) => writeProfileTemplate(binary, join(dir, 'template')));
    template.catch(() => (template = undefined));
    return template;
  };
  const start = async () => {
    const [profile, dir] = await Promise.all([templateOf(), rootOf()]);
    const directory = await mkdtemp(join(dir, 'converter-'));
    await mkdir(join(directory, JOBS));
    const office = await startOfficeProcess({
      binary,
      directory,
      template: profile,
      startTimeoutMs: 60_000,
    });
    running.add(office);
    if (closed) office.kill();
    return office;
  };
  const officeOf = (slot: Slot) => {
    if (slot.office) return slot.office;
    const starting = start();
    slot.office = starting;
    slot.conversions = 0;
    starting.catch(() => (slot.office = undefined));
    return starting;
  };
  const retire = (slot: Slot, office: OfficeProcess) => {
    office.kill();
    running.delete(office);
    slot.office = undefined;
  };

  const convert = async (slot: Slot, args: ConvertDocumentArgs): Promise<Uint8Array> => {
    const office = await officeOf(slot).catch((error: unknown) => {
      throw unavailable(`LibreOffice could not be started: ${String(error)}`);
    });
    if (office.exited()) {
      retire(slot, office);
      return convert(slot, args);
    }
    return convertInFolder({
      office,
      dir: join(office.directory, JOBS),
      args,
      timeoutMs,
      failed: () => retire(slot, office),
      done: () => {
        if (++slot.conversions >= options.recycleAfter) retire(slot, office);
      },
    });
  };

  return {
    convert,
    pids: () => [...running].filter((office) => !office.exited()).map((office) => office.pid),
    async close() {
      closed = true;
      killAll();
      running.clear();
      process.removeListener('exit', killAll);
      if (root) await rm(await root, { recursive: true, force: true });
    },
  };
}

// Each LibreOffice's working folder in its own, made when it starts: a conversion writes its source
// there (over the last one's) and LibreOffice its PDF, which goes when it is done (a folder per
// conversion cost a mkdtemp and a recursive removal each: docs/benchmarks.md, "Where the CPU of a
// conversion goes").
const JOBS = 'job';

// One conversion in `dir`, the working folder of `office`: the source written there, converted, the
// PDF read back. The PDF does not stay there (it is removed, or moved away by `keepFile`); the source
// does, until the next conversion writes over it or the folder goes with its LibreOffice (ADR 0069).
// `failed` when LibreOffice did not carry it out, `done` when it did.
async function convertInFolder(job: {
  office: OfficeProcess;
  dir: string;
  args: ConvertDocumentArgs;
  timeoutMs: number;
  failed: () => void;
  done: () => void;
}): Promise<Uint8Array> {
  const { office, dir, args, timeoutMs } = job;
  const input = join(dir, `source${args.extension}`);
  const output = join(dir, 'source.pdf');
  let moved = false;
  try {
    await writeSource(input, args.bytes);
    await convertWithin({ office, input, dir, extension: args.extension, timeoutMs }).catch(
      (error: unknown) => {
        job.failed();
        throw error;
      },
    );
    try {
      const pdf = await readPdf(output, args.keepFile !== undefined);
      // Moved into the file store, the PDF is neither written there again nor removed here:
      // removing the file LibreOffice has just written and flushed cost the event loop more than
      // any other step (docs/benchmarks.md, "The converter's PDF moved into the store").
      if (args.keepFile) moved = await args.keepFile(output);
      return pdf;
    } finally {
      // Only now: the last conversion before a restart removes the folder with its LibreOffice.
      job.done();
    }
  } finally {
    // Once retired, the folder is gone already.
    if (!moved) removeFile(output);
  }
}

// One conversion by a running LibreOffice, killed with it past the time limit.
async function convertWithin(args: {
  office: OfficeProcess;
  input: string;
  dir: string;
  extension: string;
  timeoutMs: number;
}): Promise<void> {
  const { office, input, dir, extension, timeoutMs } = args;
  const controller = new AbortController();
  let late = false;
  const timer = setTimeout(() => {
    late = true;
    office.kill();
    controller.abort();
  }, timeoutMs);
  try {
    await office.run(
      [
        '--headless',
        `--infilter=${FILTERS[extension]!}`,
        '--convert-to',
        'pdf:writer_pdf_Export',
        '--outdir',
        dir,
        input,
      ],
      controller.signal,
    );
  } catch (error) {
    throw unavailable(
      late
        ? `The PDF conversion took longer than ${timeoutMs / 1000} s and was stopped. Try again later; a document this large may need a longer RENDITION_TIMEOUT.`
        : 'The PDF converter stopped during the conversion. Try again shortly.',
      error,
    );
  } finally {
    clearTimeout(timer);
  }
}

// The converted PDF, or a 422 when LibreOffice wrote none (it could not read the document).
async function readPdf(path: string, flush: boolean): Promise<Uint8Array> {
  const pdf = await readOutput(path, flush);
  if (pdf && pdf.subarray(0, 5).toString('latin1') === '%PDF-') return pdf;
  throw new RecordError('invalid', 'The file cannot be converted to PDF.', {
    fields: [
      {
        field: 'file',
        message:
          'LibreOffice could not read this file: it is damaged, password-protected or not the kind of document its name says. Download it without "format" and check it, or upload a readable copy.',
      },
    ],
  });
}

async function officeVersion(binary: string): Promise<string> {
  const home = await mkdtemp(join(tmpdir(), 'recordgate-office-version-'));
  try {
    const { stdout } = await promisify(execFile)(binary, ['--version'], {
      env: { ...process.env, HOME: home },
      timeout: 30_000,
    });
    return `${stdout.trim()}; profile ${PROFILE_REVISION}`;
  } catch (error) {
    throw unavailable(`LibreOffice at ${binary} does not answer --version.`, error);
  } finally {
    await rm(home, { recursive: true, force: true });
  }
}

// A 503 with Retry-After. What went wrong inside (`cause`) goes to the operator's log, and the client
// reads `message` (a 503 with a cause but no operator message would be answered as the database's).
function unavailable(message: string, cause?: unknown): RecordError {
  if (cause === undefined) return new RecordError('unavailable', message);
  const operatorMessage = `${message} (${cause instanceof Error ? cause.message : String(cause)})`;
  return new RecordError('unavailable', message, { cause, operatorMessage });
}

const missing = () =>
  unavailable(
    `PDF renditions need a document converter, and this server has none. Download the file without "format", or ask the operator to ${OFFICE_INSTALL_HINT}.`,
  );

const stopped = () => unavailable('The PDF converter is stopping. Try again shortly.');
