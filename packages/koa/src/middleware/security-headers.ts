import type { Context } from 'koa';

/** Options of {@link securityHeaders}. */
export interface SecurityHeadersOptions {
  /** The public base URL; when it is https, every response carries HSTS. */
  readonly publicUrl?: string;
}

/** The headers every response carries (HSTS aside, which depends on TLS). */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  // The interface serves JSON and file downloads, never pages: nothing may load, run or frame.
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const;

const HSTS = 'max-age=31536000';

/**
 * Sets the security headers on every response, errors included (docs/reliability.md): `nosniff`,
 * frame denial, no referrer, a CSP that allows nothing, and HSTS when the interface is reached over TLS
 * (an https public URL, or a request that arrived over TLS, directly or through a trusted proxy). The
 * request middleware calls it first.
 */
export function securityHeaderSetter(options: SecurityHeadersOptions = {}): (ctx: Context) => void {
  const httpsPublic = options.publicUrl?.startsWith('https://') ?? false;
  return (ctx) => {
    // Straight to Node: Koa's `ctx.set` adds two calls and a type check to each of the five.
    const { res } = ctx;
    for (const [name, value] of HEADER_ENTRIES) res.setHeader(name, value);
    if (httpsPublic || ctx.secure) res.setHeader('Strict-Transport-Security', HSTS);
  };
}

const HEADER_ENTRIES = Object.entries(SECURITY_HEADERS);
