import { Readable } from 'node:stream';
import type { RecordCursor, StoredRecord } from '@recordgate/core';

/** Arguments of {@link streamJsonArray}. */
export interface StreamJsonArrayArgs {
  readonly cursor: RecordCursor;
  /** Shapes one chunk of records into response objects (one batched reference query per chunk). */
  readonly render: (chunk: StoredRecord[]) => Promise<readonly unknown[]>;
  /** Receives a failure after the response has started; the connection is then aborted. */
  readonly onError: (error: unknown) => void;
}

/** Bytes buffered ahead of the client before reading pauses (about one chunk of records). */
const HIGH_WATER_MARK = 64 * 1024;

/**
 * A JSON array streamed from a record cursor: the first chunk is read and rendered before this
 * resolves, so a failure at the start still becomes a proper error response; after that, each chunk
 * is read from the database only when the client has taken the previous one (backpressure), so memory
 * stays at about one chunk whatever the length of the list. A failure mid-stream aborts the
 * connection (the client sees a truncated transfer, never a well-formed partial array). The cursor is
 * closed when the stream ends, fails or the client goes away.
 */
export async function streamJsonArray({
  cursor,
  render,
  onError,
}: StreamJsonArrayArgs): Promise<Readable> {
  const chunks = cursor[Symbol.asyncIterator]();
  const text = async (records: StoredRecord[], first: boolean) => {
    const shaped = await render(records);
    let out = '';
    for (let i = 0; i < shaped.length; i++)
      out += (first && i === 0 ? '' : ',') + JSON.stringify(shaped[i]);
    return out;
  };
  let head: string;
  let empty: boolean;
  try {
    const first = await chunks.next();
    empty = first.done === true;
    head = empty ? '[]' : `[${await text(first.value as StoredRecord[], true)}`;
  } catch (error) {
    await chunks.return?.();
    await cursor.close();
    throw error;
  }
  const release = async () => {
    await chunks.return?.();
    await cursor.close();
  };
  let started = false;
  async function* body() {
    started = true;
    try {
      yield head;
      if (empty) return;
      for (;;) {
        const next = await chunks.next();
        if (next.done) break;
        yield await text(next.value, false);
      }
      yield ']';
    } catch (error) {
      onError(error);
      throw error;
    } finally {
      await release();
    }
  }
  const stream = Readable.from(body(), { objectMode: false, highWaterMark: HIGH_WATER_MARK });
  // A stream destroyed before it was first read (the client left before the first byte) never runs
  // the generator, so neither its finally: release the cursor here.
  stream.once('close', () => {
    if (!started) release().catch(onError);
  });
  return stream;
}
