import type { OpenCursorArgs, RecordCursor } from '@recordgate/core';
import type { StorageScope } from '../storage-scope.js';

/** `StorageAdapter.openCursor`: the executor's cursor over the SELECT, its rows decoded per chunk. */
export async function openCursor(
  scope: StorageScope,
  { type: name, filter, search, sort = [], chunkSize = 500, count = false }: OpenCursorArgs,
): Promise<RecordCursor> {
  const { types, queries, decoders } = scope.state;
  const type = types.get(name);
  const decodeRow = decoders.get(type.name)!;
  const cursor = await scope.executor.cursor({
    ...queries.select({ type, filter, search, sort }),
    count: count ? queries.count(type, filter, search) : undefined,
    chunkSize: Math.max(1, chunkSize),
  });
  return {
    total: cursor.total,
    close: () => cursor.close(),
    async *[Symbol.asyncIterator]() {
      for await (const chunk of cursor) yield chunk.map(decodeRow);
    },
  };
}
