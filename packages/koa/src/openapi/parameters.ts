import type { RecordType, TypeRegistry } from '@recordgate/core';
import type { CallDefinition } from '../calls/types.js';
import { COMPONENT_PARAMETERS } from '../parameters/component-parameters.js';
import { ownType } from '../parameters/shaping-headers.js';
import type { Json } from './types.js';

/**
 * The `parameters` of one call of `type`, from the call's declared parameters in their order: a
 * reference for those in `components.parameters`, an entry written for the type for the others (the
 * shaping headers name the fields of the types the call answers with).
 */
export function callParameters(
  type: RecordType,
  call: CallDefinition,
  registry: TypeRegistry,
): Json[] {
  const args = { type, registry, shaped: (call.shapedTypes ?? ownType)({ type, registry }) };
  const parameters: Json[] = [];
  for (const { name, in: where, document } of call.parameters) {
    if ('component' in document) parameters.push({ $ref: `#/components/parameters/${name}` });
    else {
      const entry = document.inline(args);
      const entries: readonly Json[] = Array.isArray(entry) ? entry : entry ? [entry] : [];
      for (const one of entries) parameters.push({ name, in: where, ...one });
    }
  }
  return parameters;
}

/** The parameters every type shares (`components.parameters`), referenced by the calls. */
export function sharedParameters(): Json {
  const shared: Json = {};
  for (const { name, in: where, document } of COMPONENT_PARAMETERS) {
    // A copy per document: no two documents share an object.
    if ('component' in document)
      shared[name] = { name, in: where, ...structuredClone(document.component) };
  }
  return shared;
}
