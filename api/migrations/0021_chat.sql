-- The chat (module/im/room, issue 12; docs/chat-protocol.md): one conversation per subject — a lesson, a
-- group class, a learner's line to support, a learner and one of their teachers — its members with their read
-- cursors, and its messages in order. A message's seq is taken from its conversation's last_seq in the insert's
-- transaction (the update locks the conversation row), so seqs are 1, 2, 3… with no gap and no twin.
create table chat_conversations (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('lesson', 'group', 'support', 'direct')),
  lesson_id bigint references lessons (id) on delete cascade,
  course_id bigint references courses (id) on delete cascade,
  -- the learner of a support or direct conversation
  learner_user_id bigint references users (id) on delete cascade,
  -- the teacher of a direct conversation
  teacher_user_id bigint references users (id) on delete cascade,
  last_seq integer not null default 0 check (last_seq >= 0),
  last_message_at timestamptz,
  created_at timestamptz not null default now(),
  check (
    case kind
      when 'lesson' then lesson_id is not null and course_id is null and learner_user_id is null and teacher_user_id is null
      when 'group' then course_id is not null and lesson_id is null and learner_user_id is null and teacher_user_id is null
      when 'support' then learner_user_id is not null and lesson_id is null and course_id is null and teacher_user_id is null
      else learner_user_id is not null and teacher_user_id is not null and lesson_id is null and course_id is null
    end
  )
);

create unique index chat_conversations_lesson_key on chat_conversations (lesson_id) where kind = 'lesson';
create unique index chat_conversations_group_key on chat_conversations (course_id) where kind = 'group';
create unique index chat_conversations_support_key on chat_conversations (learner_user_id) where kind = 'support';
create unique index chat_conversations_direct_key on chat_conversations (learner_user_id, teacher_user_id)
  where kind = 'direct';
create index chat_conversations_support_inbox_idx on chat_conversations (last_message_at desc nulls last, id desc)
  where kind = 'support';

-- Who is in a conversation, as what, and how far they have read (unread = last_seq - read_seq).
create table chat_members (
  conversation_id bigint not null references chat_conversations (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  role text not null check (role in ('learner', 'teacher', 'assistant', 'support')),
  read_seq integer not null default 0 check (read_seq >= 0),
  joined_at timestamptz not null default now(),
  primary key (conversation_id, user_id)
);

create index chat_members_user_idx on chat_members (user_id, conversation_id);

create table chat_messages (
  id bigint generated always as identity primary key,
  conversation_id bigint not null references chat_conversations (id) on delete cascade,
  seq integer not null check (seq > 0),
  sender_user_id bigint not null references users (id) on delete cascade,
  -- plain text, already sanitised (control characters stripped, trimmed); never HTML
  body text not null check (length(body) between 1 and 2000),
  -- the sender's own id for the message, so that a retried send is stored once
  client_id text check (length(client_id) between 1 and 64),
  sent_at timestamptz not null default now(),
  unique (conversation_id, seq)
);

create unique index chat_messages_client_key on chat_messages (conversation_id, sender_user_id, client_id)
  where client_id is not null;
