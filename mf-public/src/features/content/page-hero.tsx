import { Container } from '@hanyu/ui';
import type { ReactNode } from 'react';
import styles from './page-hero.module.css';

interface PageHeroProps {
  /** Small line above the title naming the section of the site. */
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** Calls to action under the lead. */
  actions?: ReactNode;
  /** Decorative art beside the text on wide screens; hidden from assistive technology. */
  art?: ReactNode;
  /** Extra content under the lead, e.g. a notice. */
  children?: ReactNode;
  /** A short line under the actions. */
  note?: ReactNode;
}

/** The top of a content page, holding its one h1. */
export function PageHero({ eyebrow, title, lead, actions, art, children, note }: PageHeroProps) {
  return (
    <header className={styles.hero}>
      <Container className={`${styles.inner} ${art ? styles.withArt : ''}`}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
          {children}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
          {note ? <p className={styles.note}>{note}</p> : null}
        </div>
        {art ? (
          <div className={styles.art} aria-hidden="true">
            {art}
          </div>
        ) : null}
      </Container>
    </header>
  );
}
