import { choiceOf, filterHref, pageOf } from './list-query.ts';

const search = (query: string) => new URLSearchParams(query);

describe('list query', () => {
  it('reads a positive page number, else the first page', () => {
    expect(pageOf(search('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-2', 'page=1.5', 'page=abc', 'page=1234567']) {
      expect(pageOf(search(bad))).toBe(1);
    }
  });

  it('reads a filter only when it is one of the choices', () => {
    const statuses = [0, 1, 4] as const;
    expect(choiceOf(search('status=0'), 'status', statuses)).toBe(0);
    expect(choiceOf(search('status=4'), 'status', statuses)).toBe(4);
    for (const bad of ['', 'status=', 'status=2', 'status=x', 'status=01a', 'status=-1']) {
      expect(choiceOf(search(bad), 'status', statuses)).toBeUndefined();
    }
  });

  it('links to a filter on its first page, keeping the other parameters', () => {
    expect(filterHref('/en/user/bill', '?type=2&page=3&x=y', 'type', 5)).toBe('/en/user/bill?type=5&x=y');
    expect(filterHref('/en/user/bill', '?type=2&page=3', 'type', undefined)).toBe('/en/user/bill');
    expect(filterHref('/en/user/order', '', 'status', 0)).toBe('/en/user/order?status=0');
  });
});
