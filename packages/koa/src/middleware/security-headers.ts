import type { Middleware } from 'koa';

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
 * (an https public URL, or a request that arrived over TLS, directly or through a trusted proxy).
 */
export function securityHeaders(options: SecurityHeadersOptions = {}): Middleware {
  const httpsPublic = options.publicUrl?.startsWith('https://') ?? false;
  return async (ctx, next) => {
    ctx.set(SECURITY_HEADERS);
    if (httpsPublic || ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
    await next();
  };
}
