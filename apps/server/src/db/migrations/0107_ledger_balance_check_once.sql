-- The balance check of 0005 is a deferred row trigger: at commit it ran once per posting and
-- summed every posting of that posting's ledger transaction, so a transaction of n postings
-- cost n² row reads (a coupon chunk of 1,000 postings: a million). Now a check remembers, for
-- the rest of the database transaction, the ledger transaction it found balanced and the
-- highest posting id it summed; the events of postings up to that id have nothing left to
-- check. A posting added afterwards (after SET CONSTRAINTS ... IMMEDIATE, say) takes a later
-- id from the sequence, so its event sums the whole transaction again.
create or replace function ledger_check_balanced() returns trigger language plpgsql as $$
declare
  checked text := current_setting('ledger.balanced_through', true);
  summed record;
begin
  if checked is not null and checked <> ''
     and split_part(checked, ':', 1) = new.tx_id::text
     and new.id <= split_part(checked, ':', 2)::bigint then
    return null;
  end if;
  select max(last_id) as last_id,
         (array_agg(currency order by currency) filter (where total <> 0))[1] as currency,
         (array_agg(total order by currency) filter (where total <> 0))[1] as total
    into summed
    from (select currency, sum(amount) as total, max(id) as last_id
            from ledger_postings where tx_id = new.tx_id group by currency) per_currency;
  if summed.currency is not null then
    raise exception 'ledger transaction % is unbalanced: % % (postings must sum to zero per currency)', new.tx_id, summed.total, summed.currency
      using errcode = '23514', constraint = 'ledger_balanced';
  end if;
  perform set_config('ledger.balanced_through', new.tx_id::text || ':' || summed.last_id::text, true);
  return null;
end $$;
