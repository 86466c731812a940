import type { UserInfo } from '@hanyu/contract';
import { useSession } from '@hanyu/session';
import { Button } from '@hanyu/ui';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemotes } from '../federation/remotes-context.tsx';
import { type Consent, loadTrackingTag, readConsent, writeConsent } from './consent.ts';
import styles from './tracking-tag.module.css';

/**
 * The tracking tag's place (SPEC §7): nothing unless the registry configures a tag (`tracking.src`, off by
 * default). Then the visitor is asked once, in a small banner; the tag loads only after they accept, and says
 * who a signed-in visitor is (user_id, name, email, created_at, company). Decided after the page is on
 * screen, so the server's page and the first render never differ.
 */
export function TrackingTag() {
  const { registry } = useRemotes();
  const src = registry.tracking?.src;
  const [consent, setConsent] = useState<Consent | undefined>();
  const user = useSession((state) => state.user);

  useEffect(() => {
    if (src) setConsent(readConsent());
  }, [src]);
  useEffect(() => {
    if (src && consent === 'granted') loadTrackingTag(src);
  }, [src, consent]);
  useEffect(() => {
    if (src && consent === 'granted' && user) identify(user);
  }, [src, consent, user]);

  if (!src || consent !== 'unasked') return null;
  const answer = (given: 'granted' | 'denied') => {
    writeConsent(given);
    setConsent(given);
  };
  return <ConsentBanner onAnswer={answer} />;
}

function ConsentBanner({ onAnswer }: { onAnswer: (given: 'granted' | 'denied') => void }) {
  const { t } = useTranslation('shell');
  const headingId = useId();
  return (
    <section className={styles.banner} aria-labelledby={headingId} data-testid="consent-banner">
      <h2 id={headingId} className={styles.title}>
        {t('consent.title')}
      </h2>
      <p className={styles.text}>{t('consent.text')}</p>
      <div className={styles.actions}>
        <Button size="small" onClick={() => onAnswer('granted')}>
          {t('consent.accept')}
        </Button>
        <Button size="small" variant="secondary" onClick={() => onAnswer('denied')}>
          {t('consent.decline')}
        </Button>
      </div>
    </section>
  );
}

declare global {
  interface Window {
    /** The tracking tag's command queue (the common `dataLayer` convention). */
    dataLayer?: unknown[];
  }
}

/** Says who the signed-in visitor is to the tag (SPEC §7 identification). */
function identify(user: UserInfo): void {
  window.dataLayer ??= [];
  window.dataLayer.push({
    event: 'identify',
    user_id: user.id,
    name: user.nick_name,
    email: user.email,
    created_at: user.created_at,
    company: user.company_user?.show_name ?? null,
  });
}
