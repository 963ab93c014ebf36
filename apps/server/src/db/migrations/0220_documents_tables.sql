-- Issue 31: the clients' documents (monthly statements, trade confirmations) as PDF files,
-- one per owner, kind, period and language; the clients' document choices; the months the
-- month-end job has closed for every client.
create table documents (
  id serial primary key,
  user_id integer not null references users (id),
  kind text not null check (kind in ('statement', 'confirmation')),
  period text not null,
  locale text not null check (locale in ('es', 'en', 'zh')),
  checksum text not null,
  size_bytes integer not null check (size_bytes > 0),
  pdf bytea not null,
  emailed_at timestamptz,
  created_at timestamptz not null
);
create unique index documents_owner_period on documents (user_id, kind, period, locale);
create index documents_owner_newest on documents (user_id, id desc);

create table documents_preferences (
  user_id integer primary key references users (id),
  locale text not null check (locale in ('es', 'en', 'zh')),
  email_statements boolean not null default false,
  email_confirmations boolean not null default false,
  updated_at timestamptz not null
);

create table documents_months (
  month text primary key,
  closed_at timestamptz not null
);
