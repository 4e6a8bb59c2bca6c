import { isUtf8 } from 'node:buffer';
import { RecordError } from '@recordgate/core';

// A run of percent-encoded bytes (`%C3%A4%20`): one or more characters, or a broken one.
const ESCAPED_RUN = /(?:%[0-9A-Fa-f]{2})+/g;

/**
 * Refuses a query string whose percent-encoded bytes are not UTF-8 (`%FF`, or `%ED%A0%80`, an encoded
 * lone surrogate): the query parser would silently turn them into U+FFFD, so a filter or a parameter
 * would match something other than what was sent (docs/writing-records.md, "Values at their edges").
 */
export function assertUtf8Query(querystring: string): void {
  if (!querystring.includes('%')) return;
  const run = nonUtf8Escape(querystring);
  if (run === undefined) return;
  throw new RecordError(
    'bad_request',
    `The query string holds percent-encoded bytes that are not UTF-8 ("${run.slice(0, 40)}"). Encode every parameter as UTF-8 before percent-encoding it.`,
  );
}

/** The first run of percent-encoded bytes in `text` that is not UTF-8, if any. */
export function nonUtf8Escape(text: string): string | undefined {
  for (const [run] of text.matchAll(ESCAPED_RUN)) {
    if (!isUtf8(Buffer.from(run.replaceAll('%', ''), 'hex'))) return run;
  }
  return undefined;
}
