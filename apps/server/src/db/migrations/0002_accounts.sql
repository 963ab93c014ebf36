-- Accounts (issue 4): users, operators, sessions, email codes, lockouts, KYC,
-- uploads, the dev mail outbox and the operators' append-only audit log.

create table users (
  id integer generated always as identity primary key,
  username text not null,
  email text not null,
  password_hash text not null,
  pay_password_hash text,
  account_type smallint not null check (account_type in (2, 4)),
  invitation_code text not null unique,
  invited_by integer references users (id),
  kyc_status text not null default 'none' check (kyc_status in ('none', 'pending', 'verified', 'failed')),
  kyc_reason text,
  real_name text,
  frozen boolean not null default false,
  frozen_reason text,
  created_at timestamptz not null,
  last_login_at timestamptz
);
create unique index users_username_key on users (lower(username));
create unique index users_email_key on users (lower(email));
create index users_invited_by on users (invited_by) where invited_by is not null;

-- Corporate data of a company account (account type 4), given at registration.
create table company_profiles (
  user_id integer primary key references users (id),
  full_name text not null,
  license_number text not null,
  office_address text not null,
  bank_account text not null,
  registration_place text not null,
  officer_info text not null,
  phone text not null
);

create table operators (
  id integer generated always as identity primary key,
  username text not null,
  password_hash text not null,
  role text not null check (role in ('admin', 'reviewer')),
  disabled boolean not null default false,
  created_at timestamptz not null
);
create unique index operators_username_key on operators (lower(username));

-- Opaque session tokens, kept only as their SHA-256; one table for users and operators.
create table sessions (
  id text primary key,
  token_hash text not null unique,
  kind text not null check (kind in ('user', 'operator')),
  user_id integer references users (id),
  operator_id integer references operators (id),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  ip text,
  check ((kind = 'user' and user_id is not null and operator_id is null) or (kind = 'operator' and operator_id is not null and user_id is null))
);
create index sessions_user on sessions (user_id) where user_id is not null;
create index sessions_operator on sessions (operator_id) where operator_id is not null;

-- Consecutive wrong secrets (login password, transaction password), keyed by what was
-- tried: "login:u:<id>", "login:n:<name>" for unknown names, "pay:<id>", "op:<name>".
create table secret_failures (
  key text primary key,
  failures integer not null,
  locked_until timestamptz,
  updated_at timestamptz not null
);

create table email_codes (
  id integer generated always as identity primary key,
  email text not null,
  purpose text not null check (purpose in ('register', 'resetPassword')),
  code_hash text not null,
  attempts integer not null default 0,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index email_codes_lookup on email_codes (lower(email), purpose, id desc);

create table kyc_submissions (
  id integer generated always as identity primary key,
  user_id integer not null references users (id),
  kind text not null check (kind in ('individual', 'company')),
  status text not null check (status in ('pending', 'verified', 'failed')),
  first_name text,
  last_name text,
  document_type text check (document_type in ('idCard', 'passport', 'DL')),
  document_number text,
  country text,
  front_image text,
  back_image text,
  license_image text,
  company jsonb,
  reason text,
  submitted_at timestamptz not null,
  reviewed_at timestamptz,
  reviewed_by integer references operators (id)
);
create index kyc_submissions_user on kyc_submissions (user_id, id desc);
create index kyc_submissions_status on kyc_submissions (status, id);
-- At most one submission under review per user.
create unique index kyc_submissions_one_pending on kyc_submissions (user_id) where status = 'pending';

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

-- Emails kept instead of sent when SMTP_URL is not set (the dev outbox).
create table mail_outbox (
  id integer generated always as identity primary key,
  to_address text not null,
  subject text not null,
  body_text text not null,
  created_at timestamptz not null
);
create index mail_outbox_to on mail_outbox (lower(to_address), id desc);

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
