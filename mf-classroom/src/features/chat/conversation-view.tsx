import type { ChatConversation, ChatHistory, ChatMessage } from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';
import { Button } from '@hanyu/ui';
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { type FirstQuestionRefusal, firstQuestionRefusal } from '../first-questions/refusals.ts';
import { ReportConversation } from '../first-questions/report-conversation.tsx';
import styles from './chat.module.css';
import type { ChatClient } from './chat-store.ts';
import { MESSAGE_MAX_LENGTH } from './chat-thread.ts';
import { conversationTitle } from './conversation-title.ts';
import { useChat, useChatTime } from './use-chat.ts';

const NO_MESSAGES: ChatMessage[] = [];

/**
 * One conversation: its messages oldest first with older ones on demand, and a box to write in. A message is
 * text in a text node (never HTML). What is shown while the tab is visible counts as read.
 */
export function ConversationView({
  client,
  id,
  opening,
  leading,
  draft,
}: {
  client: ChatClient;
  id: number;
  /**
   * The conversation and its latest messages as the page's loader read them: shown until the client holds
   * them (on the server, and as the page hydrates), and given to the client instead of asking again.
   */
  opening?: { conversation: ChatConversation | undefined; latest: ChatHistory } | undefined;
  /** Shown before the title (a back link on a phone). */
  leading?: ReactNode;
  /** Text to start the message box with (a question written before signing in). */
  draft?: string | undefined;
}) {
  const { t } = useTranslation('classroom');
  const time = useChatTime();
  const conversation = useChat(client, (state) => state.conversations[id]) ?? opening?.conversation;
  const thread = useChat(client, (state) => state.threads[id]);
  const messages = thread?.messages ?? opening?.latest.messages ?? NO_MESSAGES;
  const hasOlder = thread?.hasOlder ?? opening?.latest.more ?? false;
  const loading = thread?.loading ?? !opening;
  const me = useChat(client, (state) => state.me);
  const offline = useChat(client, (state) => state.status === 'offline');
  const [failed, setFailed] = useState(false);
  const end = useRef<HTMLLIElement>(null);
  const headingId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: what the page opened with is given once, as it opens.
  useEffect(() => {
    setFailed(false);
    if (opening) client.hold(id, opening.latest);
    else client.loadLatest(id).catch(() => setFailed(true));
  }, [client, id]);

  const last = messages.at(-1)?.seq;
  useEffect(() => {
    if (last === undefined) return;
    end.current?.scrollIntoView?.({ block: 'end' });
    const read = () => {
      if (document.visibilityState === 'visible') void client.markRead(id).catch(() => {});
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [client, id, last]);

  return (
    <section className={styles.thread} aria-labelledby={headingId}>
      <header className={styles.threadHeader}>
        {leading}
        <h2 id={headingId} className={styles.threadTitle}>
          {conversation ? conversationTitle(conversation, t, time) : t('chat.title')}
        </h2>
        {conversation?.first_question ? <ReportConversation conversationId={id} /> : null}
      </header>
      {offline ? (
        <p className={styles.status} role="status">
          {t('chat.offline')}
        </p>
      ) : null}
      <ol className={styles.messages} aria-label={t('chat.messages')} aria-live="polite">
        {hasOlder ? (
          <li>
            <Button
              size="small"
              variant="secondary"
              onClick={() => void client.loadOlder(id).catch(() => {})}
            >
              {t('chat.older')}
            </Button>
          </li>
        ) : null}
        {messages.map((message) => {
          const mine = message.sender_id === me;
          return (
            <li key={message.seq} className={styles.message} data-mine={mine} data-seq={message.seq}>
              <span className={styles.sender}>
                {mine
                  ? t('chat.you')
                  : message.sender_role === 'support'
                    ? t('chat.support')
                    : message.sender_name}
                {' · '}
                <time dateTime={message.sent_at}>{time(message.sent_at)}</time>
              </span>
              <p className={styles.body}>{message.body}</p>
            </li>
          );
        })}
        {messages.length === 0 && !loading && !failed ? (
          <li className={styles.empty}>{t('chat.emptyThread')}</li>
        ) : null}
        <li ref={end} aria-hidden="true" />
      </ol>
      {failed ? (
        <p className={styles.error} role="alert">
          {t('chat.loadFailed')}{' '}
          <Button
            size="small"
            variant="secondary"
            onClick={() =>
              client.loadLatest(id).then(
                () => setFailed(false),
                () => {},
              )
            }
          >
            {t('chat.retry')}
          </Button>
        </p>
      ) : null}
      <Composer client={client} id={id} draft={draft} />
    </section>
  );
}

function Composer({ client, id, draft }: { client: ChatClient; id: number; draft?: string | undefined }) {
  const { t } = useTranslation('classroom');
  const [text, setText] = useState(draft ?? '');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<false | 'failed' | 'tooFast' | FirstQuestionRefusal>(false);
  const inputId = useId();

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const body = text.trim();
    if (!body || sending) return;
    setSending(true);
    setFailed(false);
    try {
      await client.send(id, body);
      setText('');
    } catch (error) {
      // Past the per-user message limit the text stays in the box, to send a moment later.
      setFailed(
        firstQuestionRefusal(error) ?? (isApiError(error) && error.status === 429 ? 'tooFast' : 'failed'),
      );
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter breaks the line; a composing IME keeps its Enter.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <>
      {failed ? (
        <p className={styles.error} role="alert">
          {t(failed === 'tooFast' ? 'chat.sendTooFast' : failed === 'failed' ? 'chat.sendFailed' : failed)}
        </p>
      ) : null}
      <form className={styles.composer} onSubmit={submit}>
        <label htmlFor={inputId} className="hy-visually-hidden">
          {t('chat.placeholder')}
        </label>
        <textarea
          id={inputId}
          className={styles.input}
          value={text}
          placeholder={t('chat.placeholder')}
          maxLength={MESSAGE_MAX_LENGTH}
          rows={1}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" disabled={sending || text.trim() === ''}>
          {t('chat.send')}
        </Button>
      </form>
    </>
  );
}
