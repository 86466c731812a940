import { Link, useLocation } from 'react-router';
import styles from './filter-links.module.css';
import { filterHref } from './list-query.ts';

export interface FilterOption {
  /** Undefined: the unfiltered list (or the default choice). */
  value: number | string | undefined;
  label: string;
}

/**
 * A list's filter as links (`?{name}=value`), so the URL holds it and back and forward work; the current
 * one is marked `aria-current`. Scrolls sideways on narrow screens.
 */
export function FilterLinks({
  label,
  name,
  current,
  options,
}: {
  label: string;
  name: string;
  current: number | string | undefined;
  options: readonly FilterOption[];
}) {
  const { pathname, search } = useLocation();
  return (
    <nav className={styles.filter} aria-label={label}>
      <ul className={styles.options}>
        {options.map((option) => {
          const active = option.value === current;
          return (
            <li key={option.value ?? 'all'}>
              <Link
                to={filterHref(pathname, search, name, option.value)}
                className={`${styles.option} ${active ? styles.active : ''}`}
                aria-current={active ? 'page' : undefined}
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
