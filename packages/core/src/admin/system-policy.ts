import { where } from '../model/filter.js';
import type { AccessPolicy } from '../ports/access-policy.js';

/**
 * The policy of the operator's tasks (the command line, an embedder's own admin code): they may do anything. Never used for
 * HTTP requests.
 */
export const systemPolicy: AccessPolicy = {
  filter: () => where.all,
  writeRule: () => ({ create: true }),
  canDescribe: () => true,
  writableFields: () => undefined,
};
