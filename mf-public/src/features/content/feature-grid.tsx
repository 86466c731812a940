import type { ReactNode } from 'react';
import styles from './feature-grid.module.css';

export interface Feature {
  title: string;
  text: ReactNode;
  icon?: ReactNode;
}

/** Short titled points in a responsive grid: one column on phones, up to `columns` on wide screens. */
export function FeatureGrid({ items, columns = 3 }: { items: readonly Feature[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={`${styles.grid} ${styles[`cols${columns}`]}`}>
      {items.map((item) => (
        <li key={item.title} className={styles.item}>
          {item.icon ? (
            <span className={styles.icon} aria-hidden="true">
              {item.icon}
            </span>
          ) : null}
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.text}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
