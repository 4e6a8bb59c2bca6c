import type { KeyService } from '@recordgate/core';
import type { Middleware } from 'koa';
import type { BodyReader } from '../body/read-body.js';
import type { RequestBody } from '../body/types.js';
import { authenticate } from '../middleware/authenticate.js';
import { HttpProblem } from '../middleware/handle-errors.js';
import { requestFacts } from '../middleware/observe-requests.js';
import type { RateLimits } from '../rate-limits/create-rate-limits.js';
import { WRITE_CALLS } from '../record-calls.js';
import { assertUtf8Query } from './assert-utf8-query.js';
import type { CallContext, CallDefinition } from './types.js';

/** What the route of every call needs, built once per router. */
export interface RouteWiring {
  readonly services: CallContext;
  readonly keys: KeyService;
  readonly limits: RateLimits | undefined;
  readonly readBody: BodyReader;
}

/** The body of the calls without one (GET, DELETE, OPTIONS); no handler changes it. */
const NO_BODY: RequestBody = Object.freeze({ data: Object.freeze({}) });

/**
 * The route of one call path. In this order: the type named in the path is looked up (once, for the
 * log line and the call), the caller is authenticated under the rate limits, the method is checked
 * (a wrong one is 405 with `Allow`), a query string with percent-encoded bytes that are not UTF-8 is
 * 400, a POST body is read, and only then is an unknown or internal type
 * a 404; then the call runs.
 */
export function routeCall(call: CallDefinition, wiring: RouteWiring): Middleware {
  const allowed: string[] = [...call.methods];
  if (allowed.includes('GET')) allowed.push('HEAD');
  const allow = allowed.join(', ');
  const readsQuery = call.parameters.some((parameter) => parameter.in === 'query');
  const { services, keys, limits, readBody } = wiring;
  const { records } = services;
  const { types } = records;
  return async (ctx) => {
    const facts = requestFacts(ctx.state);
    const name = String(ctx.params.controller);
    const found = types.find(name);
    const type = found && !found.internal ? found : undefined;
    if (type) facts.type = type.name;
    facts.call = call.name;
    const actor = limits
      ? await limits.authenticate(ctx, () => authenticate(ctx, keys))
      : await authenticate(ctx, keys);
    facts.userId = actor.userId;
    if (type?.readOnly && WRITE_CALLS.has(call.name)) throw readOnlyType(type.name, ctx.method);
    if (type?.immutable && call.name === 'update') throw immutableType(type.name, ctx.method);
    if (!allowed.includes(ctx.method))
      throw new HttpProblem(405, `${ctx.method} is not allowed here. Allowed methods: ${allow}.`, {
        Allow: allow,
      });
    // Only calls that read their query string; the others ignore it, as before.
    if (readsQuery) assertUtf8Query(ctx.querystring);
    // The request's id reaches the audit trail with the actor.
    const caller = { ...actor, requestId: ctx.state.requestId as string | undefined };
    // `type ?? records.type(name, actor)`: for an unknown or internal type, the record service's 404
    // that names the record types the caller may use.
    if (ctx.method !== 'POST') {
      await call.handle(
        ctx,
        { type: type ?? records.type(name, actor), actor: caller, body: NO_BODY },
        services,
      );
      return;
    }
    await readBody(ctx, (body) =>
      call.handle(ctx, { type: type ?? records.type(name, actor), actor: caller, body }, services),
    );
  };
}

// Create, update and delete of a read-only type: no method is allowed on these paths, so `Allow` is
// empty (RFC 9110, 10.2.1).
function readOnlyType(name: string, method: string): HttpProblem {
  return new HttpProblem(
    405,
    `${method} is not allowed here: ${name} records are written by the server only and cannot be created, changed or deleted. List or view them instead.`,
    { Allow: '' },
  );
}

// An update of a type whose records are created and deleted but never changed (API keys): no method is
// allowed on the update path.
function immutableType(name: string, method: string): HttpProblem {
  return new HttpProblem(
    405,
    `${method} is not allowed here: ${name} records cannot be changed. Delete the record (for a key: revoke it) and create a new one instead.`,
    { Allow: '' },
  );
}
