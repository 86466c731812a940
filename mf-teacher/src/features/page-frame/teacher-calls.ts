import { isApiError } from '@hanyu/sdk';

/**
 * A loader's API calls, made at once. When any fails, the page's error is the API's refusal of a non-teacher
 * (403) if one answered so, whichever call failed first: a learner reads that the centre is for teachers.
 */
export async function allForTeacher<const T extends readonly unknown[]>(
  calls: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results = await Promise.allSettled(calls);
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  if (failures.length)
    throw failures.find((error) => isApiError(error) && error.status === 403) ?? failures[0];
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof T]: Awaited<T[K]>;
  };
}
