import { ZONE_ABBREVIATIONS } from './zone-abbreviations.js';

/** What PHP's tz database says about a zone at an instant: the abbreviation (`T`) and the DST flag (`I`). */
export interface ZoneState {
  readonly abbreviation: string;
  readonly isDst: boolean;
}

interface Ranged {
  readonly from: number;
  readonly to: number;
  readonly state: ZoneState;
}

interface OffsetStates {
  latest?: ZoneState;
  readonly ranged: Ranged[];
}

const parsed = new Map<string, Map<number, OffsetStates> | null>();
let lowerCaseNames: Map<string, string> | undefined;

function decode(zone: string, seen = 0): Map<number, OffsetStates> | null {
  let encoded = ZONE_ABBREVIATIONS[zone];
  if (encoded === undefined) {
    // PHP reads zone names case-insensitively.
    lowerCaseNames ??= new Map(Object.keys(ZONE_ABBREVIATIONS).map((z) => [z.toLowerCase(), z]));
    const name = lowerCaseNames.get(zone.toLowerCase());
    encoded = name === undefined ? undefined : ZONE_ABBREVIATIONS[name];
  }
  if (encoded === undefined) return null;
  if (encoded.startsWith('=')) return seen > 3 ? null : decode(encoded.slice(1), seen + 1);
  const byOffset = new Map<number, OffsetStates>();
  for (const entry of encoded.split(';')) {
    const [offset, dst, abbreviation, ...ranges] = entry.split(',');
    const state: ZoneState = { abbreviation: abbreviation!, isDst: dst === '1' };
    const key = Number(offset);
    let states = byOffset.get(key);
    if (!states) {
      states = { ranged: [] };
      byOffset.set(key, states);
    }
    if (ranges.length === 0) {
      states.latest = state;
      continue;
    }
    for (const range of ranges) {
      const [from, to] = range.split('~');
      states.ranged.push({
        from: from ? Number(from) : -Infinity,
        to: to ? Number(to) : Infinity,
        state,
      });
    }
  }
  return byOffset;
}

/**
 * The abbreviation and DST flag PHP prints for `timeZone` at an instant whose offset is
 * `offsetSeconds`, from the table generated with PHP (`zone-abbreviations.ts`); undefined for a zone
 * or offset PHP's data does not know.
 */
export function zoneState(
  timeZone: string,
  epochMs: number,
  offsetSeconds: number,
): ZoneState | undefined {
  let zone = parsed.get(timeZone);
  if (zone === undefined) {
    zone = decode(timeZone);
    parsed.set(timeZone, zone);
  }
  const states = zone?.get(offsetSeconds);
  if (!states) return undefined;
  if (states.ranged.length > 0) {
    const seconds = Math.floor(epochMs / 1000);
    for (const { from, to, state } of states.ranged) {
      if (seconds >= from && seconds < to) return state;
    }
  }
  return states.latest ?? states.ranged.at(-1)?.state;
}
