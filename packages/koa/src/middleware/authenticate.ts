import { RecordError, type Actor, type KeyService } from '@recordgate/core';
import type { Context } from 'koa';

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/**
 * The actor of a request, from `Authorization: Bearer <key>`; every failure is a 401 (docs/errors.md).
 * A key in the query string is never accepted.
 */
export async function authenticate(ctx: Context, keys: KeyService): Promise<Actor> {
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
      'The API key is invalid, expired or revoked. Create a new one in your profile.',
    );
  }
  return actor;
}
