-- Engagement (issue 7): notices to everybody, news articles, customer chat.

-- Personal notices and notices to everybody share one id sequence, so that
-- /userMessage/{id} names either and the merged list orders by id.
create sequence notice_ids;
select setval('notice_ids', coalesce((select max(id) from notices), 0) + 1, false);
alter table notices alter column id drop identity;
alter table notices alter column id set default nextval('notice_ids');
alter sequence notice_ids owned by notices.id;
-- Set when an operator wrote the notice (back office), null for system notices.
alter table notices add column sent_by_operator integer references operators (id);
create index notices_operator on notices (id desc) where sent_by_operator is not null;

-- A notice to every user is stored once (fan-out on read): a reader sees the ones sent
-- after their account was created; reading one stores a row for that reader only.
create table notice_broadcasts (
  id integer primary key default nextval('notice_ids'),
  kind text not null,
  title jsonb not null,
  body jsonb not null,
  ref text,
  sent_by_operator integer references operators (id),
  created_at timestamptz not null
);
create index notice_broadcasts_created on notice_broadcasts (created_at);

create table notice_broadcast_reads (
  user_id integer not null references users (id),
  broadcast_id integer not null references notice_broadcasts (id) on delete cascade,
  read_at timestamptz not null,
  primary key (user_id, broadcast_id)
);

-- News articles written by operators; visible when published and publish_at has passed.
create table news_articles (
  id integer generated always as identity primary key,
  language text not null check (language in ('es', 'en', 'zh')),
  category text not null,
  title text not null,
  summary text not null default '',
  body text not null,
  cover text references uploads (name),
  source text,
  status text not null check (status in ('draft', 'published')),
  publish_at timestamptz,
  -- The demo seed's key, so seeding twice adds nothing.
  seed_key text unique,
  created_by integer references operators (id),
  updated_by integer references operators (id),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check (status = 'draft' or publish_at is not null)
);
create index news_live on news_articles (language, publish_at desc) where status = 'published';
create index news_cover on news_articles (cover) where cover is not null;

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

