import type { ChatConversation } from '@hanyu/contract';
import { Button } from '@hanyu/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useSearchParams } from 'react-router';
import styles from './chat.module.css';
import { byLatest } from './chat-thread.ts';
import { ConversationList } from './conversation-list.tsx';
import { ConversationView } from './conversation-view.tsx';
import type { imRoomLoader } from './im-room-loader.ts';
import { useChat, useChatClient } from './use-chat.ts';

/**
 * module/im/room: the signed-in user's conversations with unread counts and the open one (`?c=` its id); an
 * operator also has the support inbox. Side by side on a wide screen, one after the other on a phone. What it
 * shows first is its route loader's; the page's chat client (its socket) keeps it current from then on.
 */
export function ImRoomPage() {
  const { t } = useTranslation('classroom');
  const client = useChatClient({ listed: true });
  const loaded = useLoaderData<typeof imRoomLoader>();
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('c')) || undefined;
  const held = useChat(client, (state) => state.conversations);
  const [tab, setTab] = useState<'mine' | 'inbox'>('mine');

  // The client holds what the loader read (its socket and refreshes keep it current); until it does, the
  // loader's lists are shown as they are.
  useEffect(() => {
    client.remember([...loaded.conversations, ...(loaded.inbox ?? [])]);
  }, [client, loaded]);
  const all = useMemo(() => {
    const known: Record<number, ChatConversation> = {};
    for (const each of [...loaded.conversations, ...(loaded.inbox ?? [])]) known[each.id] = each;
    return { ...known, ...held };
  }, [loaded, held]);

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
        {loaded.inbox ? (
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
            opening={
              loaded.open?.id === selected
                ? { conversation: all[selected], latest: loaded.open.history }
                : undefined
            }
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
