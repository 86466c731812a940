import { LoadFailed } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import styles from '../entry/entry.module.css';
import { EntryFrame } from '../entry/entry-frame.tsx';
import { BackLink } from './back-link.tsx';

/** Whose words: a room's (`states`), a class's, a course's lessons, its courseware, or the chat. */
type Problem = 'states' | 'group' | 'live' | 'courseware' | 'chat';

/** What does not exist, or is not the caller's, in the words of the page it was asked of. */
function NotFound({ of }: { of: Exclude<Problem, 'chat'> }) {
  const { t } = useTranslation('classroom');
  const [title, text] =
    of === 'live'
      ? [t('live.missing'), t('live.missingText')]
      : [t(`${of}.notYours`), t(`${of}.notYoursText`)];
  return (
    <EntryFrame>
      {of === 'states' ? <h1 className={styles.title}>{t('title.room')}</h1> : null}
      <div className={styles.problem} role="alert">
        {of === 'states' ? <h2>{title}</h2> : <h1 className={styles.title}>{title}</h1>}
        <p>{text}</p>
        <BackLink className={styles.back} />
      </div>
    </EntryFrame>
  );
}

/** A lesson that is not the caller's (or no lesson at all). */
export function NotYours() {
  return <NotFound of="states" />;
}

/** The page's data could not be loaded (the API failed, or no answer): try again asks the loader again. */
function PageLoadFailed({ of }: { of: Problem }) {
  const { t } = useTranslation('classroom');
  const title =
    of === 'live'
      ? t('live.failed')
      : of === 'courseware'
        ? t('courseware.failed')
        : of === 'chat'
          ? t('chat.loadFailed')
          : t('states.failedTitle');
  return (
    <EntryFrame>
      <LoadFailed title={title} />
    </EntryFrame>
  );
}

/**
 * A classroom route's error: the not-found response its loader threw (an id the API does not know, or a room,
 * class or courseware that is not the caller's: the API says 404 to both) in the page's own words, answered 404
 * by the server; anything else, the page's failure with a retry.
 */
function PageError({ of }: { of: Problem }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return <NotFound of={of === 'chat' ? 'states' : of} />;
  return <PageLoadFailed of={of} />;
}

/** The error boundaries of the classroom's routes, one per page kind. */
export const RoomError = () => <PageError of="states" />;
export const LiveLessonsError = () => <PageError of="live" />;
export const GroupSessionsError = () => <PageError of="group" />;
export const CoursewareError = () => <PageError of="courseware" />;
export const ChatError = () => <PageError of="chat" />;
