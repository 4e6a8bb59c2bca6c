/** The HTTP methods a record call answers. */
export type CallMethod = 'GET' | 'POST' | 'DELETE' | 'OPTIONS';

/** Which header set of spec §4.1–4.3 a call takes. */
export type CallHeaders = 'get' | 'post' | 'authorization';

/** The names of the record calls (spec §4.4). */
export type CallName =
  'list' | 'view' | 'listObjects' | 'create' | 'update' | 'delete' | 'download' | 'info';

/** One call of the record-access interface, as the router serves it and the OpenAPI document shows it. */
export interface RecordCall {
  readonly name: CallName;
  /** The path below `/{CONTROLLER}/api/default`: `''` or `/view`, `/list-objects`, … */
  readonly path: string;
  /** The methods that run the call; a GET call answers HEAD too. */
  readonly methods: readonly CallMethod[];
  /** The header set of spec §4.1–4.3. */
  readonly headers: CallHeaders;
  /** Query parameters the call reads (`list` means Yii2's page, per-page, sort and filter). */
  readonly query: readonly ('id' | 'attribute' | 'list')[];
  /** The spec's name of the call. */
  readonly summary: string;
  /** One sentence on what it returns. */
  readonly description: string;
}

/**
 * The route table of the interface: the router registers exactly these paths and methods, and the
 * OpenAPI document is generated from the same rows, so the two cannot drift apart. A new call is a new
 * row here plus its handler in `createRouter` (the compiler asks for one per name).
 */
export const RECORD_CALLS: readonly RecordCall[] = [
  {
    name: 'list',
    path: '',
    methods: ['GET'],
    headers: 'get',
    query: ['list'],
    summary: 'Get records',
    description: 'Every record of this type the caller may access (spec §4.4 rule 1).',
  },
  {
    name: 'view',
    path: '/view',
    methods: ['GET'],
    headers: 'get',
    query: ['id'],
    summary: 'View a record',
    description: 'The record with this id, if the caller may access it.',
  },
  {
    name: 'listObjects',
    path: '/list-objects',
    methods: ['GET'],
    headers: 'get',
    query: ['id', 'attribute'],
    summary: 'list-objects',
    description:
      'The record stored in reference field `attribute` of record `id`, shaped like the view call of the referenced type.',
  },
  {
    name: 'create',
    path: '/create',
    methods: ['POST'],
    headers: 'post',
    query: [],
    summary: 'Create a record',
    description: 'Stores a new record in the caller’s company and returns it (201, `Location`).',
  },
  {
    name: 'update',
    path: '/update',
    methods: ['POST'],
    headers: 'post',
    query: ['id'],
    summary: 'Update a record',
    description: 'Changes the given fields of a record the caller may change and returns it.',
  },
  {
    name: 'delete',
    path: '/delete',
    methods: ['DELETE'],
    headers: 'authorization',
    query: ['id'],
    summary: 'Delete a record',
    description: 'Deletes a record the caller may delete (204, empty body).',
  },
  {
    name: 'download',
    path: '/download',
    methods: ['GET'],
    headers: 'authorization',
    query: ['id'],
    summary: 'Download the file',
    description:
      'The file stored with the record (uploaded in multipart part `file` with create or update), under the same access rules as view.',
  },
  {
    name: 'info',
    path: '/info',
    methods: ['OPTIONS', 'GET'],
    headers: 'authorization',
    query: [],
    summary: 'Record info',
    description:
      'The record-type description (spec §2.2): model and search class, field labels, expandable references.',
  },
];

/** The path prefix of every record call; `:controller` is the type's name. */
export const RECORD_BASE_PATH = '/:controller/api/default';
