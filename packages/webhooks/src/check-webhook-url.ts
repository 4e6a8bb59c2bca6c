import { lookup } from 'node:dns/promises';
import { isPublicAddress } from './is-public-address.js';

/** Resolves a host name to all its addresses; tests may replace it. */
export type ResolveHost = (host: string) => Promise<readonly string[]>;

/** Options of {@link checkWebhookUrl}. */
export interface CheckWebhookUrlOptions {
  /** Accept hosts that resolve to private, loopback and other non-public addresses. @default false */
  readonly allowPrivate?: boolean;
  /** @default every address `dns.lookup` finds */
  readonly resolve?: ResolveHost;
  /**
   * Hears why a host was refused (its addresses, or the resolver's error), for the operator's log:
   * the client's answer never says, so that it cannot be used to resolve internal names.
   * @default nothing is reported
   */
  readonly onRefusedHost?: (details: RefusedHost) => void;
}

/** What {@link CheckWebhookUrlOptions.onRefusedHost} hears of a refused host. */
export interface RefusedHost {
  readonly host: string;
  /** The addresses the host resolved to (empty when it did not resolve). */
  readonly addresses: readonly string[];
  /** The resolver's error, when the host did not resolve. */
  readonly error?: unknown;
}

/** Longest webhook URL accepted (the column's length). */
export const MAX_URL_LENGTH = 2048;

/** Every address of a host, as the operating system's resolver finds them (hosts file included). */
export const resolveHost: ResolveHost = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * Checks a webhook URL before it is stored: absolute, `http:` or `https:`, no credentials, and (unless
 * `allowPrivate`) a host whose every address is public (see `isPublicAddress`). Returns the problem
 * in words a client can act on, or undefined when the URL is acceptable. The same rule is applied
 * again to the address each delivery connects to, since DNS answers change.
 */
export async function checkWebhookUrl(
  value: string,
  options: CheckWebhookUrlOptions = {},
): Promise<string | undefined> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'URL must be an absolute http:// or https:// URL, such as https://example.com/hooks.';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return `URL must use http or https, not ${url.protocol.slice(0, -1)}.`;
  if (url.username || url.password)
    return 'URL must not contain a user name or password; authenticate the delivery by its signature.';
  if (value.length > MAX_URL_LENGTH)
    return `URL must be at most ${MAX_URL_LENGTH} characters long.`;
  if (options.allowPrivate) return undefined;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: readonly string[];
  try {
    addresses = await (options.resolve ?? resolveHost)(host);
  } catch (error) {
    options.onRefusedHost?.({ host, addresses: [], error });
    return notPublic(host);
  }
  if (addresses.length > 0 && addresses.every(isPublicAddress)) return undefined;
  options.onRefusedHost?.({ host, addresses });
  return notPublic(host);
}

// One answer for a private, an unresolvable and an address-less host: which of them it was (and the
// addresses) would let any company's admin resolve internal names through the server
// (docs/events.md, "URLs that lead inside").
const notPublic = (host: string): string =>
  `URL's host "${host}" is not public: webhooks are delivered only to hosts whose every address is public (check the host's spelling and DNS; WEBHOOK_ALLOW_PRIVATE=true allows private networks).`;
