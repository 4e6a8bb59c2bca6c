import { versionOf, type StoredRecord } from '@recordgate/core';
import type { Context } from 'koa';
import { IF_MATCH, IF_NONE_MATCH } from '../parameters/conditional-headers.js';
import { readParameter } from '../parameters/read-parameter.js';
import { SHAPE_VARY } from './create-plan-cache.js';

/** The strong entity tag of a record's current version. */
export function etagOf(record: StoredRecord): string {
  return `"${versionOf(record)}"`;
}

/**
 * Whether `If-None-Match` names the entity tag `tag` (weak comparison, RFC 9110 §13.1.2; `*` names
 * any). False without the header; a malformed one is a 400.
 */
export function noneMatchNames(ctx: Context, tag: string): boolean {
  const condition = readParameter(ctx, IF_NONE_MATCH);
  if (!condition) return false;
  return condition.any || condition.strong.includes(tag) || condition.weak.includes(tag);
}

/**
 * Sets the record's `ETag`; answers 304 without a body when `If-None-Match` names it. True when it
 * did. A malformed header is a 400, without the record's `ETag`. The tag names the record's version,
 * not its shape (ADR 0008), so the answer varies by the key and the shaping headers: a cache keeps
 * one answer per set of them and never revalidates one shape with another's tag.
 */
export function notModified(ctx: Context, record: StoredRecord): boolean {
  const version = versionOf(record);
  const matched = noneMatchNames(ctx, version);
  ctx.res.setHeader('ETag', `"${version}"`);
  ctx.res.setHeader('Vary', SHAPE_VARY);
  if (!matched) return false;
  ctx.status = 304;
  return true;
}

/**
 * The versions `If-Match` allows update and delete to change. `*` asks only that the record exists,
 * which the call checks anyway; a list is compared strongly, so weak tags never match (RFC 9110
 * §13.1.1).
 */
export function ifMatchOf(ctx: Context): readonly string[] | undefined {
  const condition = readParameter(ctx, IF_MATCH);
  return !condition || condition.any ? undefined : condition.strong;
}
