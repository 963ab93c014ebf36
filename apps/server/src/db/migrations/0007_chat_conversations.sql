-- Customer chat (issue 7). (Split from 0007_engagement.sql.)

-- Customer chat: one conversation per user, or per guest (the hash of the guest's token).
-- Receipts are watermarks: the other side's messages up to that id were delivered/read.
create table chat_conversations (
  id integer generated always as identity primary key,
  user_id integer unique references users (id),
  guest_key text unique,
  guest_email text,
  status text not null default 'open' check (status in ('open', 'closed')),
  assigned_operator_id integer references operators (id),
  last_message_id integer,
  last_message_at timestamptz,
  user_delivered_upto integer not null default 0,
  user_read_upto integer not null default 0,
  operator_delivered_upto integer not null default 0,
  operator_read_upto integer not null default 0,
  closed_at timestamptz,
  created_at timestamptz not null,
  check ((user_id is null) <> (guest_key is null))
);
create index chat_queue on chat_conversations (status, last_message_at desc) where last_message_id is not null;

create table chat_messages (
  id integer generated always as identity primary key,
  conversation_id integer not null references chat_conversations (id),
  sender text not null check (sender in ('user', 'guest', 'operator')),
  operator_id integer references operators (id),
  body text,
  image text references uploads (name),
  -- The sender's id for the message: a resend after a reconnect or reload is answered
  -- with the stored message instead of a second copy.
  client_id text,
  created_at timestamptz not null,
  check (body is not null or image is not null)
);
create unique index chat_messages_client on chat_messages (conversation_id, sender, client_id) where client_id is not null;
create index chat_messages_conversation on chat_messages (conversation_id, id desc);
create index chat_messages_image on chat_messages (image) where image is not null;
