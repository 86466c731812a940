import { Container } from '@hanyu/ui';
import { type ReactNode, useId } from 'react';
import styles from './section.module.css';

interface SectionProps {
  title: string;
  /** A sentence or two under the title. */
  lead?: ReactNode;
  /** Anchor for in-page links. */
  id?: string;
  /** Alternate sections get a tinted background so long pages read in blocks. */
  tone?: 'plain' | 'alt';
  /** Visually hidden title: the section still has a name for screen readers. */
  hideTitle?: boolean;
  /** Centre the title and lead. */
  centered?: boolean;
  /** Links or buttons on the title's line (wide screens) or under it. */
  aside?: ReactNode;
  children: ReactNode;
}

/** A landmark-named block of a content page with its h2. */
export function Section({
  title,
  lead,
  id,
  tone = 'plain',
  hideTitle,
  centered,
  aside,
  children,
}: SectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`${styles.section} ${tone === 'alt' ? styles.alt : ''}`}
    >
      <Container>
        <div
          className={`${styles.head} ${centered ? styles.centered : ''} ${hideTitle ? styles.headHidden : ''}`}
        >
          <div className={styles.headText}>
            <h2 id={headingId} className={hideTitle ? 'hy-visually-hidden' : styles.title}>
              {title}
            </h2>
            {lead ? <p className={styles.lead}>{lead}</p> : null}
          </div>
          {aside ? <div className={styles.aside}>{aside}</div> : null}
        </div>
        {children}
      </Container>
    </section>
  );
}
