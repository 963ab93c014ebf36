-- Double-entry ledger (issue 5, DESIGN section 5). (Split from 0005_ledger.sql; the wallet
-- tables on it are 0005_wallet_transfers.sql.)
--
-- Amounts are integer minor units (bigint) of the account's currency. Postings carry a
-- signed amount: positive adds to the account's balance, negative takes from it. The
-- database itself keeps the rules:
--   * the postings of a transaction sum to zero per currency (deferred constraint trigger,
--     checked at commit);
--   * postings and transactions are never updated or deleted (a correction is a reversal);
--   * an account's balance only moves through postings (the posting trigger updates it and
--     stamps the posting's running balance), and never below its credit limit:
--     balance - held >= -credit_limit (credit_limit null = no limit, for house accounts).

create table ledger_accounts (
  id integer generated always as identity primary key,
  -- 'u:<userId>:<wallet>:<currency>' or 'h:<house>:<currency>'
  code text not null unique,
  user_id integer references users (id),
  wallet text,
  house text,
  currency text not null check (currency in ('MXN', 'USD', 'EUR', 'HKD')),
  decimals smallint not null default 2 check (decimals between 0 and 8),
  credit_limit bigint check (credit_limit is null or credit_limit >= 0),
  balance bigint not null default 0,
  held bigint not null default 0 check (held >= 0),
  created_at timestamptz not null,
  constraint ledger_account_owner check ((user_id is null) <> (house is null) and (user_id is null) = (wallet is null)),
  constraint ledger_account_funds check (credit_limit is null or balance - held >= -credit_limit)
);
create unique index ledger_accounts_user on ledger_accounts (user_id, wallet, currency) where user_id is not null;

create table ledger_transactions (
  id bigint generated always as identity primary key,
  kind text not null,
  ref text,
  idempotency_key text,
  request_hash text,
  memo jsonb,
  hold_id integer,
  reverses_id bigint unique references ledger_transactions (id),
  created_by text not null,
  created_at timestamptz not null
);
-- Partial indexes: most transactions have a reference and no idempotency key.
create unique index ledger_transactions_key on ledger_transactions (idempotency_key) where idempotency_key is not null;
create index ledger_transactions_ref on ledger_transactions (ref) where ref is not null;

create table ledger_postings (
  id bigint generated always as identity,
  tx_id bigint not null references ledger_transactions (id),
  account_id integer not null,
  currency text not null,
  amount bigint not null check (amount <> 0),
  -- Set by the trigger below: the account's balance right after this posting.
  balance_after bigint not null default 0,
  created_at timestamptz not null,
  -- (account, id) is the statement's order: one index serves both uniqueness and statements.
  -- The account (and that the posting is in its currency) is checked by the trigger below,
  -- which has to find the account row anyway; accounts are never deleted.
  primary key (account_id, id)
);
create index ledger_postings_tx on ledger_postings (tx_id);

-- Refuses a change of what is append-only (postings, transactions, accounts' existence).
create function ledger_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception '% is append-only: % refused (a correction is a reversal)', tg_table_name, tg_op using errcode = '55000';
end $$;

-- Each posting moves its account's balance (under the row lock of the UPDATE, so
-- concurrent postings on one account serialize) and records the running balance.
create function ledger_apply_posting() returns trigger language plpgsql as $$
begin
  update ledger_accounts set balance = balance + new.amount where id = new.account_id and currency = new.currency returning balance into new.balance_after;
  if not found then
    raise exception 'ledger account % does not exist in %', new.account_id, new.currency using errcode = '23503', constraint = 'ledger_posting_account';
  end if;
  return new;
end $$;
create trigger ledger_postings_apply before insert on ledger_postings for each row execute function ledger_apply_posting();

-- A balance changes only through a posting: an UPDATE of the balance that does not come
-- from the posting trigger (trigger depth 0) is refused; so is a change of code or currency.
create function ledger_guard_balance() returns trigger language plpgsql as $$
begin
  raise exception 'ledger balances change only through postings, and accounts keep their code and currency (account %)', old.id using errcode = '55000';
end $$;
create trigger ledger_accounts_guard before update of balance, currency, code on ledger_accounts for each row
  when (pg_trigger_depth() = 0 and (new.balance <> old.balance or new.currency <> old.currency or new.code <> old.code))
  execute function ledger_guard_balance();
create trigger ledger_accounts_no_delete before delete on ledger_accounts for each row execute function ledger_refuse_change();

-- At commit: every transaction touched sums to zero in each currency. (It runs while the
-- balances are locked, so it is one index lookup; a transaction without postings moves
-- nothing and is reported by the reconciliation instead of costing a second check.)
create function ledger_check_balanced() returns trigger language plpgsql as $$
declare
  unbalanced record;
begin
  select currency, sum(amount) as total into unbalanced
    from ledger_postings where tx_id = new.tx_id
    group by currency having sum(amount) <> 0 limit 1;
  if found then
    raise exception 'ledger transaction % is unbalanced: % % (postings must sum to zero per currency)', new.tx_id, unbalanced.total, unbalanced.currency
      using errcode = '23514', constraint = 'ledger_balanced';
  end if;
  return null;
end $$;
create constraint trigger ledger_postings_balanced after insert on ledger_postings
  deferrable initially deferred for each row execute function ledger_check_balanced();

-- Postings and transactions are append-only.
create trigger ledger_postings_append_only before update or delete on ledger_postings for each row execute function ledger_refuse_change();
create trigger ledger_postings_no_truncate before truncate on ledger_postings for each statement execute function ledger_refuse_change();
create trigger ledger_transactions_append_only before update or delete on ledger_transactions for each row execute function ledger_refuse_change();
create trigger ledger_transactions_no_truncate before truncate on ledger_transactions for each statement execute function ledger_refuse_change();

-- Holds: money reserved on an account (available = balance - held), then captured
-- (posted, in one or several parts) or released.
create table ledger_holds (
  id integer generated always as identity primary key,
  account_id integer not null references ledger_accounts (id),
  currency text not null,
  amount bigint not null check (amount > 0),
  remaining bigint not null check (remaining >= 0 and remaining <= amount),
  status text not null check (status in ('active', 'captured', 'released')),
  kind text not null,
  ref text,
  idempotency_key text unique,
  request_hash text,
  created_by text not null,
  created_at timestamptz not null,
  closed_at timestamptz,
  check ((status = 'active') = (closed_at is null)),
  check (status = 'active' or remaining = 0)
);
create index ledger_holds_active on ledger_holds (account_id) where status = 'active';
create index ledger_holds_ref on ledger_holds (ref);

-- Idempotency of money-moving API calls: the first answer, kept per caller and key.
create table idempotency_keys (
  scope text not null,
  key text not null,
  request_hash text not null,
  response jsonb,
  created_at timestamptz not null,
  primary key (scope, key)
);
