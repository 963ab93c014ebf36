-- Product terms (issue 11 item 6): each product's published rule (prices, fees, rates,
-- limits, dates, allocation basis, lock, exit) as versioned rows. An operator's edit
-- adds a version, effective from a time; versions are never changed or removed
-- (enforced below), so every order can name the version it was taken under.
create table terms_versions (
  id integer generated always as identity primary key,
  -- The product area (module name, e.g. 'trading') and the item inside it
  -- (e.g. a market, a placing id); '' when the product has one rule.
  product text not null check (product ~ '^[a-z][a-z0-9_-]{1,39}$'),
  item text not null default '' check (length(item) <= 64),
  version integer not null check (version >= 1),
  -- The typed document, validated by the zod schema the product registers.
  terms jsonb not null,
  -- The rule in es, en and zh, with {field} placeholders filled from `terms`.
  rule_text jsonb not null,
  note text,
  effective_from timestamptz not null,
  created_by integer references operators (id),
  created_by_username text not null,
  created_at timestamptz not null,
  unique (product, item, version)
);
create index terms_versions_current on terms_versions (product, item, effective_from desc, version desc);

create function terms_versions_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'terms_versions is append-only: % is not allowed', tg_op;
end;
$$;
create trigger terms_versions_no_update before update or delete on terms_versions
  for each row execute function terms_versions_append_only();
create trigger terms_versions_no_truncate before truncate on terms_versions
  for each statement execute function terms_versions_append_only();
