import { Container } from '@hanyu/ui';
import { type ReactNode, useId } from 'react';
import styles from './cta-band.module.css';

/** The closing call to action of a page. */
export function CtaBand({ title, text, children }: { title: string; text: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.wrap} aria-labelledby={headingId}>
      <Container>
        <div className={styles.band}>
          <div className={styles.text}>
            <h2 id={headingId} className={styles.title}>
              {title}
            </h2>
            <p className={styles.body}>{text}</p>
          </div>
          <div className={styles.actions}>{children}</div>
        </div>
      </Container>
    </section>
  );
}
