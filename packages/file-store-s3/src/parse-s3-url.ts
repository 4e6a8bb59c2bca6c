/** Where an S3 file store keeps its files: a bucket and a key prefix inside it. */
export interface S3Location {
  readonly bucket: string;
  /** Prepended to every object key; empty or ending in `/`. */
  readonly prefix: string;
}

// Bucket names as S3 allows them (3–63 lower-case letters, digits, dots and hyphens, starting and
// ending with a letter or digit); stricter stores refuse more, never less.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * Reads `s3://BUCKET[/PREFIX]` (the `FILE_STORE_URL` setting). Throws an `Error` that says what is
 * wrong and what a valid value looks like.
 *
 * @example
 * ```ts
 * parseS3Url('s3://records/prod'); // { bucket: 'records', prefix: 'prod/' }
 * ```
 */
export function parseS3Url(url: string): S3Location {
  const match = /^s3:\/\/([^/]*)(?:\/(.*))?$/s.exec(url.trim());
  if (!match)
    throw new Error(`"${url}" is not an S3 location: write s3://BUCKET or s3://BUCKET/PREFIX.`);
  const bucket = match[1]!;
  if (!BUCKET.test(bucket) || bucket.includes('..')) {
    throw new Error(
      `"${bucket}" is not a valid bucket name: 3 to 63 lower-case letters, digits, dots and hyphens, starting and ending with a letter or digit.`,
    );
  }
  const parts = (match[2] ?? '').split('/').filter((part) => part !== '');
  // eslint-disable-next-line no-control-regex
  if (parts.some((part) => part === '.' || part === '..' || /[\u0000-\u001f\u007f\\]/.test(part))) {
    throw new Error(
      `The prefix "${match[2]}" of ${url} is not usable: write folder names separated by "/", without "." or "..", backslashes or control characters.`,
    );
  }
  return { bucket, prefix: parts.length > 0 ? `${parts.join('/')}/` : '' };
}
