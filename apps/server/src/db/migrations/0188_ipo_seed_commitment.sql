-- IPO, issue 34 item 11: the ballot's seed is drawn when the IPO is set up and only its
-- commitment (SHA-256 of the seed, hex) is published until the draw; the seed itself after it,
-- so anyone can check the draw used the seed committed to before the applications came in.
-- Null for IPOs set up before this column (their seed is drawn at allotment, as before).
alter table ipo_issues add column seed_commitment text;
