-- Back office at scale (issue 20): the customer search and the KYC queue's date range with a
-- million users. (Indexes only; the accounts module owns both tables.)

-- The KYC queue's "submitted between" filter.
create index kyc_submissions_submitted on kyc_submissions (submitted_at);

-- The customer search matches part of a username or email (`lower(x) like '%part%'`): a
-- trigram GIN index answers that without reading every user. pg_trgm ships with PostgreSQL
-- (a trusted extension since 13); it is installed once per database into its own schema, so
-- that dropping an application schema (each test has one) never drops it. Where it cannot be
-- installed (PGlite without the contrib module loaded, a role without CREATE), the search
-- still works, by reading the table.
do $$
declare
  ext_schema text;
begin
  begin
    create schema if not exists extensions;
    create extension if not exists pg_trgm with schema extensions;
  exception when others then
    raise notice 'pg_trgm not installed: %', sqlerrm;
  end;
  select n.nspname into ext_schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm';
  if ext_schema is not null then
    execute format('create index users_username_trgm on users using gin (lower(username) %I.gin_trgm_ops)', ext_schema);
    execute format('create index users_email_trgm on users using gin (lower(email) %I.gin_trgm_ops)', ext_schema);
  end if;
end
$$;
