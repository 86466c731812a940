import type { ChatConversation, ChatHistory } from '@hanyu/contract';
import { isApiError } from '@hanyu/sdk';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';
import { classroomCall } from '../page-frame/loader-helpers.ts';

/** How many of a conversation's latest messages it opens with (older ones on demand). */
export const CHAT_PAGE_SIZE = 30;

export interface ImRoomData {
  conversations: ChatConversation[];
  /** The support inbox, for an operator; null for anyone else (the API refuses them). */
  inbox: ChatConversation[] | null;
  /** The open conversation (`?c=`): its id and latest messages; null when none is open or it is not the caller's. */
  open: { id: number; history: ChatHistory } | null;
}

/** A refusal (403, or 404: not the caller's) is nothing to show; anything else is the page's error. */
async function orNothing<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && (error.status === 403 || error.status === 404)) return null;
    throw error;
  }
}

/**
 * module/im/room: the caller's conversations, an operator's support inbox, and the open conversation's latest
 * messages. From then on the page's chat client keeps them current over its socket.
 */
export async function imRoomLoader({ request }: LoaderFunctionArgs): Promise<ImRoomData> {
  const selected = Number(new URL(request.url).searchParams.get('c'));
  const id = Number.isSafeInteger(selected) && selected > 0 ? selected : undefined;
  const [conversations, inbox, history] = await Promise.all([
    classroomCall(api.chatConversations({}, { quiet: true })),
    orNothing(api.supportInbox({ query: {} }, { quiet: true })),
    id === undefined
      ? null
      : orNothing(
          api.chatHistory({ params: { id }, query: { limit: String(CHAT_PAGE_SIZE) } }, { quiet: true }),
        ),
  ]);
  return {
    conversations: conversations.data,
    inbox: inbox?.data ?? null,
    open: id !== undefined && history ? { id, history } : null,
  };
}
