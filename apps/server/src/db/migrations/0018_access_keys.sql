-- Access keys (issue 11 item 7): keys that operators issue per product (quant,
-- block trades, placings), single or multi use, with an expiry, optionally bound to
-- one user. Only the SHA-256 of the key is stored (keys are 128 random bits).
create table access_keys (
  id integer generated always as identity primary key,
  product text not null,
  -- Optional item of the product the key opens (a placing id, a quant product id); null = any.
  scope text,
  key_hash text not null,
  -- The first characters of the key, to tell keys apart in the back office.
  key_prefix text not null,
  label text,
  max_uses integer not null check (max_uses >= 1),
  uses integer not null default 0 check (uses >= 0 and uses <= max_uses),
  user_id integer references users (id),
  expires_at timestamptz,
  revoked_at timestamptz,
  revoked_by integer references operators (id),
  created_by integer references operators (id),
  created_at timestamptz not null
);
create unique index access_keys_hash on access_keys (key_hash);
create index access_keys_product on access_keys (product, id desc);

-- Every check and every use of a key (valid or not), append-only.
create table access_key_uses (
  id integer generated always as identity primary key,
  key_id integer references access_keys (id),
  product text not null,
  user_id integer references users (id),
  ip text,
  -- 'check' (a secret check call) or 'consume' (a use by a product's order).
  action text not null check (action in ('check', 'consume')),
  -- 'ok', or why it was refused: unknown, expired, revoked, used_up, other_user, wrong_scope, locked.
  outcome text not null,
  ref text,
  created_at timestamptz not null
);
create index access_key_uses_key on access_key_uses (key_id, id desc);

create function access_key_uses_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'access_key_uses is append-only: % is not allowed', tg_op;
end;
$$;
create trigger access_key_uses_no_update before update or delete on access_key_uses
  for each row execute function access_key_uses_append_only();

-- Failed guesses per user and per address; a lock holds across server processes.
create table access_key_throttle (
  key text primary key,
  failures integer not null,
  window_start timestamptz not null,
  locked_until timestamptz,
  updated_at timestamptz not null
);
