import { IF_MATCH, IF_NONE_MATCH, IF_RANGE, RANGE } from './conditional-headers.js';
import { FORMAT } from './format-parameter.js';
import { ID, VERSION } from './record-parameters.js';
import { DATE_FORMAT, HREF } from './shaping-headers.js';
import type { CallParameter } from './types.js';
import {
  FILL_PLACEHOLDERS,
  IGNORE_DUPLICATE_REFERENCE,
  IGNORE_MISSING_REFERENCE,
  REMOVE_UNFILED_PLACEHOLDERS,
} from './write-headers.js';

/**
 * The parameters documented once in `components.parameters`, in the document's order; each is
 * declared with a `component` document, which the operations reference. A new one is added here too.
 */
export const COMPONENT_PARAMETERS: readonly CallParameter[] = [
  ID,
  IF_NONE_MATCH,
  IF_MATCH,
  VERSION,
  FORMAT,
  RANGE,
  IF_RANGE,
  HREF,
  DATE_FORMAT,
  IGNORE_MISSING_REFERENCE,
  IGNORE_DUPLICATE_REFERENCE,
  FILL_PLACEHOLDERS,
  REMOVE_UNFILED_PLACEHOLDERS,
];
