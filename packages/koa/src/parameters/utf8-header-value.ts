import { isUtf8 } from 'node:buffer';
import { RecordError } from '@recordgate/core';

const NON_ASCII = /[\u0080-\uffff]/;

// A value past ASCII that a client may mean to send, per header that takes one.
const EXAMPLES: Readonly<Record<string, string>> = {
  dateFormat: 'php:j. F Y',
  fields: 'titel,größe',
  dateFields: 'geändert_am',
};

/**
 * A header value as the client's bytes mean it, read as UTF-8. Node hands header values over as
 * Latin-1 (one character per byte), which garbles `dateFormat: php:Y年` or an ICU literal `'März'`;
 * a value with a byte past ASCII is decoded again, an ASCII one is returned as it is. Bytes that are
 * not UTF-8 are a 400 naming the header.
 */
export function utf8HeaderValue(name: string, value: string): string {
  if (!NON_ASCII.test(value)) return value;
  const bytes = Buffer.from(value, 'latin1');
  if (!isUtf8(bytes)) {
    const example = EXAMPLES[name] ? ` (for example "${EXAMPLES[name]}")` : '';
    throw new RecordError(
      'bad_request',
      `The ${name} header is not valid UTF-8. Send its value as UTF-8 text${example}.`,
    );
  }
  return bytes.toString('utf8');
}
