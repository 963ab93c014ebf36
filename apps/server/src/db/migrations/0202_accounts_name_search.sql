-- Issue 30.3: the back office finds a customer by part of a name, whatever its case and accents
-- ("lucia" finds "Lucía Hernández"). `search_fold` writes a text the way the search compares it:
-- accented Latin letters as their base letter (before lowering: with the C collation `lower`
-- changes ASCII letters only), then lower case. Immutable, so an index can be built on it.
create function search_fold(value text) returns text language sql immutable parallel safe as $$
  select lower(translate(value,
    'ÁÀÄÂÃÅÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇáàäâãåéèëêíìïîóòöôõúùüûñç',
    'AAAAAAEEEEIIIIOOOOOUUUUNCaaaaaaeeeeiiiiooooouuuunc'))
$$;

-- On PostgreSQL a trigram index answers `search_fold(real_name) like '%part%'` without reading
-- every user (pg_trgm, installed by 0091 into its own schema). Where pg_trgm is not installed
-- (PGlite, whose build does not load the contrib module) the search reads the table.
do $$
declare
  ext_schema text;
begin
  select n.nspname into ext_schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm';
  if ext_schema is not null then
    execute format('create index users_real_name_trgm on users using gin (search_fold(real_name) %I.gin_trgm_ops)', ext_schema);
  end if;
end
$$;
