import type { Language, RecordType, TypeRegistry } from '@recordgate/core';
import type { CallDefinition, CallMethod } from '../calls/types.js';
import { WRITE_CALLS } from '../record-calls.js';
import { errorStatusesOf } from './error-responses.js';
import { callParameters } from './parameters.js';
import { camelName } from './schema-name.js';
import type { Json } from './types.js';

/**
 * The OpenAPI operation of one call of `type` for one of its methods: the call's parameters, its own
 * responses and request body (from its file in calls/), and references to the shared error responses.
 */
export function operation(
  type: RecordType,
  call: CallDefinition,
  method: CallMethod,
  registry: TypeRegistry,
  language: Language,
): Json {
  if (type.readOnly && WRITE_CALLS.has(call.name))
    return refusedWrite(type, call, method, 'are written by the server only');
  if (type.immutable && call.name === 'update')
    return refusedWrite(type, call, method, 'are created and deleted, never changed');
  const responses = call.responses({ type, registry, language });
  // A call may describe one of its error statuses itself (info's 404 carries `Allow`).
  for (const status of errorStatusesOf(call)) {
    responses[String(status)] ??= { $ref: `#/components/responses/${status}` };
  }
  // A call with several methods (info: OPTIONS and GET) gets one operation id per method.
  const suffix = call.methods.length > 1 ? method[0] + method.slice(1).toLowerCase() : '';
  const result: Json = {
    operationId: `${camelName(type.name)}${call.name[0]!.toUpperCase()}${call.name.slice(1)}${suffix}`,
    tags: [type.name],
    summary: `${call.summary} (${type.name})`,
    description: call.description,
    parameters: callParameters(type, call, registry),
    responses,
  };
  if (call.requestBody) result.requestBody = call.requestBody(type);
  return result;
}

// A write a type refuses (any write of the audit trail, an update of an API key): always 405, with an
// empty `Allow`.
function refusedWrite(
  type: RecordType,
  call: CallDefinition,
  method: CallMethod,
  why: string,
): Json {
  const responses: Json = {};
  for (const status of [401, 405, 429, 500, 503]) {
    responses[String(status)] = { $ref: `#/components/responses/${status}` };
  }
  return {
    operationId: `${camelName(type.name)}${call.name[0]!.toUpperCase()}${call.name.slice(1)}`,
    tags: [type.name],
    summary: `${call.summary} (${type.name}): not allowed`,
    description: `${type.name} records ${why}: ${method} here always answers 405, with an empty \`Allow\` (no method is allowed on this path).`,
    parameters: [],
    responses,
  };
}
