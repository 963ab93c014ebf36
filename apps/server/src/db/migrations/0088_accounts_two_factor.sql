-- Two-factor sign-in and devices (issue 21).

-- One TOTP secret per user (RFC 6238). `enabled_at` is null while enrolment waits for its
-- first code. `last_step` is the newest 30-second step whose code was accepted: a code is
-- taken only for a later step (one atomic update), so a used code cannot be replayed.
create table two_factor_secrets (
  user_id integer primary key references users (id),
  secret text not null,
  created_at timestamptz not null,
  enabled_at timestamptz,
  last_step bigint
);

-- Ten single-use recovery codes per enrolment, kept only as their SHA-256.
create table two_factor_recovery_codes (
  id integer generated always as identity primary key,
  user_id integer not null references users (id),
  code_hash text not null,
  used_at timestamptz,
  unique (user_id, code_hash)
);

-- The devices a user signed in from: the app's device id, kept as its SHA-256. `trusted_at`
-- is set once the device passed the second factor (it then signs in without a code);
-- signing a device out deletes its row, and with it the trust.
create table account_devices (
  id integer generated always as identity primary key,
  user_id integer not null references users (id),
  device_hash text not null,
  name text not null,
  first_seen_at timestamptz not null,
  last_seen_at timestamptz not null,
  trusted_at timestamptz,
  unique (user_id, device_hash)
);

-- A login that passed the password and waits for the second factor (5 minutes, used once).
create table two_factor_challenges (
  token_hash text primary key,
  user_id integer not null references users (id),
  device_hash text not null,
  device_name text not null,
  ip text,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index two_factor_challenges_expiry on two_factor_challenges (expires_at);

-- Each session knows its device ("sign out this device" revokes its sessions).
alter table sessions add column device_id integer references account_devices (id) on delete set null;
create index sessions_device on sessions (device_id) where device_id is not null;
