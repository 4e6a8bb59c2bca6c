import { parseBoolean } from '@recordgate/shape';
import { BOOLEAN_INVALID, booleanHeader } from './boolean-header.js';
import type { CallParameter, ReadParameter } from './types.js';

/** `ignoreMissingReference` of create and update (docs/writing-records.md, "References by value"). */
export const IGNORE_MISSING_REFERENCE: ReadParameter<boolean | undefined> = {
  name: 'ignoreMissingReference',
  in: 'header',
  invalid: BOOLEAN_INVALID,
  document: {
    component: booleanHeader(
      false,
      'Reference-based field setting: when `true`, a reference given by value that matches no record is left unset instead of failing with 422.',
    ),
  },
  parse: (raw) => parseBoolean('ignoreMissingReference', raw),
};

/** `ignoreDuplicateReference` of create and update; absent, the record service's default. */
export const IGNORE_DUPLICATE_REFERENCE: ReadParameter<boolean | undefined> = {
  name: 'ignoreDuplicateReference',
  in: 'header',
  invalid: BOOLEAN_INVALID,
  document: {
    component: booleanHeader(
      true,
      'Reference-based field setting: when `true`, a value matching several records takes the one with the lowest id; when `false`, that is a 422.',
    ),
  },
  parse: (raw) => parseBoolean('ignoreDuplicateReference', raw),
};

/**
 * `fillPlaceholders` of create and update. The .docx processor parses it, with the date headers, when
 * the call asks for the upload processing (`processFile`, docs/documents.md).
 */
export const FILL_PLACEHOLDERS: CallParameter = {
  name: 'fillPlaceholders',
  in: 'header',
  invalid: BOOLEAN_INVALID,
  document: {
    component: booleanHeader(
      false,
      'When a .docx file is uploaded, fill its `{placeholder}` tags from the record being written.',
    ),
  },
};

/** `removeUnfiledPlaceholders` of create and update, parsed as {@link FILL_PLACEHOLDERS} is. */
export const REMOVE_UNFILED_PLACEHOLDERS: CallParameter = {
  name: 'removeUnfiledPlaceholders',
  in: 'header',
  invalid: BOOLEAN_INVALID,
  document: {
    component: booleanHeader(
      false,
      'When a .docx file is uploaded, hide the placeholder tags that could not be filled.',
    ),
  },
};

/** The headers create and update take beyond the shaping headers, in the document's order. */
export const WRITE_HEADERS: readonly CallParameter[] = [
  IGNORE_MISSING_REFERENCE,
  IGNORE_DUPLICATE_REFERENCE,
  FILL_PLACEHOLDERS,
  REMOVE_UNFILED_PLACEHOLDERS,
];
