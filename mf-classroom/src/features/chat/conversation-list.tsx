import type { ChatConversation } from '@hanyu/contract';
import { useTranslation } from 'react-i18next';
import styles from './chat.module.css';
import { conversationTitle } from './conversation-title.ts';
import { useChatTime } from './use-chat.ts';

/** Conversations, latest first, each with its last message and unread count. */
export function ConversationList({
  conversations,
  selected,
  onSelect,
}: {
  conversations: ChatConversation[];
  selected: number | undefined;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation('classroom');
  const time = useChatTime();
  if (conversations.length === 0) return <p className={styles.empty}>{t('chat.empty')}</p>;
  return (
    <ul className={styles.list}>
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <button
            type="button"
            className={styles.item}
            aria-current={conversation.id === selected}
            onClick={() => onSelect(conversation.id)}
          >
            <span className={styles.itemText}>
              <span className={styles.itemTitle}>{conversationTitle(conversation, t, time)}</span>
              {conversation.last_message ? (
                <span className={styles.itemLast}>{conversation.last_message.body}</span>
              ) : null}
            </span>
            {conversation.unread > 0 ? (
              <span className={styles.badge}>
                <span aria-hidden="true">{conversation.unread}</span>
                <span className="hy-visually-hidden">{t('chat.unread', { count: conversation.unread })}</span>
              </span>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
