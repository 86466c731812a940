import type { ReactNode } from 'react';
import styles from './list-states.module.css';

/** What an empty list says, with a way on (e.g. a link back to all tags). */
export function EmptyState({
  title,
  text,
  action,
  headingLevel = 2,
}: {
  title: string;
  text?: ReactNode;
  action?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.empty} data-testid="list-empty">
      <svg className={styles.emptyArt} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle cx="28" cy="28" r="16" fill="none" stroke="currentColor" strokeWidth="4" />
        <path d="M40 40l12 12" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <Heading className={styles.emptyTitle}>{title}</Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
