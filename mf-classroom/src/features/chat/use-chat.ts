import { useSession, useTimeZoneAsRendered } from '@hanyu/session';
import { formatDateTime, useLang } from '@hanyu/ui';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { type ChatClient, type ChatState, chatClient } from './chat-store.ts';

/**
 * The page's chat client, started (socket and list) once a component that needs it mounts. A page whose loader
 * read the list (`listed`) starts the socket only: its welcome asks for the list again, as after any reconnect.
 */
export function useChatClient({ listed = false }: { listed?: boolean } = {}): ChatClient {
  const client = chatClient();
  const token = useSession((state) => state.token);
  useEffect(() => {
    if (!token) return;
    client.start();
    if (!listed) void client.refresh().catch(() => {});
  }, [client, token, listed]);
  return client;
}

export function useChat<T>(client: ChatClient, select: (state: ChatState) => T): T {
  return useStore(client.store, select);
}

/**
 * Formats a time of the chat in the page's language and the user's zone (while a server-rendered page hydrates,
 * the zone it was rendered in).
 */
export function useChatTime(): (iso: string) => string {
  const lang = useLang();
  const zone = useTimeZoneAsRendered();
  return (iso) => formatDateTime(iso, lang, zone);
}
