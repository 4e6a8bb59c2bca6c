import type { components } from './generated/openapi.js';

/** The Yii2 error body of every error but validation: `{"name","message","code","status"}`. */
export type YiiError = components['schemas']['Error'];

/** The body of a 422: one `{field, message}` entry per field that failed validation. */
export type ValidationErrors = components['schemas']['ValidationErrors'];

/**
 * An answer of status 400 or above. `body` is the server's Yii2 error, or the validation entries of
 * a 422 (`fields`); `requestId` is the `X-Request-Id` to quote when reporting a problem.
 */
export class RecordGateError extends Error {
  override readonly name = 'RecordGateError';
  readonly status: number;
  /** The Yii2 body; for a 422, a body whose message lists the fields. */
  readonly body: YiiError;
  /** The validation entries of a 422; empty for other statuses. */
  readonly fields: ValidationErrors;
  readonly requestId: string | undefined;
  /** Seconds the server asked to wait (`Retry-After` of a 429 or 503), when it said. */
  readonly retryAfter: number | undefined;

  constructor(args: {
    status: number;
    body: YiiError;
    fields?: ValidationErrors;
    requestId?: string;
    retryAfter?: number;
  }) {
    super(`${args.status} ${args.body.name}: ${args.body.message}`);
    this.status = args.status;
    this.body = args.body;
    this.fields = args.fields ?? [];
    this.requestId = args.requestId;
    this.retryAfter = args.retryAfter;
  }
}

/** Whether `error` is a {@link RecordGateError}, optionally of the given status. */
export function isRecordGateError(error: unknown, status?: number): error is RecordGateError {
  return error instanceof RecordGateError && (status === undefined || error.status === status);
}

/** The error of an answer of status 400 or above, its body read. */
export async function errorOf(response: Response): Promise<RecordGateError> {
  const text = await response.text();
  const requestId = response.headers.get('x-request-id') ?? undefined;
  const retryAfter = retryAfterSeconds(response.headers.get('retry-after'));
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (Array.isArray(parsed)) {
    const fields = parsed as ValidationErrors;
    const message = fields.map((f) => `${f.field}: ${f.message}`).join(' ');
    const body = { name: 'Unprocessable entity', message, code: 0 as const, status: 422 };
    return new RecordGateError({ status: response.status, body, fields, requestId, retryAfter });
  }
  const body = isYiiError(parsed)
    ? parsed
    : {
        name: response.statusText,
        message: text.slice(0, 200),
        code: 0 as const,
        status: response.status,
      };
  return new RecordGateError({ status: response.status, body, requestId, retryAfter });
}

function isYiiError(value: unknown): value is YiiError {
  return typeof value === 'object' && value !== null && 'message' in value && 'status' in value;
}

/** `Retry-After` in seconds: a number of seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
