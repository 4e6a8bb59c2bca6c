// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/**
 * Whether a text can be stored and answered unchanged on every database: no NUL character (U+0000,
 * which PostgreSQL refuses) and no unpaired surrogate (not encodable as UTF-8). Such text is refused
 * with a 422, never stripped (docs/writing-records.md, "Text").
 */
export function isWellFormedText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** `text` with each unpaired surrogate replaced by U+FFFD, for text the server cleans anyway. */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATES, '\uFFFD');
}
