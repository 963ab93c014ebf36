-- In-app notices (issue 7 extends them): one row per user and event, texts in three languages.
create table notices (
  id integer generated always as identity primary key,
  user_id integer not null references users (id),
  kind text not null,
  title jsonb not null,
  body jsonb not null,
  ref text,
  read_at timestamptz,
  created_at timestamptz not null
);
create index notices_user on notices (user_id, id desc);
create index notices_unread on notices (user_id) where read_at is null;
