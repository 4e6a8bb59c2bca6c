import { create } from './calls/create.js';
import { remove } from './calls/delete.js';
import { download } from './calls/download.js';
import { info } from './calls/info.js';
import { listObjects } from './calls/list-objects.js';
import { list } from './calls/list.js';
import type { CallDefinition, CallName, RecordCall } from './calls/types.js';
import { update } from './calls/update.js';
import { versions } from './calls/versions.js';
import { view } from './calls/view.js';

/** The calls that write records: a read-only type (the audit trail) answers them with 405. */
export const WRITE_CALLS: ReadonlySet<CallName> = new Set<CallName>(['create', 'update', 'delete']);

/**
 * Every call's definition by name, each from its own file in calls/ (route row, handler and OpenAPI
 * responses together): the compiler refuses a call name without one. A new call is a new name in
 * `CallName` (calls/types.ts), a new file in calls/ and a new entry here.
 */
const CALLS: { readonly [N in CallName]: CallDefinition<N> } = {
  list,
  view,
  listObjects,
  create,
  update,
  delete: remove,
  download,
  versions,
  info,
};

/**
 * The route table of the interface, in this order: the router registers exactly these paths and
 * methods with these handlers, and the OpenAPI document is generated from the same rows, so the two
 * cannot drift apart.
 */
export const CALL_DEFINITIONS: readonly CallDefinition[] = Object.values(CALLS);

/** The route table as the public API types it: {@link CALL_DEFINITIONS}, handlers not named. */
export const RECORD_CALLS: readonly RecordCall[] = CALL_DEFINITIONS;

/** The path prefix of every record call; `:controller` is the type's name. */
export const RECORD_BASE_PATH = '/:controller/api/default';
