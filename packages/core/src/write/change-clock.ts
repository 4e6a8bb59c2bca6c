/**
 * The default clock of changes: the current time to the whole second. Answers show date-times to the
 * second, so the times the server records (`created_at`, `updated_at`, an audit event's
 * `occurred_at`, a key's `revoked_at`) are stored as they are shown: a value read from an answer finds
 * its record in a filter (`filter[created_at]=…`), and `lte` a shown time includes it.
 */
export function changeClock(): Date {
  return new Date(Math.floor(Date.now() / 1000) * 1000);
}
