/** The list page asked for by `?page=`; anything but a positive whole number is the first page. */
export function pageOf(search: URLSearchParams): number {
  const page = search.get('page') ?? '';
  return /^[1-9][0-9]{0,5}$/.test(page) ? Number(page) : 1;
}

/** A numeric filter from the URL (`?status=0`) when it is one of `choices`; else no filter. */
export function choiceOf<T extends number>(
  search: URLSearchParams,
  name: string,
  choices: readonly T[],
): T | undefined {
  const value = search.get(name);
  if (value === null || !/^[0-9]{1,3}$/.test(value)) return undefined;
  return choices.find((choice) => choice === Number(value));
}

/** The URL of a list filtered by `name=value` (no value: unfiltered), back on its first page. */
export function filterHref(
  pathname: string,
  search: string,
  name: string,
  value: number | string | undefined,
): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  if (value === undefined) params.delete(name);
  else params.set(name, String(value));
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}
