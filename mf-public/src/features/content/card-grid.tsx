import type { ReactNode } from 'react';
import styles from './card-grid.module.css';

/** A responsive grid of cards: one column on phones, two on tablets, three (or four when wide) on desktops. */
export function CardGrid({
  children,
  wide,
  label,
}: {
  children: ReactNode;
  /** Four columns on desktops (teacher cards). */
  wide?: boolean;
  label?: string;
}) {
  return (
    <ul className={`${styles.grid} ${wide ? styles.wide : ''}`} aria-label={label}>
      {children}
    </ul>
  );
}

/** One cell of a CardGrid. */
export function CardGridItem({ children }: { children: ReactNode }) {
  return <li className={styles.item}>{children}</li>;
}
