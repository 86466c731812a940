/** Whether an error is PostgreSQL refusing an overlap by an exclusion constraint (SQLSTATE 23P01). */
export function isOverlapRefusal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23P01';
}
