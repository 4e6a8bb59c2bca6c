import { UsageError } from './usage-error.js';

const UNITS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 } as const;
// Ten years: anything longer is a mistake, and stays far from the limits of a Date.
const MOST_MS = 10 * 365 * UNITS.d;

/**
 * An age such as `30m`, `24h` or `7d` (a whole number and one unit: s, m, h, d or w) in milliseconds.
 * Anything else is a {@link UsageError} naming `option` and the accepted forms.
 */
export function parseAge(value: string, option: string): number {
  const match = /^(\d{1,9})([smhdw])$/.exec(value.trim());
  const ms = match ? Number(match[1]) * UNITS[match[2] as keyof typeof UNITS] : Number.NaN;
  if (!(ms <= MOST_MS)) {
    throw new UsageError(
      `${option} must be an age such as 30m, 24h or 7d (a whole number and one of s, m, h, d, w; at most ten years), not "${value}".`,
    );
  }
  return ms;
}
