import type { ReactNode } from 'react';
import styles from './page-states.module.css';

/** A ref that moves the focus to its element once, when it mounts (a stable function: never called again). */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}

export type ProblemTone = 'error' | 'notice' | 'success';

/**
 * A whole-page outcome with a way on: the course cannot be bought, the page could not load, a payment
 * failed or succeeded. The heading takes the focus, so keyboard and screen-reader users land on it.
 */
export function OutcomePanel({
  tone,
  title,
  children,
  actions,
}: {
  tone: ProblemTone;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className={`${styles.outcome} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      <OutcomeIcon tone={tone} />
      {/* Keyed by its title: a new outcome (not a re-render of the same one) mounts anew and takes the focus. */}
      <h1 key={title} className={styles.outcomeTitle} tabIndex={-1} ref={focusOnMount}>
        {title}
      </h1>
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}

function OutcomeIcon({ tone }: { tone: ProblemTone }) {
  return (
    <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.14" />
      {tone === 'success' ? (
        <path
          d="M14 25l7 7 13-15"
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path d="M24 13v14M24 33v2" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      )}
    </svg>
  );
}
