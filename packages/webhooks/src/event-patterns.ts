const ACTIONS = ['created', 'updated', 'deleted'];
const PATTERN = /^(\*|[a-z][a-z0-9-]*)\.(\*|created|updated|deleted)$/;

/** A webhook's `events`, parsed: one matcher per pattern. */
export type EventPatterns = readonly (readonly [controller: string, action: string])[];

/**
 * Parses a webhook's `events` value: comma-separated patterns `<controller>.<action>`, either part
 * `*` (`document.*`, `*.deleted`, `share.created`), or `*` alone for every event. Returns the
 * patterns, or the problem in words a client can act on.
 */
export function parseEventPatterns(value: string): EventPatterns | string {
  const parts = value.split(',').map((part) => part.trim());
  const patterns: [string, string][] = [];
  for (const part of parts) {
    if (part === '*') {
      patterns.push(['*', '*']);
      continue;
    }
    const match = PATTERN.exec(part);
    if (!match) {
      return `"${part}" is not an event pattern. Use comma-separated <type>.<action> patterns with action ${ACTIONS.join(', ')} or *, for example "document.*,*.deleted,share.created", or "*" for every event.`;
    }
    patterns.push([match[1]!, match[2]!]);
  }
  return patterns;
}

/** The `events` value as stored: the patterns, trimmed, joined by commas. */
export function formatEventPatterns(patterns: EventPatterns): string {
  return patterns.map(([c, a]) => (c === '*' && a === '*' ? '*' : `${c}.${a}`)).join(',');
}

/** Whether an event type (`document.updated`) matches any of the patterns. */
export function matchesEventPatterns(patterns: EventPatterns, eventType: string): boolean {
  const dot = eventType.lastIndexOf('.');
  const controller = eventType.slice(0, dot);
  const action = eventType.slice(dot + 1);
  return patterns.some(([c, a]) => (c === '*' || c === controller) && (a === '*' || a === action));
}
