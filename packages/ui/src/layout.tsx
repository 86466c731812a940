import type { HTMLAttributes, ReactNode } from 'react';
import styles from './layout.module.css';

function join(...names: Array<string | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/** Centres content at the site's reading width. */
export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={join(styles.container, className)} {...props} />;
}

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={join(styles.card, className)} {...props} />;
}

/** A spinner with an accessible label. */
export function Spinner({ label }: { label: ReactNode }) {
  return (
    <div className={styles.spinnerWrap} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
