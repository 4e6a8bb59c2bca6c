import { readEventsFrom, type ReadEventsArgs, type StoredEvent } from '@recordgate/core';
import type { StorageScope } from '../storage-scope.js';
import { findMany } from './find-many.js';

/** `StorageAdapter.readEvents`: the audit trail's rows after a position, through {@link findMany}. */
export function readEvents(scope: StorageScope, args: ReadEventsArgs): Promise<StoredEvent[]> {
  return readEventsFrom({ findMany: (a) => findMany(scope, a) }, scope.state.types, args);
}
