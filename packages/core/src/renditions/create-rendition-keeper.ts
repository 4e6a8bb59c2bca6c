import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { RecordError } from '../errors/record-error.js';
import type { ByteRange, FileStore, OpenedFile } from '../ports/file-store.js';
import type { RenditionOptions } from './types.js';

/** A source's PDF opened for reading, with what reads it again. */
export interface OpenedRendition extends OpenedFile {
  /** The rendition's strong entity tag: the source's key and the converter identity's name. */
  readonly tag: string;
  /** Opens the same PDF again, for a range of it (`undefined` when it went meanwhile). */
  readonly reopen: (range: ByteRange) => Promise<OpenedFile | undefined>;
  /** The whole PDF in memory when the keeper holds it (just made): `stream` need not be read. */
  readonly bytes?: Uint8Array;
}

/** Arguments of {@link RenditionKeeper.open}. */
export interface KeepRenditionArgs {
  /** The source's key in the file store. */
  readonly key: string;
  readonly extension: string;
  /** Reads the source whole (the record's file store); undefined when the store has lost it. */
  readonly readSource: () => Promise<Uint8Array | undefined>;
}

/** Finds and makes PDF renditions, each once per source content and converter identity. */
export interface RenditionKeeper {
  readonly allowMacros: boolean;
  /** The PDF of `key`, whole, converted first when none is kept. */
  open(args: KeepRenditionArgs): Promise<OpenedRendition>;
}

/**
 * The keeper of PDF renditions: the converter's identity is read once (the first rendition asked
 * for), and a source being converted is converted once however many requests ask for it meanwhile.
 * The PDF is stored whole (the store's put, or its adopt of the converter's flushed file, is atomic)
 * or not at all; the requests that waited for it are answered from the bytes just stored, not read
 * back from the store.
 */
export function createRenditionKeeper(options: RenditionOptions): RenditionKeeper {
  const { converter } = options;
  let identity: Promise<{ store: FileStore; namespace: string }> | undefined;
  const inFlight = new Map<string, Promise<Uint8Array>>();
  const storeOf = () => {
    identity ??= converter.identify().then((name) => {
      const namespace = createHash('sha256').update(name).digest('hex').slice(0, 16);
      return { namespace, store: options.store(namespace) };
    });
    // A converter missing now may be installed later: ask again next time.
    identity.catch(() => (identity = undefined));
    return identity;
  };

  const convert = async (args: KeepRenditionArgs, store: FileStore) => {
    const bytes = await args.readSource();
    if (!bytes) {
      throw new RecordError(
        'not_found',
        'The file is missing from the file storage, so it has no PDF. Upload it again with update in multipart part "file".',
      );
    }
    await options.check?.({ bytes, extension: args.extension });
    // The converter's own file of the PDF, where it has one and the store can take it by a rename:
    // neither written again nor removed (docs/benchmarks.md, "The converter's PDF moved into the
    // store"). Otherwise the bytes are put.
    let kept = false;
    const adopt = store.adopt?.bind(store);
    const keepFile = adopt
      ? async (path: string) => (kept = await adopt({ key: args.key, path }))
      : undefined;
    const pdf = await converter.convert({
      bytes,
      extension: args.extension,
      ...(keepFile ? { keepFile } : {}),
    });
    if (!kept) await store.put({ key: args.key, source: { bytes: pdf } });
    return pdf;
  };

  return {
    allowMacros: options.allowMacros ?? false,
    async open(args) {
      const { store, namespace } = await storeOf();
      const { key } = args;
      const tag = `${key}.${namespace}`;
      const reopen = (range: ByteRange) => store.open({ key, range });
      // Kept: one read of the store, as a plain download.
      const kept = await store.open({ key });
      if (kept) return { ...kept, tag, reopen };
      let running = inFlight.get(tag);
      if (!running) {
        running = convert(args, store).finally(() => inFlight.delete(tag));
        inFlight.set(tag, running);
      }
      const pdf = await running;
      return {
        stream: Readable.from([pdf], { objectMode: false }),
        size: pdf.byteLength,
        tag,
        reopen,
        bytes: pdf,
      };
    },
  };
}
