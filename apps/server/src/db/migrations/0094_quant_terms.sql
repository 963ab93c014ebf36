-- AI quant on the published terms (issue 11): each cycle's limits and management fee are a
-- terms version (product 'quant', item = the cycle in days), published and audited by the
-- terms service; a product names its strategy and cycle, and each subscription keeps the
-- version it was taken under (older subscriptions, from before, keep their copied fee).
alter table quant_orders add column terms_version_id integer references terms_versions (id);
alter table quant_products drop column min_minor;
alter table quant_products drop column max_minor;
alter table quant_products drop column fee_pct_year;
