import { where, type AccessPolicy } from '@recordgate/core';

/**
 * The policy of the command line: an operator on the server's machine may do anything. Never used for
 * HTTP requests.
 */
export const systemPolicy: AccessPolicy = {
  filter: () => where.all,
  writeRule: () => ({ create: true }),
  canDescribe: () => true,
  writableFields: () => undefined,
};
