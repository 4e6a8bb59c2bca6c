import { timeZoneOffset } from '@recordgate/core';

// Intl answers one offset per call: too slow for every date-time field of every record of a page
// (docs/benchmarks.md, "Shaping"). A zone's offset is constant between transitions, so the transitions
// of a 32-day span are found once (samples every six hours, each change pinned to its second by
// bisection) and every later instant of that span is a lookup.
// The sampling assumes that no two transitions lie within six hours of each other, which holds for
// every zone of the tz database from 1900 to 2100 (checked with PHP's getTransitions, tzdata 2026f).
const STEP_MS = 6 * 3_600_000;
const SPAN_MS = 128 * STEP_MS; // 32 days
const MAX_SPANS = 20_000;

/** A span's offsets: from each instant on (milliseconds) until the next entry, the offset in ms. */
type Segments = readonly { readonly from: number; readonly offsetMs: number }[];

/** Spans by zone, then by span number (no key string to build per lookup); `kept` counts them all. */
const spans = new Map<string, Map<number, Segments>>();
let kept = 0;

function exactOffset(epochMs: number, timeZone: string): number {
  return timeZoneOffset(epochMs, timeZone);
}

function segmentsOf(timeZone: string, span: number): Segments {
  let zone = spans.get(timeZone);
  const segments = zone?.get(span);
  if (segments) return segments;
  const start = span * SPAN_MS;
  const found: { from: number; offsetMs: number }[] = [
    { from: start, offsetMs: exactOffset(start, timeZone) },
  ];
  for (let t = start + STEP_MS; t <= start + SPAN_MS; t += STEP_MS) {
    const offsetMs = exactOffset(t, timeZone);
    if (offsetMs === found.at(-1)!.offsetMs) continue;
    // The first second in (t - STEP_MS, t] with the new offset.
    let low = (t - STEP_MS) / 1000;
    let high = t / 1000;
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (exactOffset(middle * 1000, timeZone) === offsetMs) high = middle;
      else low = middle;
    }
    found.push({ from: high * 1000, offsetMs });
  }
  if (kept >= MAX_SPANS) {
    // Full (dates scattered over some 1,700 years of one zone): start afresh.
    spans.clear();
    kept = 0;
    zone = undefined;
  }
  if (!zone) spans.set(timeZone, (zone = new Map()));
  zone.set(span, found);
  kept++;
  return found;
}

/**
 * The stretch of constant offset of `timeZone` that holds `epochMs` (or the part of it inside one
 * cached span): its first instant and its offset in milliseconds (east positive).
 */
export function zoneSegment(
  epochMs: number,
  timeZone: string,
): { readonly from: number; readonly offsetMs: number } {
  if (timeZone === 'UTC') return UTC_SEGMENT;
  // The dates of one answer mostly lie in one span: its segments are kept beside the maps, two
  // comparisons instead of two lookups for each date-time.
  const span = Math.floor(epochMs / SPAN_MS);
  const segments =
    last.zone === timeZone && last.span === span ? last.segments : remember(timeZone, span);
  let segment = segments[0]!;
  for (let i = 1; i < segments.length && segments[i]!.from <= epochMs; i++) segment = segments[i]!;
  return segment;
}

const UTC_SEGMENT = { from: -8.64e15, offsetMs: 0 };

// The span looked up last.
const last: { zone: string; span: number; segments: Segments } = {
  zone: '',
  span: 0,
  segments: [],
};

function remember(timeZone: string, span: number): Segments {
  const segments = segmentsOf(timeZone, span);
  last.zone = timeZone;
  last.span = span;
  last.segments = segments;
  return segments;
}

/** The offset of `timeZone` from UTC at `epochMs`, in milliseconds (east positive), memoised per zone. */
export function zoneOffset(epochMs: number, timeZone: string): number {
  return zoneSegment(epochMs, timeZone).offsetMs;
}
