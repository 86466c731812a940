import type { ChatConversation, MyTeacher } from '@hanyu/contract';
import type { BusEvents } from '@hanyu/event-bus';
import { bus } from '@hanyu/event-bus';
import { useSession } from '@hanyu/session';
import { Button } from '@hanyu/ui';
import { useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { api } from '../../api.ts';
import { registerClassroomStrings } from '../../locales/namespace.ts';
import { type FirstQuestionRefusal, firstQuestionRefusal } from '../first-questions/refusals.ts';
import styles from './chat.module.css';
import { takeDraft } from './chat-draft.ts';
import { chatIdentity } from './chat-thread.ts';
import { ConversationView } from './conversation-view.tsx';
import { useChatClient } from './use-chat.ts';
import { VisitorChat } from './visitor-chat.tsx';

type ChatOpen = BusEvents['chat:open'];

/** Events some instance of the widget has answered. */
const answered = new WeakSet<ChatOpen>();

/**
 * The default layout's chat widget (SPEC §2, §7), exposed as mf_classroom/ChatWidget. The shell draws the
 * launcher and its unread badge and loads this module on intent; it opens on `chat:open` with support or
 * one of the learner's teachers and says who is chatting (user_id, name, email, created_at, company); a visitor
 * writes their question and signs in to send it (VisitorChat), finding it waiting in the support chat.
 */
export default function ChatWidget() {
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState<ChatOpen | undefined>();
  const signedIn = useSession((state) => Boolean(state.token));

  useEffect(() => {
    let active = true;
    registerClassroomStrings().then(
      () => active && setReady(true),
      (error: unknown) => console.error('[mf-classroom] strings failed to load', error),
    );
    const show = (event: ChatOpen) => {
      answered.add(event);
      setOpen(event);
    };
    // A click on the launcher before this module loaded is answered now, once.
    const missed = bus.last('chat:open');
    if (missed && !answered.has(missed)) show(missed);
    const off = bus.on('chat:open', show);
    return () => {
      active = false;
      off();
    };
  }, []);

  if (!ready) return null;
  if (!signedIn) return open ? <VisitorChat onClose={() => setOpen(undefined)} /> : null;
  return <SignedInWidget open={open} onClose={() => setOpen(undefined)} />;
}

function SignedInWidget({ open, onClose }: { open: ChatOpen | undefined; onClose: () => void }) {
  const { t } = useTranslation('classroom');
  // Mounted on intent: from now on the socket keeps the launcher's unread badge current.
  const client = useChatClient();
  const user = useSession((state) => state.user);
  const ensureUser = useSession((state) => state.ensureUser);
  const [conversation, setConversation] = useState<number | undefined>();
  const [teachers, setTeachers] = useState<MyTeacher[] | undefined>();
  // Why the last conversation could not be opened: a first question's refusal, or anything else.
  const [failed, setFailed] = useState<false | 'chat.loadFailed' | FirstQuestionRefusal>(false);
  // A question written before signing in, for the support chat.
  const [draft, setDraft] = useState<string | undefined>();
  const headingId = useId();

  useEffect(() => {
    void ensureUser();
  }, [ensureUser]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each open event starts the panel afresh.
  useEffect(() => {
    if (!open) return;
    setConversation(undefined);
    setFailed(false);
    const target = open.with;
    if (target === 'support') {
      setDraft(takeDraft());
      void talkToSupport();
    } else if (target) void talkToTeacher(target.teacher);
    api.myTeachers({}, { quiet: true }).then(
      ({ data }) => setTeachers(data),
      () => setTeachers([]),
    );
  }, [open]);

  async function opened(load: Promise<ChatConversation>) {
    try {
      const found = await load;
      client.remember([found]);
      setConversation(found.id);
    } catch (error) {
      setFailed(firstQuestionRefusal(error) ?? 'chat.loadFailed');
    }
  }
  const talkToSupport = () => opened(api.openSupportChat({}, { quiet: true }));
  const talkToTeacher = (teacher: number) =>
    opened(api.openTeacherChat({ params: { user_id: teacher } }, { quiet: true }));

  if (!open) return null;
  const identity = user ? chatIdentity(user) : undefined;
  return createPortal(
    <div
      className={styles.widget}
      role="dialog"
      aria-labelledby={headingId}
      data-user-id={identity?.user_id}
      data-name={identity?.name}
      data-email={identity?.email}
      data-created-at={identity?.created_at}
      data-company={identity?.company ?? undefined}
    >
      <header className={styles.threadHeader}>
        {conversation !== undefined ? (
          <Button size="small" variant="ghost" onClick={() => setConversation(undefined)}>
            {t('chat.back')}
          </Button>
        ) : null}
        <h2 id={headingId} className={styles.threadTitle}>
          {t('chat.title')}
        </h2>
        <Button size="small" variant="ghost" onClick={onClose} aria-label={t('chat.close')}>
          ×
        </Button>
      </header>
      {identity ? (
        <p className={styles.identity}>
          {t('chat.chattingAs', { name: identity.name, email: identity.email })}
        </p>
      ) : null}
      {failed ? (
        <p className={styles.error} role="alert">
          {t(failed)}
        </p>
      ) : null}
      {conversation !== undefined ? (
        <ConversationView client={client} id={conversation} draft={draft} />
      ) : (
        <div>
          <p className={styles.empty}>{t('chat.choose')}</p>
          <ul className={styles.list}>
            <li>
              <button type="button" className={styles.item} onClick={() => void talkToSupport()}>
                <span className={styles.itemText}>
                  <span className={styles.itemTitle}>{t('chat.support')}</span>
                  <span className={styles.itemLast}>{t('chat.supportHint')}</span>
                </span>
              </button>
            </li>
          </ul>
          <h3 className={styles.heading}>{t('chat.teachers')}</h3>
          {teachers && teachers.length === 0 ? <p className={styles.empty}>{t('chat.noTeachers')}</p> : null}
          <ul className={styles.list}>
            {(teachers ?? []).map((teacher) => (
              <li key={teacher.id}>
                <button type="button" className={styles.item} onClick={() => void talkToTeacher(teacher.id)}>
                  <span className={styles.itemText}>
                    <span className={styles.itemTitle}>{teacher.name}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>,
    document.body,
  );
}
