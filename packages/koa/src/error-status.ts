import type { RecordErrorCode } from '@recordgate/core';

/**
 * The one place where engine error codes become HTTP statuses. `satisfies` makes the compiler refuse a
 * new code without a status.
 */
export const ERROR_STATUS = {
  bad_request: { status: 400, name: 'Bad Request' },
  unauthorized: { status: 401, name: 'Unauthorized' },
  forbidden: { status: 403, name: 'Forbidden' },
  not_found: { status: 404, name: 'Not Found' },
  not_acceptable: { status: 406, name: 'Not Acceptable' },
  conflict: { status: 409, name: 'Conflict' },
  precondition_failed: { status: 412, name: 'Precondition Failed' },
  too_large: { status: 413, name: 'Payload Too Large' },
  invalid: { status: 422, name: 'Data Validation Failed' },
  unavailable: { status: 503, name: 'Service Unavailable' },
} as const satisfies Record<RecordErrorCode, { status: number; name: string }>;

/** Reason phrases for statuses that arise outside the engine (405, 415, 416, 429, 500). */
export const STATUS_NAME: Record<number, string> = {
  ...Object.fromEntries(Object.values(ERROR_STATUS).map(({ status, name }) => [status, name])),
  405: 'Method Not Allowed',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};
