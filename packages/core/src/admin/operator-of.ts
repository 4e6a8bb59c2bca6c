import type { Actor } from '../model/types.js';

/** An actor that stands for the operator, acting inside one company. */
export function operatorOf(companyId: number): Actor {
  return { userId: 0, companyId, role: 'admin', username: 'operator' };
}
