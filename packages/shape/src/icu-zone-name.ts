import type { Language } from '@recordgate/core';
import type { WallClock } from './wall-clock.js';
import { zoneSegment } from './zone-offset.js';

/** The `timeZoneName` styles of Intl that ICU zone fields use. */
export type IcuZoneNameStyle =
  'short' | 'long' | 'shortOffset' | 'longOffset' | 'shortGeneric' | 'longGeneric';

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();
const zoneNames = new Map<string, string>();

/**
 * A renderer of zone names (z: "MEZ", "GMT+5:30"; zzzz: "Mitteleuropäische Normalzeit") from ICU
 * through Intl, in the installation language.
 */
export function icuZoneName(
  language: Language,
  style: IcuZoneNameStyle,
): (c: WallClock, timeZone: string) => string {
  return (c, timeZone) => {
    // A zone's specific name (and its offset) is constant while its offset is: one Intl call per
    // stretch of constant offset. Generic names are not: near a transition ICU adds the country.
    const named = style.endsWith('Generic')
      ? undefined
      : `${language}|${style}|${timeZone}|${zoneSegment(c.epochMs, timeZone).from}`;
    const cached = named === undefined ? undefined : zoneNames.get(named);
    if (cached !== undefined) return cached;
    const key = `${language}|${style}|${timeZone}`;
    let formatter = zoneFormatters.get(key);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: style });
      zoneFormatters.set(key, formatter);
    }
    const found =
      formatter.formatToParts(c.epochMs).find((p) => p.type === 'timeZoneName')?.value ?? '';
    // ICU's localized GMT format is plain "GMT" at offset zero; V8 prints "GMT+0" for UTC's generic name.
    const value = /^GMT[+-]0(?:0:00)?$/.test(found) ? 'GMT' : found;
    if (named === undefined) return value;
    if (zoneNames.size >= 10_000) zoneNames.delete(zoneNames.keys().next().value!);
    zoneNames.set(named, value);
    return value;
  };
}
