-- Issue 30.9: the name a customer sees on an operator's chat replies: the operator's own display
-- name ("Ana · Soporte"), never the login name; without one, the house's name.
create table chat_operator_names (
  operator_id integer primary key,
  display_name text not null check (char_length(display_name) between 2 and 40),
  updated_at timestamptz not null
);
