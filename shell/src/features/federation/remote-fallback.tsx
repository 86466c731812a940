import { Button } from '@hanyu/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import styles from './remote-fallback.module.css';
import { useRemotes } from './remotes-context.tsx';

/** Shown inside the layout when the remote owning this URL could not be loaded (SPEC §8). */
export function RemoteFallback({ remote }: { remote: string }) {
  const { t } = useTranslation('common');
  const remotes = useRemotes();
  const navigate = useNavigate();
  const location = useLocation();
  const [retrying, setRetrying] = useState(false);

  async function retry() {
    setRetrying(true);
    const loaded = await remotes.retry(remote);
    setRetrying(false);
    // Matching again picks up the routes just added.
    if (loaded) navigate(location.pathname + location.search + location.hash, { replace: true });
  }

  return (
    <section className={styles.fallback} role="alert" data-remote-fallback={remote}>
      <div className={styles.icon} aria-hidden="true">
        ⚠︎
      </div>
      <h1>{t('remote.title')}</h1>
      <p className={styles.message}>{t('remote.message')}</p>
      <Button onClick={retry} disabled={retrying}>
        {retrying ? t('remote.retrying') : t('remote.retry')}
      </Button>
    </section>
  );
}
