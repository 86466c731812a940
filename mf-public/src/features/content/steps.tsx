import type { ReactNode } from 'react';
import styles from './steps.module.css';

export interface Step {
  title: string;
  text: ReactNode;
}

/**
 * Numbered steps. `row` lays them side by side on wide screens (a short strip); `column` keeps a
 * vertical timeline, for longer steps.
 */
export function Steps({ items, layout = 'column' }: { items: readonly Step[]; layout?: 'row' | 'column' }) {
  return (
    <ol className={`${styles.steps} ${layout === 'row' ? styles.row : styles.column}`}>
      {items.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <div className={styles.body}>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
