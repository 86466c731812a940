import { bus } from '@hanyu/event-bus';
import { useSession } from '@hanyu/session';
import { Button } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { FavouriteToggle } from './favourite-toggle.tsx';
import styles from './favourites.module.css';

/**
 * "Message the teacher": opens the chat widget with this teacher (mf-classroom answers `chat:open`), also
 * before any lesson with them (a first question, within the API's limits). A visitor is asked to sign in.
 */
export function MessageTeacherButton({ teacherId }: { teacherId: number }) {
  const { t } = useTranslation('public');
  const signedIn = useSession((state) => Boolean(state.token));
  return (
    <Button
      variant="secondary"
      data-testid="message-teacher"
      onClick={() =>
        signedIn
          ? bus.emit('chat:open', { with: { teacher: teacherId } })
          : bus.emit('passport:open', { mode: 'login' })
      }
    >
      {t('favourites.message')}
    </Button>
  );
}

/** A teacher page's own actions beside booking: save them, and message them. */
export function TeacherActions({ teacherId, name }: { teacherId: number; name: string }) {
  return (
    <div className={styles.actions}>
      <FavouriteToggle item={{ teacher: teacherId }} name={name} size="large" />
      <MessageTeacherButton teacherId={teacherId} />
    </div>
  );
}
