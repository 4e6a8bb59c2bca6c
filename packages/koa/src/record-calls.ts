import { create } from './calls/create.js';
import { remove } from './calls/delete.js';
import { download } from './calls/download.js';
import { info } from './calls/info.js';
import { listObjects } from './calls/list-objects.js';
import { list } from './calls/list.js';
import type { CallDefinition } from './calls/types.js';
import { update } from './calls/update.js';
import { view } from './calls/view.js';

/** The HTTP methods a record call answers. */
export type CallMethod = 'GET' | 'POST' | 'DELETE' | 'OPTIONS';

/**
 * Which header set a call takes (docs/interface.md, "Headers"): `get` the shaping headers, `post` those plus the write
 * headers, `authorization` only the key.
 */
export type CallHeaders = 'get' | 'post' | 'authorization';

/** The names of the record calls (docs/interface.md, "Calls"). */
export type CallName =
  'list' | 'view' | 'listObjects' | 'create' | 'update' | 'delete' | 'download' | 'info';

/** The calls that write records: a read-only type (the audit trail) answers them with 405. */
export const WRITE_CALLS: ReadonlySet<CallName> = new Set<CallName>(['create', 'update', 'delete']);

/** One call of the record-access interface, as the router serves it and the OpenAPI document shows it. */
export interface RecordCall {
  readonly name: CallName;
  /** The path below `/{CONTROLLER}/api/default`: `''` or `/view`, `/list-objects`, … */
  readonly path: string;
  /** The methods that run the call; a GET call answers HEAD too. */
  readonly methods: readonly CallMethod[];
  /** The header set the call takes. */
  readonly headers: CallHeaders;
  /** Query parameters the call reads (`list` means Yii2's page, per-page, sort and filter). */
  readonly query: readonly ('id' | 'attribute' | 'list')[];
  /** The interface's name of the call. */
  readonly summary: string;
  /** One sentence on what it returns. */
  readonly description: string;
}

/**
 * Every call's definition by name, each from its own file in calls/ (route row, handler and OpenAPI
 * responses together): the compiler refuses a call name without one. A new call is a new name in
 * {@link CallName}, a new file in calls/ and a new entry here.
 */
const CALLS: { readonly [N in CallName]: CallDefinition<N> } = {
  list,
  view,
  listObjects,
  create,
  update,
  delete: remove,
  download,
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
