import {
  CHAT_CLOSE,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_SOCKET_PATH,
  type ChatConversation,
  type ChatMessage,
} from '@hanyu/contract';
import {
  byLatest,
  CLOSE_UNAUTHORIZED,
  chatIdentity,
  firstGap,
  MESSAGE_MAX_LENGTH,
  mergeMessages,
  SOCKET_PATH,
  totalUnread,
  withMessage,
  withRead,
} from './chat-thread.ts';

const message = (seq: number, sender = 2, conversation = 1): ChatMessage => ({
  conversation_id: conversation,
  seq,
  sender_id: sender,
  sender_name: 'Ana',
  sender_role: 'teacher',
  body: `m${seq}`,
  client_id: null,
  sent_at: `2030-01-07T02:00:${String(seq).padStart(2, '0')}Z`,
});

const conversation = (overrides: Partial<ChatConversation> = {}): ChatConversation => ({
  id: 1,
  kind: 'lesson',
  role: 'learner',
  peer_name: 'Ana',
  lesson: null,
  course_id: null,
  first_question: false,
  last_seq: 3,
  read_seq: 1,
  unread: 2,
  last_message: message(3),
  ...overrides,
});

describe('a chat thread', () => {
  it('keeps the constants the contract has', () => {
    expect(MESSAGE_MAX_LENGTH).toBe(CHAT_MESSAGE_MAX_LENGTH);
    expect(SOCKET_PATH).toBe(CHAT_SOCKET_PATH);
    expect(CLOSE_UNAUTHORIZED).toBe(CHAT_CLOSE.unauthorized);
  });

  it('holds each message once, in seq order, whatever order they come in', () => {
    const merged = mergeMessages([message(2), message(5)], [message(4), message(2), message(1), message(3)]);
    expect(merged.map((each) => each.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it('finds the first gap, where messages from another process have not arrived yet', () => {
    expect(firstGap([message(1), message(2), message(3)])).toBeNull();
    expect(firstGap([message(4), message(5), message(7), message(9)])).toBe(5);
    expect(firstGap([])).toBeNull();
  });

  it('counts a message of someone else as unread and one of mine as read, once', () => {
    const before = conversation();
    const theirs = withMessage(before, message(4, 2), 9);
    expect(theirs).toMatchObject({ last_seq: 4, unread: 3, read_seq: 1, last_message: { seq: 4 } });
    expect(withMessage(theirs, message(4, 2), 9)).toBe(theirs);
    expect(withMessage(theirs, message(5, 9), 9)).toMatchObject({ last_seq: 5, read_seq: 5, unread: 0 });
  });

  it('moves the read cursor forward only, and never past the last message', () => {
    expect(withRead(conversation(), 2)).toMatchObject({ read_seq: 2, unread: 1 });
    expect(withRead(conversation({ read_seq: 2, unread: 1 }), 1)).toMatchObject({ read_seq: 2, unread: 1 });
    expect(withRead(conversation(), 99)).toMatchObject({ read_seq: 3, unread: 0 });
  });

  it('sums unread counts and sorts conversations latest first', () => {
    const older = conversation({ id: 2, unread: 1, last_message: message(1) });
    const empty = conversation({ id: 3, unread: 0, last_message: null });
    expect(totalUnread([conversation(), older, empty])).toBe(3);
    expect(byLatest([empty, older, conversation()]).map((each) => each.id)).toEqual([1, 2, 3]);
  });

  it('identifies the user as SPEC §7 says: user_id, name, email, created_at, company', () => {
    expect(
      chatIdentity({
        id: 42,
        nick_name: '',
        email: 'mia@example.com',
        created_at: '2026-01-01T00:00:00Z',
        company_user: { id: 1, show_name: 'Acme', share_type: 1, company_user_id: 7 },
        org_user: null,
        time_zone: null,
      }),
    ).toEqual({
      user_id: '42',
      name: 'mia',
      email: 'mia@example.com',
      created_at: '2026-01-01T00:00:00Z',
      company: 'Acme',
    });
  });
});
