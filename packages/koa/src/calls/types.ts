import type {
  Actor,
  Language,
  ProcessFile,
  RecordService,
  RecordType,
  StoredRecord,
  TypeRegistry,
} from '@recordgate/core';
import type { ShapePlan } from '@recordgate/shape';
import type { Context } from 'koa';
import type { RequestBody } from '../body/types.js';
import type { Json } from '../openapi/types.js';
import type { CallParameter, ParameterLocation, ShapedType } from '../parameters/types.js';
import type { RecordGateLogger } from '../types.js';

/** The HTTP methods a record call answers. */
export type CallMethod = 'GET' | 'POST' | 'DELETE' | 'OPTIONS';

/** A query parameter or header a call reads, as the public route table names it. */
export interface RecordCallParameter {
  readonly name: string;
  readonly in: ParameterLocation;
}

/** The names of the record calls (docs/interface.md, "Calls"). */
export type CallName =
  | 'list'
  | 'view'
  | 'listObjects'
  | 'create'
  | 'update'
  | 'delete'
  | 'download'
  | 'versions'
  | 'info';

/** One call of the record-access interface, as the router serves it and the OpenAPI document shows it. */
export interface RecordCall {
  readonly name: CallName;
  /** The path below `/{CONTROLLER}/api/default`: `''` or `/view`, `/list-objects`, … */
  readonly path: string;
  /** The methods that run the call; a GET call answers HEAD too. */
  readonly methods: readonly CallMethod[];
  /** The query parameters and headers the call reads (the key's `Authorization` aside). */
  readonly parameters: readonly RecordCallParameter[];
  /** The interface's name of the call. */
  readonly summary: string;
  /** One sentence on what it returns. */
  readonly description: string;
}

/**
 * What the calls of one router share, built once per router by `createRouter` and handed to every
 * call: the record service and everything that depends only on the router's options.
 */
export interface CallContext {
  /** The record engine; `records.types` is the installation's type registry. */
  readonly records: RecordService;
  readonly logger: RecordGateLogger;
  /** Largest page of the list call (`maxPerPage`). */
  readonly maxPerPage: number;
  /**
   * Called with a record whose write stored a file, after the write committed: starts its PDF
   * rendition in the background when renditions are eager (`RENDITIONS_EAGER`), else nothing.
   */
  readonly afterFileWrite: (record: StoredRecord) => void;
  /** The upload processing of create and update under the request's headers (.docx check, fill). */
  readonly processFile: (ctx: Context) => ProcessFile;
  /** The shape plan of the request's shaping headers for `type`, cached across requests. */
  readonly planFor: (ctx: Context, type: RecordType) => ShapePlan;
  /** The base URL of links (`href`, `Location`, `Link`), without a trailing slash. */
  readonly baseUrl: (ctx: Context) => string;
  /** Shapes records for the response: loads the expanded references in one query per reference. */
  readonly present: (
    ctx: Context,
    actor: Actor,
    plan: ShapePlan,
    list: StoredRecord[],
  ) => Promise<Record<string, unknown>[]>;
}

/** One request as its call receives it, each part resolved once by the router. */
export interface CallRequest {
  /** The public record type the path names. */
  readonly type: RecordType;
  /** The authenticated caller. */
  readonly actor: Actor;
  /** The body of a POST (create, update); empty for the other methods. */
  readonly body: RequestBody;
}

/** Serves one call: reads the rest of the request from `ctx` and writes the response to it. */
export type CallHandler = (
  ctx: Context,
  request: CallRequest,
  services: CallContext,
) => Promise<void>;

/** What a call's part of the OpenAPI document depends on. */
export interface ResponseArgs {
  /** The type whose path the operation is for. */
  readonly type: RecordType;
  readonly registry: TypeRegistry;
  readonly language: Language;
}

/**
 * A call as one file of `calls/` defines it: its row of the route table, its handler, and its part of
 * the OpenAPI document, side by side so the two cannot drift apart.
 */
export interface CallDefinition<N extends CallName = CallName> extends RecordCall {
  readonly name: N;
  /**
   * Its query parameters and headers, declared once (parameters/): the handler reads them through
   * the declarations, and the operation's `parameters` list them in this order.
   */
  readonly parameters: readonly CallParameter[];
  /**
   * The types its answer is shaped as, which the shaping headers name. @default the type of the path
   */
  readonly shapedTypes?: (args: Pick<ResponseArgs, 'type' | 'registry'>) => readonly ShapedType[];
  readonly handle: CallHandler;
  /** Its success responses in the OpenAPI document, by status (a new object on every call). */
  readonly responses: (args: ResponseArgs) => Json;
  /** Error statuses of its own, beyond those of every call (`errorStatusesOf`). */
  readonly errors: readonly number[];
  /**
   * Whether the OpenAPI document declares the call for `type`; a call that can only fail for it (no
   * file to download, no reference to follow) is left out. @default every type
   */
  readonly documentedFor?: (type: RecordType) => boolean;
  /** Its request body in the OpenAPI document, when it takes one. */
  readonly requestBody?: (type: RecordType) => Json;
}
