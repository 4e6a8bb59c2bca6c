import { describe, expect, it } from 'vitest';
import { matchesEventPatterns, parseEventPatterns, type EventPatterns } from './event-patterns.js';
import { isPublicAddress } from './is-public-address.js';
import { nextAttemptAt } from './retry-schedule.js';

const parsed = (value: string) => parseEventPatterns(value) as EventPatterns;

describe('event patterns', () => {
  it('match by type, by action, exactly, or everything', () => {
    const patterns = parsed('document.*,*.deleted,share.created');
    expect(matchesEventPatterns(patterns, 'document.updated')).toBe(true);
    expect(matchesEventPatterns(patterns, 'user.deleted')).toBe(true);
    expect(matchesEventPatterns(patterns, 'share.created')).toBe(true);
    expect(matchesEventPatterns(patterns, 'share.updated')).toBe(false);
    expect(matchesEventPatterns(patterns, 'classification-code.created')).toBe(false);
    expect(matchesEventPatterns(parsed('*'), 'classification-code.created')).toBe(true);
    expect(
      matchesEventPatterns(parsed('classification-code.*'), 'classification-code.deleted'),
    ).toBe(true);
  });
  it('refuse what is not a pattern', () => {
    for (const bad of ['', 'document', 'document.', '.created', 'doc.changed', 'a.b.c', '**'])
      expect(typeof parseEventPatterns(bad), bad).toBe('string');
  });
});

describe('isPublicAddress', () => {
  it('accepts global unicast only', () => {
    for (const ok of ['93.184.215.14', '8.8.8.8', '2606:4700::1111'])
      expect(isPublicAddress(ok), ok).toBe(true);
    const refused = [
      '127.0.0.1',
      '10.0.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.1.1',
      '100.64.0.1',
      '100.127.255.254',
      '0.0.0.0',
      '0.1.2.3',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fc00::1',
      'fd12::1',
      'fe80::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:192.168.1.1',
      // IPv4-compatible (::/96, deprecated), as written and as a URL's host normalises it
      '::127.0.0.1',
      '::7f00:1',
      '::a00:1',
      '::808:808',
      '::1:7f00:1',
      '100::1',
      '4000::1',
      '2002:7f00:1::1',
      '2001::1',
      '64:ff9b::7f00:1',
      'not-an-ip',
    ];
    for (const bad of refused) expect(isPublicAddress(bad), bad).toBe(false);
  });
});

describe('nextAttemptAt', () => {
  const schedule = { firstMs: 5_000, maxIntervalMs: 7_200_000, forMs: 86_400_000 };
  it('waits about 5 s first, then doubles with jitter up to the cap, for 24 h, then stops', () => {
    const first = new Date(0);
    const wait = (attempt: number, now: number, r = 0.5) =>
      nextAttemptAt(schedule, attempt, first, new Date(now), () => r)!.getTime() - now;
    expect(wait(1, 0)).toBe(5_000);
    expect(wait(1, 0, 0)).toBe(4_000);
    expect(wait(1, 0, 1)).toBe(6_000);
    expect(wait(2, 5_000)).toBe(10_000);
    expect(wait(30, 3_600_000)).toBe(7_200_000);
    // Attempts until the deadline: the last retry lands on it, then the delivery is failed.
    let now = 0;
    let attempt = 1;
    for (;;) {
      const next = nextAttemptAt(schedule, attempt, first, new Date(now), () => 0.5);
      if (!next) break;
      now = next.getTime();
      attempt += 1;
    }
    expect(now).toBe(86_400_000);
    expect(attempt).toBeGreaterThan(15);
    expect(attempt).toBeLessThan(30);
  });
});
