import { RecordError } from '@recordgate/core';
import type { S3Location } from './parse-s3-url.js';

/** What the operator needs to find the store an error came from. */
export interface S3ErrorContext extends S3Location {
  /** `S3_ENDPOINT`, or undefined for AWS itself. */
  readonly endpoint: string | undefined;
  /** What was being done: "storing", "reading", "removing" a file. */
  readonly action: string;
}

/** What a client is told when the object store fails; the details go to the operator's log. */
export const FILE_STORE_UNAVAILABLE =
  'The file storage cannot be reached right now; retry the request in 5 seconds.';

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED',
]);
const CREDENTIAL_ERRORS = new Set([
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'AccessDenied',
  'Forbidden',
  'CredentialsProviderError',
  'ExpiredToken',
  'InvalidToken',
]);

/**
 * Turns an error of the AWS SDK into a `RecordError('unavailable')` (HTTP 503 with Retry-After) when
 * the store, not the request, is at fault: a missing bucket, refused credentials, an unreachable or
 * failing endpoint. Its `operatorMessage` names the bucket and endpoint and says what to check; the
 * client hears only that the file storage is unavailable. Any other error is returned unchanged.
 */
export function translateS3Error(error: unknown, context: S3ErrorContext): unknown {
  const problem = describeProblem(error, context);
  if (problem === undefined) return error;
  return new RecordError('unavailable', FILE_STORE_UNAVAILABLE, {
    cause: error,
    operatorMessage: `Object store failed while ${context.action} a file: ${problem}`,
  });
}

// The operator's explanation of an SDK error, or undefined when the store is not at fault.
function describeProblem(error: unknown, context: S3ErrorContext): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const { bucket } = context;
  const where = context.endpoint ? `at ${context.endpoint}` : 'on AWS';
  const name = error.name;
  const code = (error as { code?: unknown }).code;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  if (name === 'NoSuchBucket') {
    return `the bucket "${bucket}" does not exist ${where}. Create it, or correct FILE_STORE_URL (and S3_ENDPOINT).`;
  }
  if (name === 'CredentialsProviderError') {
    return `no credentials were found for bucket "${bucket}" ${where} (${error.message}). Set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE, or run with an instance role.`;
  }
  if (CREDENTIAL_ERRORS.has(name) || status === 403) {
    // A HEAD request's refusal has no body: the SDK then knows only the status.
    const reason = name === 'Unknown' || name === 'Forbidden' ? `HTTP ${status ?? 403}` : name;
    return `the credentials were refused for bucket "${bucket}" ${where} (${reason}). Check AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (or the SDK's other credential sources) and the bucket's permissions (GetObject, PutObject, DeleteObject).`;
  }
  if ((typeof code === 'string' && NETWORK_CODES.has(code)) || name === 'TimeoutError') {
    return `the endpoint ${context.endpoint ?? 'of AWS S3'} cannot be reached (${String(code ?? name)}: ${error.message}). Check S3_ENDPOINT, S3_REGION and the network.`;
  }
  if (status !== undefined && status >= 500) {
    return `the store ${where} answered ${status} (${name}) for bucket "${bucket}"; it is failing or overloaded.`;
  }
  return undefined;
}
