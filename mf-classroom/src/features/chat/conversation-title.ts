import type { ChatConversation } from '@hanyu/contract';
import type { TFunction } from 'i18next';

/** How a conversation is named in lists and headers, from the caller's side. */
export function conversationTitle(
  conversation: ChatConversation,
  t: TFunction<'classroom'>,
  formatDate: (iso: string) => string,
): string {
  const name = conversation.peer_name ?? '';
  switch (conversation.kind) {
    case 'support':
      return conversation.role === 'support' ? t('chat.learner', { name }) : t('chat.support');
    case 'lesson': {
      const date = conversation.lesson ? formatDate(conversation.lesson.starts_at) : '';
      return name ? t('chat.lessonWith', { name, date }) : t('chat.lesson', { date });
    }
    case 'group':
      return name ? t('chat.groupWith', { name }) : t('chat.group');
    case 'direct':
      return t('chat.learner', { name });
  }
}
