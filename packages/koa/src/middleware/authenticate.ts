import { RecordError, type Actor, type KeyService } from '@recordgate/core';
import type { Context } from 'koa';

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/**
 * The actor of a request, from `Authorization: Bearer <key>`; every failure is a 401 (docs/errors.md),
 * except a request with more than one `Authorization` header: 400, since it is not clear which key
 * it means. A key in the query string is never accepted.
 */
export async function authenticate(ctx: Context, keys: KeyService): Promise<Actor> {
  if (sentTwice(ctx.req.rawHeaders)) {
    throw new RecordError(
      'bad_request',
      'The request carries more than one Authorization header. Send exactly one: "Authorization: Bearer <API key>".',
    );
  }
  const header = ctx.get('Authorization');
  if (header === '') {
    const hint = 'access-token' in ctx.query ? ' Keys in the query string are not accepted.' : '';
    throw new RecordError(
      'unauthorized',
      `Authentication is required: send "Authorization: Bearer <API key>".${hint}`,
    );
  }
  const match = BEARER.exec(header);
  if (!match) {
    throw new RecordError('unauthorized', 'The Authorization header must read "Bearer <API key>".');
  }
  const actor = await keys.authenticate({ key: match[1]! });
  if (!actor) {
    throw new RecordError(
      'unauthorized',
      'The API key is invalid, expired or revoked. Create a new one in your profile (POST /api-key/api/default/create with another key of yours), or ask an admin of your company.',
    );
  }
  return actor;
}

// Whether the raw header list (name, value, name, value, …) names Authorization more than once: Node
// keeps only the first in `headers`. The length test spares the lower-casing of every other name.
function sentTwice(raw: readonly string[]): boolean {
  let seen = false;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    if (name.length !== 13 || name.toLowerCase() !== 'authorization') continue;
    if (seen) return true;
    seen = true;
  }
  return false;
}
