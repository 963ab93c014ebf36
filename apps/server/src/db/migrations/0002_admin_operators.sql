-- Back office (issue 4): operators and their append-only audit log.
-- (Split from 0002_accounts.sql.)

create table operators (
  id integer generated always as identity primary key,
  username text not null,
  password_hash text not null,
  role text not null check (role in ('admin', 'reviewer')),
  disabled boolean not null default false,
  created_at timestamptz not null
);
create unique index operators_username_key on operators (lower(username));

-- Every operator action; rows are never changed or removed (enforced below).
create table audit_log (
  id integer generated always as identity primary key,
  operator_id integer references operators (id),
  operator_username text not null,
  action text not null,
  target_type text,
  target_id text,
  detail jsonb,
  ip text,
  created_at timestamptz not null
);
create index audit_log_created on audit_log (id desc);

create function audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only: % is not allowed', tg_op;
end;
$$;
create trigger audit_log_no_update before update or delete on audit_log
  for each row execute function audit_log_append_only();
create trigger audit_log_no_truncate before truncate on audit_log
  for each statement execute function audit_log_append_only();
