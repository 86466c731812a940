import { Button } from '@hanyu/ui';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import styles from './server-page-notice.module.css';

/** Says the page works as read-only and offers to load it again (the server renders it anew, the app retries). */
function ServerPageNotice() {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.notice} role="status" data-server-page-notice="">
      <p>{t('serverPage.notice')}</p>
      <Button size="small" onClick={() => window.location.reload()}>
        {t('serverPage.retry')}
      </Button>
    </div>
  );
}

/**
 * When the remote owning a server-rendered page cannot load, the app does not take the page over: the server's
 * page stays as it is, readable with working links, and this notice, in a root of its own beside it, offers
 * the retry.
 */
export function showServerPageNotice(container: Element): void {
  const host = document.createElement('div');
  container.after(host);
  createRoot(host).render(<ServerPageNotice />);
}
