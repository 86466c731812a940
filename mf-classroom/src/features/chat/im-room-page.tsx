import type { ChatConversation } from '@hanyu/contract';
import { useSession } from '@hanyu/session';
import { Button } from '@hanyu/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from '../../api.ts';
import styles from './chat.module.css';
import { byLatest } from './chat-thread.ts';
import { ConversationList } from './conversation-list.tsx';
import { ConversationView } from './conversation-view.tsx';
import { useChat, useChatClient } from './use-chat.ts';

/**
 * module/im/room: the signed-in user's conversations with unread counts and the open one (`?c=` its id); an
 * operator also has the support inbox. Side by side on a wide screen, one after the other on a phone.
 */
export function ImRoomPage() {
  const { t } = useTranslation('classroom');
  const client = useChatClient();
  const signedIn = useSession((state) => Boolean(state.token));
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('c')) || undefined;
  const all = useChat(client, (state) => state.conversations);
  const [inbox, setInbox] = useState<ChatConversation[] | null>(null);
  const [tab, setTab] = useState<'mine' | 'inbox'>('mine');

  useEffect(() => {
    if (!signedIn) return;
    let active = true;
    // Only operators have the support inbox: anyone else's call is a 403, and the tab stays hidden.
    api.supportInbox({ query: {} }, { quiet: true }).then(
      ({ data }) => {
        if (!active) return;
        client.remember(data);
        setInbox(data);
      },
      () => {},
    );
    return () => {
      active = false;
    };
  }, [client, signedIn]);

  // An operator answers support lines in the inbox; everything else of theirs is in their own list.
  const mine = useMemo(() => byLatest(Object.values(all).filter((each) => each.role !== 'support')), [all]);
  const inboxShown = useMemo(
    () => byLatest(Object.values(all).filter((each) => each.role === 'support')),
    [all],
  );
  const select = (id: number | undefined) =>
    setParams(id === undefined ? {} : { c: String(id) }, { replace: false });

  return (
    <div className={styles.page} data-open={selected !== undefined}>
      <section className={styles.listColumn} aria-labelledby="chat-heading">
        <h1 id="chat-heading" className={styles.heading}>
          {t('chat.title')}
        </h1>
        {inbox ? (
          <div className={styles.tabs}>
            <Button
              size="small"
              variant="secondary"
              className={styles.tab}
              aria-pressed={tab === 'mine'}
              onClick={() => setTab('mine')}
            >
              {t('chat.mine')}
            </Button>
            <Button
              size="small"
              variant="secondary"
              className={styles.tab}
              aria-pressed={tab === 'inbox'}
              onClick={() => setTab('inbox')}
            >
              {t('chat.inbox')}
            </Button>
          </div>
        ) : null}
        <ConversationList
          conversations={tab === 'inbox' ? inboxShown : mine}
          selected={selected}
          onSelect={select}
        />
      </section>
      <div className={styles.threadColumn}>
        {selected !== undefined ? (
          <ConversationView
            key={selected}
            client={client}
            id={selected}
            leading={
              <Button
                size="small"
                variant="secondary"
                className={styles.backLink}
                onClick={() => select(undefined)}
              >
                {t('chat.back')}
              </Button>
            }
          />
        ) : (
          <p className={styles.empty}>{t('chat.pick')}</p>
        )}
      </div>
    </div>
  );
}
