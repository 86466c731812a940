import { ORG_USER_TYPE } from '@hanyu/contract';
import { bus } from '@hanyu/event-bus';
import { selectSignedIn, useSession } from '@hanyu/session';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestRemote } from '../federation/remote-intent.ts';
import styles from './chat-launcher.module.css';

/**
 * The chat widget's launcher (SPEC §2, issue 12): a button in the corner for signed-in learners, with the
 * unread count the widget last announced. The widget itself (mf_classroom/ChatWidget) loads when a learner
 * reaches for this button, not with the page; a click before it has loaded is replayed when it mounts.
 */
export function ChatLauncher() {
  const { t } = useTranslation('shell');
  const signedIn = useSession(selectSignedIn);
  const teacher = useSession((state) => state.user?.org_user?.user_type === ORG_USER_TYPE.teacher);
  const [unread, setUnread] = useState(() => bus.last('chat:unread')?.count ?? 0);
  useEffect(() => bus.on('chat:unread', ({ count }) => setUnread(count)), []);

  if (!signedIn || teacher) return null;
  const intent = () => requestRemote('mf_classroom');
  return (
    <button
      type="button"
      className={styles.launcher}
      onPointerEnter={intent}
      onTouchStart={intent}
      onFocus={intent}
      onClick={() => {
        intent();
        bus.emit('chat:open', {});
      }}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z"
        />
      </svg>
      <span className="hy-visually-hidden">{t('chat.open')}</span>
      {unread > 0 ? (
        <span className={styles.badge} data-testid="chat-unread">
          <span aria-hidden="true">{unread}</span>
          <span className="hy-visually-hidden">{t('chat.unread', { count: unread })}</span>
        </span>
      ) : null}
    </button>
  );
}
