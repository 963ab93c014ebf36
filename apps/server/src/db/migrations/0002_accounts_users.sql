-- Accounts (issue 4): users, company data, wrong-secret lockouts and email codes.
-- (Split from 0002_accounts.sql; sessions and KYC follow in 0003, after the operators.)

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
