-- Notices (issue 7): one id sequence for personal notices and notices to everybody.
-- (Split from 0007_engagement.sql.)

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
