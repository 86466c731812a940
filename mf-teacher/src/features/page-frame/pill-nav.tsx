import { Link } from 'react-router';
import styles from './page-frame.module.css';

/** One page a pill navigation leads to; `key` names it for `current`. */
export interface PillNavEntry<Key extends string> {
  key: Key;
  href: string;
  label: string;
}

/** A row of links drawn as pills, the current page's filled and marked `aria-current`. */
export function PillNav<Key extends string>({
  label,
  entries,
  current,
}: {
  label: string;
  entries: readonly PillNavEntry<Key>[];
  current?: Key;
}) {
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link
              to={entry.href}
              className={entry.key === current ? styles.current : undefined}
              aria-current={entry.key === current ? 'page' : undefined}
            >
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
