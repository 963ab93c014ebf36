-- Accounts (issue 4): sessions of users and operators, and KYC submissions (reviewed by
-- operators, so after 0002_admin_operators.sql). (Split from 0002_accounts.sql.)

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
