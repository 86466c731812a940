/** PostgreSQL's answers for a transaction that lost a race it may win when run again. */
const RETRYABLE_SQLSTATES: ReadonlySet<string> = new Set([
  '40001', // serialization_failure
  '40P01', // deadlock_detected
]);

/** The error is PostgreSQL ending a transaction as a deadlock's victim or a serialization failure. */
export const isRetryableConflict = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  RETRYABLE_SQLSTATES.has(String((error as { code?: unknown }).code));

/** What a request that lost such a race even after its retries is answered (409, never 500). */
export const CONCURRENT_CHANGE_MESSAGE =
  'Another request changed the same data at the same moment; please try again';
