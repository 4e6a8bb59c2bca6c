import { z } from 'zod';

/**
 * The schemas the settings are made of. Each reads the text of one setting (from the environment, the
 * config file or a flag) and turns it into its value; each message follows the setting's name, which
 * the loader puts in front: `must be a port number between 0 and 65535, not "99999".`
 */

/** A message saying what the value must be and what it is: `must be true or false, not "yes".` */
export function mustBe(expected: string): (issue: { readonly input?: unknown }) => string {
  return (issue) => `must be ${expected}, not "${String(issue.input)}".`;
}

/** Text that passes `test`, or the message {@link mustBe} `expected`. */
export function textWhere(test: (value: string) => boolean, expected: string) {
  return z.string().refine(test, { error: mustBe(expected) });
}

/** A TCP port, 0 (any free one) to 65535. */
export const portNumber = textWhere(
  (value) => /^\d{1,5}$/.test(value) && Number(value) <= 65535,
  'a port number between 0 and 65535',
).transform(Number);

/**
 * `true`/`false` or `1`/`0`, exactly so (no `yes`, no `TRUE`). Not `z.stringbool`: its issue stops the
 * whole parse, and the checks between settings would then not run (every problem is named at once).
 */
export const onOrOff = z
  .enum(['true', '1', 'false', '0'], { error: mustBe('true or false') })
  .transform((value) => value === 'true' || value === '1');

/** A number of seconds such as `20` or `0.5` (at most three decimals), as milliseconds. */
export const secondsAsMs = textWhere(
  (value) => /^\d{1,6}(\.\d{1,3})?$/.test(value) && Number(value) > 0,
  'a positive number of seconds such as 20 or 0.5',
).transform((value) => Math.round(Number(value) * 1000));

/** A whole number greater than 0 of `unit` (`entries`, `MiB`, …). */
export function countOf(unit: string) {
  return textWhere(
    (value) => /^\d{1,9}$/.test(value) && Number(value) > 0,
    `a whole number of ${unit} greater than 0`,
  ).transform(Number);
}

/** Requests per minute; 0 switches the limit off. */
export const perMinuteLimit = textWhere(
  (value) => /^\d{1,9}$/.test(value),
  'a whole number of requests per minute (0 switches the limit off)',
).transform(Number);

/** A size in MiB, as bytes. */
export const mebibytesAsBytes = countOf('MiB').transform((value) => value * 1024 * 1024);

/** An IANA time zone the running Node knows. */
export const timeZone = textWhere(isTimeZone, 'an IANA time zone such as Europe/Berlin');

/** An absolute http(s) URL, without its trailing slashes. */
export const httpUrl = textWhere(
  (value) => /^https?:\/\/[^/\s]+(\/\S*)?$/.test(value),
  'an absolute http(s) URL such as https://dms.example.com',
).transform((value) => value.replace(/\/+$/, ''));

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
