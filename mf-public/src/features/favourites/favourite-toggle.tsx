import { bus } from '@hanyu/event-bus';
import { useSession } from '@hanyu/session';
import { useHydrated } from '@hanyu/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FavouriteItem, isSaved, saveOrRemove, useFavouriteIds } from './favourite-ids.ts';
import styles from './favourites.module.css';

/**
 * A heart that saves a teacher or a course to the signed-in learner's favourites: a toggle button
 * (`aria-pressed`) whose name says what it saves. Rendered unpressed on the server (the page stays the same
 * for everyone); the saved state comes after hydration. A visitor is asked to sign in.
 */
export function FavouriteToggle({
  item,
  name,
  size = 'small',
}: {
  item: FavouriteItem;
  /** What is saved, for the button's name ("Save Wang Lin to favourites"). */
  name: string;
  /** 'small' is the heart alone (cards); 'large' adds the word (a teacher's or course's page). */
  size?: 'small' | 'large';
}) {
  const { t } = useTranslation('public');
  const hydrated = useHydrated();
  const token = useSession((state) => state.token);
  const load = useFavouriteIds((state) => state.load);
  // Only ids read for this session count (none on the server, none before they are read).
  const saved = useFavouriteIds((state) => hydrated && state.token === token && isSaved(state, item));
  const remember = useFavouriteIds((state) => state.set);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (token) void load(token);
  }, [token, load]);

  async function toggle() {
    if (!token) {
      bus.emit('passport:open', { mode: 'login' });
      return;
    }
    setBusy(true);
    // A press kept from before the app started may come before the saved ids: it acts on what is saved.
    await load(token);
    const save = !isSaved(useFavouriteIds.getState(), item);
    setFailed(false);
    remember(item, save);
    try {
      remember(item, await saveOrRemove(item, save));
    } catch {
      remember(item, !save);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className={`${styles.toggleWrap} ${size === 'large' ? styles.largeWrap : ''}`}>
      <button
        type="button"
        className={`${styles.toggle} ${size === 'large' ? styles.large : ''}`}
        aria-pressed={saved}
        aria-label={size === 'small' ? t('favourites.toggle.save', { name }) : undefined}
        aria-busy={busy || undefined}
        onClick={toggle}
        data-testid="favourite-toggle"
      >
        <svg className={styles.heart} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 3 5 6.5 5c2 0 3.5 1.1 4.5 2.6C12 6.1 13.5 5 15.5 5 19 5 21.1 8.6 19.6 11.9 17.5 16.4 12 21 12 21z" />
        </svg>
        {size === 'large' ? (
          <span>{saved ? t('favourites.toggle.saved') : t('favourites.toggle.saveShort')}</span>
        ) : null}
      </button>
      {failed ? (
        <span role="alert" className={styles.failed}>
          {t('favourites.toggle.failed')}
        </span>
      ) : null}
    </span>
  );
}
