import { Link, useLocation } from 'react-router';
import styles from './pager.module.css';

/** The pager's words, in the page language (each remote passes its own strings). */
export interface PagerLabels {
  /** The navigation landmark's name. */
  label: string;
  previous: string;
  next: string;
  /** The accessible name of page `n`'s link. */
  page: (n: number) => string;
}

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  labels: PagerLabels;
}

/** The pages to offer: first, last, and two either side of the current one; null marks a gap. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2]);
  const list = [...shown].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const n of list) {
    const previous = result.at(-1);
    if (typeof previous === 'number' && n - previous > 1) result.push(null);
    result.push(n);
  }
  return result;
}

/**
 * Paging links (`?page=N`, the other query parameters kept), in a navigation landmark. Nothing when the
 * list fits on one page.
 */
export function Pager({ page, pageSize, total, labels }: PagerProps) {
  const { pathname, search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const href = (n: number) => {
    const params = new URLSearchParams(search);
    if (n === 1) params.delete('page');
    else params.set('page', String(n));
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ''}`;
  };
  return (
    <nav className={styles.pager} aria-label={labels.label}>
      {page > 1 ? (
        <Link to={href(page - 1)} className={styles.step} rel="prev">
          <span aria-hidden="true">‹ </span>
          {labels.previous}
        </Link>
      ) : null}
      <ol className={styles.pages}>
        {pageWindow(page, pages).map((n, index) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place.
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                className={`${styles.page} ${n === page ? styles.current : ''}`}
                aria-current={n === page ? 'page' : undefined}
                aria-label={labels.page(n)}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <Link to={href(page + 1)} className={styles.step} rel="next">
          {labels.next}
          <span aria-hidden="true"> ›</span>
        </Link>
      ) : null}
    </nav>
  );
}
