import { INTEGER_RANGE, RecordError } from '@recordgate/core';
import { plainDigits } from './plain-digits.js';
import type { ReadParameter } from './types.js';

const ID_SCHEMA = { type: 'integer', minimum: INTEGER_RANGE.id.min, maximum: INTEGER_RANGE.id.max };

/**
 * `id`, the record a call names: a positive integer within the id range of every database
 * (docs/writing-records.md, "Integers and ids"), else 400.
 */
export const ID: ReadParameter<number> = {
  name: 'id',
  in: 'query',
  single: true,
  invalid: ['', 'abc', '0', '-1', '1.5', ' 1', '99999999999999999999', '01', '+1', '1.0', '1 '],
  document: {
    component: {
      required: true,
      description: 'The record’s id.',
      schema: ID_SCHEMA,
    },
  },
  parse(raw) {
    if (raw === undefined || raw === '') {
      throw new RecordError(
        'bad_request',
        'The query parameter "id" is required: the integer id of the record.',
      );
    }
    return positiveInteger('id', raw, '');
  },
};

/**
 * `version`, a file version of download (docs/documents.md, "File versions"): undefined when absent
 * (the current file), else a positive integer within the id range, else 400.
 */
export const VERSION: ReadParameter<number | undefined> = {
  name: 'version',
  in: 'query',
  single: true,
  invalid: ['', 'abc', '0', '-1', '1.5', '01', '+1', '1.0', ' 1'],
  document: {
    component: {
      required: false,
      description:
        'A file version from the versions call (1 is the first upload); without it, the current file. Not a positive integer: 400; a version the record does not have: 404.',
      schema: ID_SCHEMA,
    },
  },
  parse: (raw) =>
    raw === undefined
      ? undefined
      : positiveInteger(
          'version',
          raw,
          ' Send the number of a file version from the versions call, or leave it out for the current file.',
        ),
};

/**
 * `attribute`, the reference field list-objects follows, as sent: the call requires it and looks it
 * up in the type (`findReference`), since both answers name the type's references.
 */
export const ATTRIBUTE: ReadParameter<string | undefined> = {
  name: 'attribute',
  in: 'query',
  single: true,
  invalid: ['', 'nope'],
  document: {
    inline: ({ type }) => ({
      required: true,
      description: `The reference field to follow: a key of \`expandable\` in the info call, or its reference name.`,
      schema: { type: 'string', enum: type.references.flatMap((r) => [r.field, r.name]) },
    }),
  },
  parse: (raw) => raw,
};

// A query parameter's value as a positive integer within the id range, written canonically (no sign,
// no leading zero: `01` is not read as 1), else 400 saying so.
function positiveInteger(name: string, raw: string, hint: string): number {
  const { min, max } = INTEGER_RANGE.id;
  const value = /^[1-9]\d*$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= min && value <= max)) {
    throw new RecordError(
      'bad_request',
      `The query parameter "${name}" must be a positive integer (${min} to ${max}), not "${raw.slice(0, 40)}"${plainDigits(raw)}.${hint}`,
    );
  }
  return value;
}
