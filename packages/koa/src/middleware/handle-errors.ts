import { isRecordError } from '@recordgate/core';
import type { Context, Middleware } from 'koa';
import { ERROR_STATUS, STATUS_NAME } from '../error-status.js';

/** Where unexpected errors are reported, with the request id. */
export interface ErrorLogger {
  error(details: { requestId: string; error: unknown }, message: string): void;
}

/** The logger of a router or app given none: unexpected errors to the console, no request lines. */
export const CONSOLE_ERRORS: ErrorLogger = {
  error: (details, message) => console.error(message, details),
};

/** An HTTP-level failure raised by the Koa layer itself (wrong method, wrong body type). */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

/**
 * The 404 of a path that names no call (docs/errors.md): the app's answer to an unrouted path, and a
 * call's answer for a type it does not exist for (versions of a type without files).
 */
export function noCallAt(path: string): string {
  return `There is no call at ${path}. Calls live under /{CONTROLLER}/api/default; the API reference is at /docs.`;
}

/** Writes the Yii2 error body: `{"name","message","code","status"}`. */
export function sendError(ctx: Context, status: number, message: string): void {
  ctx.status = status;
  ctx.body = { name: STATUS_NAME[status] ?? 'Error', message, code: 0, status };
}

/**
 * Turns every error into the Yii2 body (docs/errors.md): validation errors as 422
 * `[{"field","message"}]`, engine errors by the status table, anything unexpected as a generic 500 whose
 * details go only to the log.
 */
export function handleErrors(logger: ErrorLogger): Middleware {
  const answer = errorAnswer(logger);
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      answer(ctx, error);
    }
  };
}

/** The answer {@link handleErrors} gives to an error thrown by the rest of the request. */
export function errorAnswer(logger: ErrorLogger): (ctx: Context, error: unknown) => void {
  return (ctx, error) => {
    if (isRecordError(error)) {
      if (error.code === 'invalid' && error.fields.length > 0) {
        ctx.status = 422;
        ctx.body = error.fields.map(({ field, message }) => ({ field, message }));
        return;
      }
      const { status } = ERROR_STATUS[error.code];
      if (status === 401) ctx.set('WWW-Authenticate', 'Bearer realm="api"');
      if (status === 503) ctx.set('Retry-After', '5');
      if (error.operatorMessage !== undefined) {
        // The installation is at fault (an object store, a lost file): the operator hears the
        // details, the client the message written for them.
        logger.error({ requestId: ctx.state.requestId as string, error }, error.operatorMessage);
      } else if (status === 503 && error.cause !== undefined) {
        // The driver's words (codes, hosts, DATABASE_URL advice) are for the operator's log only.
        logger.error({ requestId: ctx.state.requestId as string, error }, 'storage unavailable');
        sendError(
          ctx,
          503,
          'The database is busy or cannot be reached right now; retry the request in 5 seconds.',
        );
        return;
      }
      sendError(ctx, status, error.message);
      return;
    }
    if (error instanceof HttpProblem) {
      for (const [name, value] of Object.entries(error.headers)) ctx.set(name, value);
      sendError(ctx, error.status, error.message);
      return;
    }
    const requestId = ctx.state.requestId as string;
    logger.error({ requestId, error }, 'unexpected error');
    sendError(
      ctx,
      500,
      `An internal server error occurred. Quote request id ${requestId} when reporting it.`,
    );
  };
}
