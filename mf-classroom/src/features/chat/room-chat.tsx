import { Button } from '@hanyu/ui';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { api } from '../../api.ts';
import styles from './chat.module.css';
import type { ChatClient } from './chat-store.ts';
import { ConversationView } from './conversation-view.tsx';
import { useChat, useChatClient } from './use-chat.ts';

/**
 * The live room's chat: the lesson's (or group class's) conversation behind a toggle, its panel drawn in
 * `dock` (the room's column or row for it, beside the stage and the courseware: it covers neither them nor
 * the controls). The room asks nothing of the chat until the toggle is first used (the call is what matters
 * when it starts); from then on the toggle shows what is unread while the panel is closed.
 */
export function RoomChat({
  lesson,
  course,
  dock,
  onOpenChange,
}: {
  lesson?: number;
  course?: number;
  /** Where the open panel goes; the room makes room for it when told the panel is open. */
  dock: HTMLElement | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('classroom');
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange(next);
  };
  const [used, setUsed] = useState(false);
  const [id, setId] = useState<number | undefined>();
  return (
    <>
      <Button
        size="small"
        variant="secondary"
        className={styles.roomToggle}
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen(!open);
        }}
      >
        {open ? t('chat.roomClose') : t('chat.roomToggle')}
        {id !== undefined && !open ? <UnreadOf id={id} /> : null}
      </Button>
      {used && dock
        ? createPortal(
            <RoomConversation lesson={lesson} course={course} hidden={!open} onOpened={setId} />,
            dock,
          )
        : null}
    </>
  );
}

/** The subject's conversation id once it is opened. */
function useRoomConversation(client: ChatClient, lesson?: number, course?: number): number | undefined {
  const [id, setId] = useState<number | undefined>();
  useEffect(() => {
    if (lesson === undefined && course === undefined) return;
    let active = true;
    const opening =
      lesson !== undefined
        ? api.openLessonChat({ params: { id: lesson } }, { quiet: true })
        : api.openGroupChat({ params: { id: course as number } }, { quiet: true });
    opening.then(
      (conversation) => {
        if (!active) return;
        client.remember([conversation]);
        setId(conversation.id);
      },
      () => {},
    );
    return () => {
      active = false;
    };
  }, [client, lesson, course]);
  return id;
}

function RoomConversation({
  lesson,
  course,
  hidden,
  onOpened,
}: {
  lesson?: number;
  course?: number;
  hidden: boolean;
  onOpened: (id: number) => void;
}) {
  const client = useChatClient();
  const id = useRoomConversation(client, lesson, course);
  useEffect(() => {
    if (id !== undefined) onOpened(id);
  }, [id, onOpened]);
  if (id === undefined || hidden) return null;
  return (
    <div className={styles.roomPanel}>
      <ConversationView client={client} id={id} />
    </div>
  );
}

function UnreadOf({ id }: { id: number }) {
  const { t } = useTranslation('classroom');
  const client = useChatClient();
  const unread = useChat(client, (state) => state.conversations[id]?.unread ?? 0);
  if (unread === 0) return null;
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{unread}</span>
      <span className="hy-visually-hidden">{t('chat.unread', { count: unread })}</span>
    </span>
  );
}
