import { RecordError } from '@recordgate/core';

const FACTORS: Record<string, number> = { b: 1, kb: 1024, mb: 1048576, gb: 1073741824 };

/**
 * Reads a size option: a number of bytes, or a string like `512kb`, `1mb`, `25MiB` (units of 1024).
 * Throws on anything else, so a typo in the configuration fails at start-up. Messages print sizes
 * back with `formatBytes` of @recordgate/docx.
 */
export function parseByteSize(value: number | string): number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|kib|mb|mib|gb|gib)?\s*$/i.exec(String(value));
  if (!match) {
    throw new RecordError(
      'invalid',
      `"${String(value)}" is not a size. Write a number of bytes or a size like 512kb, 1mb, 25mb.`,
    );
  }
  const unit = (match[2] ?? 'b').toLowerCase().replace('i', '');
  return Math.floor(Number(match[1]) * (FACTORS[unit] ?? 1));
}
