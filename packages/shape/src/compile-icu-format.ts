import { RecordError, type Language } from '@recordgate/core';
import type { DateRenderer } from './compile-php-format.js';
import { icuField, type IcuPart } from './icu-field.js';
import { wallClock } from './wall-clock.js';

const STYLES = ['short', 'medium', 'long', 'full'] as const;
type Style = (typeof STYLES)[number];

// Every pattern letter ICU defines, and those rendered here (the rest: day periods b and B, the short
// generic zone name v, the zone forms V, VVV and VVVV, and counts ICU does not define).
const ICU_LETTERS = 'GyYuUrQqMLwWdDFgEecabBhHkKmsSAzZOvVXxjJC';
const SUPPORTED_FIELDS =
  'G-GGGGG, y, Y, u, U, r, Q-QQQQQ, q-qqqq, M-MMMMM, L-LLLL, w, W, d, D, F, g, E-EEEEE, e-eeeee, c, ccc-ccccc, a, h, H, k, K, m, s, S, A, z-zzzz, Z-ZZZZZ, O, OOOO, vvvv, VV, X-XXXXX, x-xxxxx';

/**
 * Compiles an ICU date pattern (`dd.MM.yyyy HH:mm`) or one of `short|medium|long|full` once into a
 * renderer, in the installation language, as Yii2's Formatter renders date-times. Throws `bad_request`
 * for a letter that is not an ICU date field.
 */
export function compileIcuFormat(pattern: string, language: Language): DateRenderer {
  if ((STYLES as readonly string[]).includes(pattern)) {
    return compileIcuStyle(pattern as Style, language);
  }
  if (pattern.length > 200) {
    throw new RecordError('bad_request', 'The dateFormat pattern is longer than 200 characters.');
  }
  const parts = parseIcuPattern(pattern, language);
  return (date, timeZone) => {
    const clock = wallClock(date, timeZone);
    return parts.map((p) => (typeof p === 'string' ? p : p(clock, timeZone))).join('');
  };
}

// A style sets both the date and the time style, as Yii2's asDatetime does.
function compileIcuStyle(style: Style, language: Language): DateRenderer {
  const formatters = new Map<string, Intl.DateTimeFormat>();
  return (date, timeZone) => {
    let formatter = formatters.get(timeZone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(language, {
        dateStyle: style,
        timeStyle: style,
        timeZone,
      });
      formatters.set(timeZone, formatter);
    }
    // V8 prints a plain space before AM/PM where ICU's patterns (and so PHP's intl) have U+202F.
    return formatter
      .formatToParts(date)
      .map((part, index, all) =>
        part.type === 'literal' && part.value === ' ' && all[index + 1]?.type === 'dayPeriod'
          ? '\u202f'
          : part.value,
      )
      .join('');
  };
}

// The pattern as literal text and compiled fields, in order.
function parseIcuPattern(pattern: string, language: Language): (string | IcuPart)[] {
  const parts: (string | IcuPart)[] = [];
  let i = 0;
  while (i < pattern.length) {
    const ch = pattern[i]!;
    if (ch === "'") {
      const { text, end } = readQuoted(pattern, i);
      parts.push(text);
      i = end;
      continue;
    }
    if (/[A-Za-z]/.test(ch)) {
      let count = 1;
      while (pattern[i + count] === ch) count++;
      const part = icuField(ch, count, language);
      if (!part) throw unrenderedField(pattern, ch, count);
      parts.push(part);
      i += count;
      continue;
    }
    parts.push(ch);
    i++;
  }
  return parts;
}

// The quoted text that starts at `start`, and the index after its closing quote. '' is a literal
// quote, outside quoted text and inside it; 'text' is literal text.
function readQuoted(pattern: string, start: number): { text: string; end: number } {
  if (pattern[start + 1] === "'") return { text: "'", end: start + 2 };
  let text = '';
  let j = start + 1;
  for (;;) {
    if (j >= pattern.length)
      throw new RecordError(
        'bad_request',
        `The dateFormat pattern "${pattern}" has an unclosed quote; write '' for a literal quote.`,
      );
    if (pattern[j] === "'") {
      if (pattern[j + 1] !== "'") break;
      text += "'";
      j += 2;
      continue;
    }
    text += pattern[j];
    j++;
  }
  return { text, end: j + 1 };
}

function unrenderedField(pattern: string, letter: string, count: number): RecordError {
  return new RecordError(
    'bad_request',
    ICU_LETTERS.includes(letter)
      ? `The dateFormat pattern "${pattern}" uses "${letter.repeat(count)}", which RecordGate does not render. Supported fields: ${SUPPORTED_FIELDS}.`
      : `The dateFormat pattern "${pattern}" uses "${letter}", which is not an ICU date field; put literal text in single quotes ('at'). Use for example "dd.MM.yyyy HH:mm", one of short, medium, long, full, or a "php:" pattern.`,
  );
}
