-- Checks of stored secrets per user and per address in fixed windows, shared by every
-- server process (accounts/secrets.ts SecretThrottle).
create table secret_throttle (
  key text primary key,
  hits integer not null,
  window_ends timestamptz not null
);
