import styles from './faq.module.css';

export interface FaqItem {
  q: string;
  a: string;
}

/** Questions that open in place, keyboard-accessible through native details/summary. */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <details key={item.q} className={styles.item}>
          <summary className={styles.question}>
            <span>{item.q}</span>
            <svg className={styles.chevron} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path
                d="M5 7.5l5 5 5-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </summary>
          <p className={styles.answer}>{item.a}</p>
        </details>
      ))}
    </div>
  );
}
