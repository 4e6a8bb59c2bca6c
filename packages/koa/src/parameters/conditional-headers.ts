import { parseEntityTags, type EntityTagCondition } from './parse-entity-tags.js';
import type { ReadParameter } from './types.js';

const ENTITY_TAGS_INVALID = ['"abc', 'a b', '"a" "b"'];

/** `If-None-Match` of the reads that answer with an `ETag` (view, list-objects, download). */
export const IF_NONE_MATCH: ReadParameter<EntityTagCondition | undefined> = {
  name: 'If-None-Match',
  in: 'header',
  invalid: ENTITY_TAGS_INVALID,
  document: {
    component: {
      required: false,
      description:
        'Entity tags from an earlier `ETag`: when one is current, the answer is 304 without a body.',
      schema: { type: 'string' },
    },
  },
  parse: (raw) => parseEntityTags(raw, 'If-None-Match'),
};

/** `If-Match` of the changes (update, delete). */
export const IF_MATCH: ReadParameter<EntityTagCondition | undefined> = {
  name: 'If-Match',
  in: 'header',
  invalid: ENTITY_TAGS_INVALID,
  document: {
    component: {
      required: false,
      description:
        'Entity tags from an earlier `ETag`: the change happens only when one is the record’s current version, otherwise 412.',
      schema: { type: 'string' },
    },
  },
  parse: (raw) => parseEntityTags(raw, 'If-Match'),
};

/**
 * `Range` of download, as sent: `parseRange` reads it with `If-Range`, and a value it cannot use is
 * ignored (the whole file is sent), never refused (docs/documents.md, "Ranges").
 */
export const RANGE: ReadParameter<string | undefined> = {
  name: 'Range',
  in: 'header',
  invalid: [],
  document: {
    component: {
      required: false,
      description:
        'One byte range of the file (RFC 9110): `bytes=FIRST-LAST`, `bytes=FIRST-` or `bytes=-SUFFIX`; answered 206, or 416 when no byte of the file lies in it. Several ranges, or a malformed value, are answered 200 with the whole file.',
      schema: { type: 'string', examples: ['bytes=0-1023', 'bytes=1024-', 'bytes=-500'] },
    },
  },
  parse: (raw) => raw,
};

/** `If-Range` of download, as sent: read with {@link RANGE}, never refused. */
export const IF_RANGE: ReadParameter<string | undefined> = {
  name: 'If-Range',
  in: 'header',
  invalid: [],
  document: {
    component: {
      required: false,
      description:
        'The `ETag` of the file a client resumes: `Range` is honoured only while the file is still that one; otherwise the whole current file is sent (200).',
      schema: { type: 'string' },
    },
  },
  parse: (raw) => raw,
};
