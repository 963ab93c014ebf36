-- Statement lines (issue 12, "money made plain"): a posting may say what kind of line it is
-- within its transaction (e.g. 'fee' or 'tax' in a 'trade'), so that a fee is its own line
-- of the statement and the statement's `fee` filter finds it. Null: the transaction's kind.
alter table ledger_postings add column line text;
