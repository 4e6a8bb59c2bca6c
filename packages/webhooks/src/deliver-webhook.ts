import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './is-public-address.js';

/** Arguments of {@link deliverWebhook}. */
export interface DeliverWebhookArgs {
  readonly url: string;
  /** The body, sent byte for byte. */
  readonly body: string;
  /** The request headers besides content type and length (the Standard Webhooks headers). */
  readonly headers: Readonly<Record<string, string>>;
  /** The whole attempt (connect, send, answer) must end within this, ms. */
  readonly timeoutMs: number;
  /** Connect to private and other non-public addresses too. @default false */
  readonly allowPrivate?: boolean;
}

/** What one delivery attempt came to. */
export interface DeliveryOutcome {
  /** True for a 2xx answer within the time limit. */
  readonly ok: boolean;
  /** The receiver's status, when it answered. */
  readonly status: number | undefined;
  /** Why it failed, in words; undefined when `ok`. */
  readonly error: string | undefined;
  readonly durationMs: number;
}

/** Longest part of a receiver's answer read (and thrown away); the rest is not waited for. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * One delivery attempt: `POST url` with the body and headers, no redirects followed (a 3xx is a
 * failed attempt), within `timeoutMs` from start to the end of the answer. Unless `allowPrivate`, the
 * connection is made only to a public address: the resolver's answer is checked in the socket's own
 * `lookup`, so the address checked is the address connected to (a DNS answer that changed since the
 * webhook was saved cannot lead to a private one). Never throws.
 */
export async function deliverWebhook(args: DeliverWebhookArgs): Promise<DeliveryOutcome> {
  const started = performance.now();
  const done = (status: number | undefined, error: string | undefined): DeliveryOutcome => ({
    ok: error === undefined,
    status,
    error,
    durationMs: Math.round(performance.now() - started),
  });
  let url: URL;
  try {
    url = new URL(args.url);
  } catch {
    return done(undefined, 'The webhook URL is not a valid URL.');
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  // An address in the URL is connected to without a lookup, so it is checked here.
  if (!args.allowPrivate && isIP(host) !== 0 && !isPublicAddress(host))
    return done(undefined, `Refused to connect to ${host}: not a public address.`);
  try {
    const status = await post(url, args);
    if (status >= 200 && status < 300) return done(status, undefined);
    const why =
      status >= 300 && status < 400 ? 'a redirect, which is not followed' : 'not a 2xx answer';
    return done(status, `The receiver answered ${status}: ${why}.`);
  } catch (error) {
    return done(undefined, describeFailure(error, args.timeoutMs));
  }
}

function post(url: URL, args: DeliverWebhookArgs): Promise<number> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<number>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          ...args.headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(args.body)),
        },
        agent: false,
        lookup: args.allowPrivate ? undefined : publicLookup,
        signal: AbortSignal.timeout(args.timeoutMs),
      },
      (res) => readAnswer(res, resolve, reject),
    );
    req.on('error', reject);
    req.end(args.body);
  });
}

// The answer counts once read to its end (or to MAX_ANSWER_BYTES): a receiver that sends its status
// and then stalls is a timeout, as the limit covers the whole attempt.
function readAnswer(
  res: IncomingMessage,
  resolve: (status: number) => void,
  reject: (error: unknown) => void,
): void {
  let read = 0;
  const status = res.statusCode ?? 0;
  res.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > MAX_ANSWER_BYTES) {
      resolve(status);
      res.destroy();
    }
  });
  res.on('end', () => resolve(status));
  res.on('error', reject);
}

/** `dns.lookup`, answering only with public addresses (an error when there are none). */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...(options as LookupOptions), all: true }, (error, found) => {
    if (error) return callback(error, '', 0);
    const addresses = (found as LookupAddress[]).filter((a) => isPublicAddress(a.address));
    if (addresses.length === 0) {
      // The attempt's error is shown to the company's admins: it names no address (docs/events.md).
      return callback(
        Object.assign(new Error(`${hostname} is not a public address.`), {
          code: 'ENOTPUBLIC',
        }),
        '',
        0,
      );
    }
    if ((options as LookupOptions).all) return callback(null, addresses as never, 0);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

function describeFailure(error: unknown, timeoutMs: number): string {
  const name = (error as { name?: string }).name;
  const code = (error as { code?: string }).code;
  if (name === 'AbortError' || name === 'TimeoutError' || code === 'ABORT_ERR')
    return `No complete answer within ${timeoutMs / 1000} s.`;
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'ENOTPUBLIC') return `Refused to connect: ${message}`;
  return `The request failed: ${code ? `${code} ` : ''}${message}`.slice(0, 255);
}
