-- Files (issue 4): uploaded images, owned by a user or an operator.
-- (Split from 0002_accounts.sql.)

create table uploads (
  name text primary key,
  owner_user_id integer references users (id),
  owner_operator_id integer references operators (id),
  mime text not null,
  size_bytes integer not null,
  purpose text not null default 'general',
  created_at timestamptz not null
);
create index uploads_owner on uploads (owner_user_id);
